/// Appetite's Text Area as a value: `TextArea(state: .filled).value("Leave it at the door")`.
public struct TextArea: LabelledInput, Hashable {
    public typealias State = InputFieldState

    public var state: State
    public var values = PropertyValues()

    public init(state: State = .placeholder) {
        self.state = state
    }

    /// `Input Text`: the placeholder.
    public func placeholder(_ text: String) -> TextArea { setting("Input Text", to: text) }
    /// `Value Text`: what is typed, once the state shows a value.
    public func value(_ text: String) -> TextArea { setting("Value Text", to: text) }
    /// `Counter Text`, such as `0/500`.
    public func counterText(_ text: String) -> TextArea { setting("Counter Text", to: text) }
    /// `Counter`: show the counter at the end of the hint row (on by default).
    public func showsCounter(_ isOn: Bool) -> TextArea { setting("Counter", isOn: isOn) }

    public var configuration: ComponentConfiguration {
        get throws { try values.configuration(set: TextAreaModel.set, variant: [("State", state.rawValue)]) }
    }
}
