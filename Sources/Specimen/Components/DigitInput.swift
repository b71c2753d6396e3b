/// Appetite's Digit Input as a value: `DigitInput(state: .filled)`. It has no other properties.
public struct DigitInput: ComponentDescription, Hashable {
    /// The Digit Input's own `State` options (it starts at Default, not Placeholder).
    public typealias State = DigitInputModel.State

    /// Its `State` option.
    public var state: State

    /// The component in `state`, with its default properties.
    public init(state: State = .default) {
        self.state = state
    }

    /// The set, variant and properties this value draws.
    public var configuration: ComponentConfiguration {
        get throws { try PropertyValues().configuration(set: DigitInputModel.set, variant: [("State", state.rawValue)]) }
    }
}
