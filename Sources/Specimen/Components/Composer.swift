/// Appetite's Composer as a value: `Composer(style: .overlay, state: .typing).avatar(true)`.
public struct Composer: ConfigurableComponent, Hashable {
    /// The `Style` options: on the page, or floating over a photo.
    public enum Style: String, CaseIterable, Sendable {
        case `default` = "Default"
        case overlay = "Overlay"
    }

    /// The `State` options: Empty starts with no text, Typing focused with `Value` typed.
    public enum State: String, CaseIterable, Sendable {
        case empty = "Empty"
        case typing = "Typing"
    }

    /// Its `Style` option.
    public var style: Style
    /// Its `State` option.
    public var state: State
    /// Its Boolean, Text and Instance swap properties, by Figma name.
    public var values = PropertyValues()

    /// The component in `style` and `state`, with its default properties.
    public init(style: Style = .default, state: State = .empty) {
        self.style = style
        self.state = state
    }

    /// `Avatar`: the sender's avatar before the field (off by default).
    public func avatar(_ isOn: Bool) -> Composer { setting("Avatar", isOn: isOn) }
    /// `Action`: the round action button (off by default).
    public func action(_ isOn: Bool) -> Composer { setting("Action", isOn: isOn) }
    /// `Accessory`: the accessory icon inside the field (on by default).
    public func accessory(_ isOn: Bool) -> Composer { setting("Accessory", isOn: isOn) }
    /// `Placeholder`.
    public func placeholder(_ text: String) -> Composer { setting("Placeholder", to: text) }
    /// `Value`: the message being typed.
    public func value(_ text: String) -> Composer { setting("Value", to: text) }
    /// `Action Icon`, by Material Design Icons name.
    public func actionIcon(_ name: String) -> Composer { setting("Action Icon", to: name) }
    /// `Accessory Icon`, by name.
    public func accessoryIcon(_ name: String) -> Composer { setting("Accessory Icon", to: name) }

    /// The set, variant and properties this value draws.
    public var configuration: ComponentConfiguration {
        get throws {
            try values.configuration(set: Catalogue.standard.set(named: "Composer"), variant: [("Style", style.rawValue), ("State", state.rawValue)])
        }
    }
}
