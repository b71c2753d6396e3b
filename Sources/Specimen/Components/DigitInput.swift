/// Appetite's Digit Input as a value: `DigitInput(state: .filled)`. It has no other properties.
public struct DigitInput: ComponentDescription, Hashable {
    /// The Digit Input's own `State` options (it starts at Default, not Placeholder).
    public enum State: String, CaseIterable, Sendable {
        case `default` = "Default"
        case focused = "Focused"
        case filled = "Filled"
        case disabled = "Disabled"
        case error = "Error"
    }

    /// Its `State` option.
    public var state: State

    /// The component in `state`, with its default properties.
    public init(state: State = .default) {
        self.state = state
    }

    /// The set, variant and properties this value draws.
    public var configuration: ComponentConfiguration {
        get throws { try PropertyValues().configuration(set: Catalogue.standard.set(named: "Digit Input"), variant: [("State", state.rawValue)]) }
    }
}
