/// Appetite's Chip Input as a value: `ChipInput(state: .focused).placeholder("Add tags")`.
public struct ChipInput: LabelledInput, Hashable {
    public typealias State = InputFieldState

    public var state: State
    public var values = PropertyValues()

    public init(state: State = .placeholder) {
        self.state = state
    }

    /// `Input Placeholder Text`.
    public func placeholder(_ text: String) -> ChipInput { setting("Input Placeholder Text", to: text) }
    /// `Icon Left`: show the tag icon (on by default).
    public func showsIconLeft(_ isOn: Bool) -> ChipInput { setting("Icon Left", isOn: isOn) }

    public var configuration: ComponentConfiguration {
        get throws { try values.configuration(set: ChipInputModel.set, variant: [("State", state.rawValue)]) }
    }
}
