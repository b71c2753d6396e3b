// The README's behaviour example, verbatim between the markers (`ReadmeTests` checks the README holds
// the same text), alone in its file so that it compiles with its own imports only, as a user's
// file would. `BehaviourAPITests` runs it.
// README-BEHAVIOUR-EXAMPLE-BEGIN
import Specimen

/// Plays the spec's live specimens in code: a Stepper nudged to its bound, a Composer sending.
func playReadmeBehaviourExample() throws -> (stepper: PlayedComponent, composer: PlayedComponent, frames: Playback) {
    let stepper = try Stepper().value(2).setting("Minimum", to: "0")
        .applying(.press("decrement"))
        .applying(.press("decrement"))
        .applying(.press("decrement"))  // stays at 0: State=Min
    let composer = try Composer()
        .applying(script: #"focus; type "On my way"; press send"#)  // empty again, Send dormant
    let png = try composer.png(theme: .dark, scale: 2)  // the state after the last event
    _ = png

    // Every state, as the CLI's `specimen play` draws them: one frame per state on one canvas.
    let renderer = try Renderer.shared()
    let field = try Catalogue.standard.configuration(set: "Text Area")
    let frames = try renderer.play(field, script: try EventScript(parsing: #"type "Hi"; enter; type "there""#))
    return (stepper, composer, frames)
}
// README-BEHAVIOUR-EXAMPLE-END
