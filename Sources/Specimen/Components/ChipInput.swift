/// Appetite's Chip Input as a value: `ChipInput(state: .focused).placeholder("Add tags")`.
public struct ChipInput: LabelledInput, Hashable {
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

    /// `Input Placeholder Text`.
    public func placeholder(_ text: String) -> ChipInput { setting("Input Placeholder Text", to: text) }
    /// `Icon Left`: show the tag icon (on by default).
    public func showsIconLeft(_ isOn: Bool) -> ChipInput { setting("Icon Left", isOn: isOn) }

    /// The set, variant and properties this value draws.
    public var configuration: ComponentConfiguration {
        get throws { try values.configuration(set: Catalogue.standard.set(named: "Chip Input"), variant: [("State", state.rawValue)]) }
    }
}
