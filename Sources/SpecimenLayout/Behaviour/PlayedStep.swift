import SpecimenBehaviour

/// One state of a played interaction: the initial one (step 0, no event), then one after each event.
public struct PlayedStep: Sendable {
    /// 0 for the initial state, then 1, 2, ... after each event.
    public let step: Int
    /// The event that led here; nil for the initial state.
    public let event: BehaviourEvent?
    /// The content after the event.
    package let model: any InteractiveModel
    /// Its layout.
    public let layout: LayoutTree
}
