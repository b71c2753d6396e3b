/// Appetite's Chip Input as a value: `ChipInput(state: .focused).placeholder("Add tags")`.
public struct ChipInput: LabelledInput, Hashable {
    public typealias State = InputFieldState

    public var state: State
    private var values = PropertyValues()

    public init(state: State = .placeholder) {
        self.state = state
    }

    public func setting(_ property: String, to value: String) -> ChipInput {
        var copy = self
        copy.values[property] = value
        return copy
    }

    /// `Input Placeholder Text`.
    public func placeholder(_ text: String) -> ChipInput { setting("Input Placeholder Text", to: text) }
    /// `Icon Left`: show the tag icon (on by default).
    public func showsIconLeft(_ isOn: Bool) -> ChipInput { setting("Icon Left", to: isOn ? "on" : "off") }

    public var configuration: ComponentConfiguration {
        get throws { try values.configuration(set: AppetiteSets.chipInput, variant: [("State", state.rawValue)]) }
    }
}
