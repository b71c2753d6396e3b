/// SpecimenBehaviour: the spec's live interactions ("Type in it", "The buttons work") as pure state
/// machines over a component's content.
///
/// What this module promises:
/// 1. An event script (`focus; type "Hi"; press send`) parses into `BehaviourEvent`s, or fails with one
///    line naming the bad event and what is valid.
/// 2. Each set's behaviour is a reducer: `(content, event) -> content`, with no side effect. The content
///    is what a person changes (text, focus, chips, a number); the visual state (Filled, Min, Typing)
///    is derived from it, never stored beside it.
/// 3. An event a set does not answer is an error naming the events and buttons it does answer.
///
/// What it must never do: measure, colour or draw. It sits between the catalogue and the layout.
