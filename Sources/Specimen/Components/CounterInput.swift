/// Appetite's Counter Input as a value: `CounterInput(state: .focused).number(3)`.
public struct CounterInput: LabelledInput, Hashable {
    /// The `State` options it shares with the other text fields.
    public typealias State = InputFieldState

    /// Its `State` option.
    public var state: State
    /// Its Boolean, Text and Instance swap properties, by Figma name.
    public var values = PropertyValues()

    /// The component in `state`, with its default properties.
    public init(state: State = .placeholder) {
        self.state = state
    }

    /// `Input Number`: the count in the pill.
    public func number(_ number: Int) -> CounterInput { setting("Input Number", to: String(number)) }

    /// The set, variant and properties this value draws.
    public var configuration: ComponentConfiguration {
        get throws { try values.configuration(set: Catalogue.standard.set(named: "Counter Input"), variant: [("State", state.rawValue)]) }
    }
}
