/// Appetite's Counter Input as a value: `CounterInput(state: .focused).number(3)`.
public struct CounterInput: LabelledInput, Hashable {
    public typealias State = InputFieldState

    public var state: State
    public var values = PropertyValues()

    public init(state: State = .placeholder) {
        self.state = state
    }

    /// `Input Number`: the count in the pill.
    public func number(_ number: Int) -> CounterInput { setting("Input Number", to: String(number)) }

    public var configuration: ComponentConfiguration {
        get throws { try values.configuration(set: CounterInputModel.set, variant: [("State", state.rawValue)]) }
    }
}
