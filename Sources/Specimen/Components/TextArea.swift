/// Appetite's Text Area as a value: `TextArea(state: .filled).value("Leave it at the door")`.
public struct TextArea: LabelledInput, Hashable {
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

    /// `Input Text`: the placeholder.
    public func placeholder(_ text: String) -> TextArea { setting("Input Text", to: text) }
    /// `Value Text`: what is typed, once the state shows a value.
    public func value(_ text: String) -> TextArea { setting("Value Text", to: text) }
    /// `Counter Text`, such as `0/500`.
    public func counterText(_ text: String) -> TextArea { setting("Counter Text", to: text) }
    /// `Counter`: show the counter at the end of the hint row (on by default).
    public func showsCounter(_ isOn: Bool) -> TextArea { setting("Counter", isOn: isOn) }

    /// The set, variant and properties this value draws.
    public var configuration: ComponentConfiguration {
        get throws { try values.configuration(set: Catalogue.standard.set(named: "Text Area"), variant: [("State", state.rawValue)]) }
    }
}
