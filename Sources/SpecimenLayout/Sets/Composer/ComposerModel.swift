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

    /// The set's document: its bar, rules and decisions (`Themes/appetite/Composer.component.json`).
    static let document = "appetite/Composer.component.json"

    /// What Composer's document chose where the spec is silent.
    public static var decisions: [LayoutDecision] { ShippedDocuments.decisions(document) }

    /// The accessible names its document gives its nodes, by key, with their default strings.
    public static var accessibilityStrings: [String: String] { ShippedDocuments.accessibilityStrings(document) }

    /// The configuration this value was decoded from.
    public let source: ComponentConfiguration
    /// `Style`: on the page, or floating over a photo.
    public var style: Style
    /// The variant's `State`: where the content started.
    public var state: State
    /// `Avatar`: the sender's picture before the field.
    public var showsAvatar: Bool
    /// `Action`: the round button before the field (Default style).
    public var showsAction: Bool
    /// `Accessory`: the icon at the field's end.
    public var showsAccessory: Bool
    /// `Action Icon`: the action button's glyph, by icon name.
    public var actionIcon: String
    /// `Accessory Icon`: the accessory's glyph, by icon name.
    public var accessoryIcon: String
    /// `Placeholder`: shown while the message is empty.
    public var placeholder: String
    /// The message.
    public var message: EditableText
    /// What the accessory or the action attached, by the glyph of the button pressed (`paperclip`,
    /// `camera`): the chip at the field's start; nil for none (no variant starts with one).
    public var attachment: String?

    /// Decodes a Composer configuration: Typing starts focused with `Value` typed; Empty starts unfocused, with
    /// an empty field unless the user set `Value`.
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

    /// Send is live exactly when there is something to send: an attachment, or text (white space alone
    /// is not a message).
    public var canSend: Bool { attachment != nil || message.text.contains { !$0.isWhitespace } }

    /// Draws the bar from its document, with the caret, Send's look and the attachment chip the content derives.
    /// Throws a `LayoutError`, as for an icon name the icon font does not have.
    public func layout(in context: LayoutContext) throws -> LayoutTree {
        var states: Set<String> = []
        if message.isEmpty { states.insert("empty") }
        if !canSend { states.insert("blank") }
        if message.isFocused { states.insert("focused") }
        if attachment != nil { states.insert("attached") }
        var layout = DocumentLayout(document: try ShippedDocuments.document(Self.document), context: context)
        layout.caretOffset = message.caretOffset
        let content = currentValues.merging(["attachment": attachment ?? ""]) { own, _ in own }
        return try layout.layout(values: DocumentLayout.values(source, content: content), states: states)
    }
}
