/// Appetite's Text Input as a value: `TextInput(type: .password, state: .error).label("Password")`.
public struct TextInput: LabelledInput, Hashable {
    /// The `Type` options.
    public enum InputType: String, CaseIterable, Sendable {
        case `default` = "Default"
        case leftSelection = "Left Selection"
        case rightSelection = "Right Selection"
        case password = "Password"
        case prefix = "Prefix"
        case suffix = "Suffix"
    }

    /// The `State` options it shares with the other text fields.
    public typealias State = InputFieldState

    /// Its `Type` option.
    public var type: InputType
    /// Its `State` option.
    public var state: State
    /// Its Boolean, Text and Instance swap properties, by Figma name.
    public var values = PropertyValues()

    /// The component of `type` in `state`, with its default properties.
    public init(type: InputType = .default, state: State = .placeholder) {
        self.type = type
        self.state = state
    }

    /// `Input Text`: the placeholder, or the typed value once the state shows one.
    public func text(_ text: String) -> TextInput { setting("Input Text", to: text) }
    /// `Password Text`: what a Password field shows once there is a value.
    public func passwordText(_ text: String) -> TextInput { setting("Password Text", to: text) }
    /// `Prefix Text`, such as `https://`.
    public func prefixText(_ text: String) -> TextInput { setting("Prefix Text", to: text) }
    /// `Suffix Text`, such as `kg`.
    public func suffixText(_ text: String) -> TextInput { setting("Suffix Text", to: text) }
    /// `Icon Left Swap`: the leading icon, by Material Design Icons name (`lock`).
    public func iconLeft(_ name: String) -> TextInput { setting("Icon Left Swap", to: name) }
    /// `Icon Right Swap`: the trailing icon, by name.
    public func iconRight(_ name: String) -> TextInput { setting("Icon Right Swap", to: name) }
    /// `Icon Left`: show the leading icon (on by default).
    public func showsIconLeft(_ isOn: Bool) -> TextInput { setting("Icon Left", isOn: isOn) }
    /// `Icon Right`: show the trailing icon (on by default).
    public func showsIconRight(_ isOn: Bool) -> TextInput { setting("Icon Right", isOn: isOn) }

    /// The set, variant and properties this value draws.
    public var configuration: ComponentConfiguration {
        get throws {
            try values.configuration(set: Catalogue.standard.set(named: "Text Input"), variant: [("Type", type.rawValue), ("State", state.rawValue)])
        }
    }
}
