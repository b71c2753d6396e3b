import SpecimenCatalogue

/// Composer, typed: `Style`, the avatar, action and accessory, and the message being typed as content.
///
/// `State` only chooses where the content starts: Typing starts focused with `Value` typed, Empty
/// starts with an empty field unless the user set `Value`. Send is brand exactly when the field
/// holds text, and the caret shows exactly while it has focus.
public struct ComposerModel: ComponentModel {
    /// The `Style` options: on the page, or floating over a photo.
    public enum Style: String, CaseIterable, Sendable {
        case `default` = "Default"
        case overlay = "Overlay"
    }

    /// The `State` options.
    public enum State: String, CaseIterable, Sendable {
        case empty = "Empty"
        case typing = "Typing"
    }

    public static let set = AppetiteSets.composer
    public static var decisions: [LayoutDecision] { ComposerLayout.decisions }
    /// The spec's "## Composer"
    public static let captions = [
        SpecCaption(set: set.name, "361 x 40, field 313 x 40, gap 8, avatar, action and send 40"),
    ]

    public let source: ComponentConfiguration
    public var style: Style
    /// The variant's `State`: where the content started.
    public var state: State
    public var showsAvatar: Bool
    public var showsAction: Bool
    public var showsAccessory: Bool
    public var actionIcon: String
    public var accessoryIcon: String
    public var placeholder: String
    /// The message.
    public var message: EditableText

    public init(_ configuration: ComponentConfiguration) {
        let read = PropertyReader(configuration)
        source = configuration
        style = read.option("Style")
        state = read.option("State")
        showsAvatar = read.bool("Avatar")
        showsAction = read.bool("Action")
        showsAccessory = read.bool("Accessory")
        actionIcon = read.text("Action Icon")
        accessoryIcon = read.text("Accessory Icon")
        placeholder = read.text("Placeholder")
        let typing = state == .typing
        message = EditableText(typing || read.isSet("Value") ? read.text("Value") : "", isFocused: typing)
    }

    /// Send is live exactly when there is something to send.
    public var canSend: Bool { !message.isEmpty }

    public func layout(in context: LayoutContext) throws -> LayoutTree {
        try ComposerLayout(model: self, context: context).layout()
    }
}
