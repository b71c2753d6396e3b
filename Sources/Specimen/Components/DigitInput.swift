/// Appetite's Digit Input as a value: `DigitInput(state: .filled)`. It has no other properties.
public struct DigitInput: ComponentDescription, Hashable {
    /// The Digit Input's own `State` options (it starts at Default, not Placeholder).
    public typealias State = DigitInputModel.State

    public var state: State

    public init(state: State = .default) {
        self.state = state
    }

    public var configuration: ComponentConfiguration {
        get throws { try PropertyValues().configuration(set: DigitInputModel.set, variant: [("State", state.rawValue)]) }
    }
}
