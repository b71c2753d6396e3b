/// Appetite's Counter Input as a value: `CounterInput(state: .focused).number(3)`.
public struct CounterInput: LabelledInput, Hashable {
    public typealias State = InputFieldState

    public var state: State
    private var values = PropertyValues()

    public init(state: State = .placeholder) {
        self.state = state
    }

    public func setting(_ property: String, to value: String) -> CounterInput {
        var copy = self
        copy.values[property] = value
        return copy
    }

    /// `Input Number`: the count in the pill.
    public func number(_ number: Int) -> CounterInput { setting("Input Number", to: String(number)) }

    public var configuration: ComponentConfiguration {
        get throws { try values.configuration(set: AppetiteSets.counterInput, variant: [("State", state.rawValue)]) }
    }
}
