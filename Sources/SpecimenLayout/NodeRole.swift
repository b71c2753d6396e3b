/// What a layout node is, so later stages never guess it from the node's name: the scene and the SVG
/// name groups by it, the audit finds what a person taps or types into by it, the accessibility
/// strings find what they label by the node's `accessibilityKey`, and the redlines measure by it.
public enum NodeRole: Hashable, Sendable {
    /// A box that only groups or positions its children (a row, the chip row).
    case group
    /// Text a person reads: a title, a hint, a message, an affix, a picker's value.
    case text
    /// The text a person has typed, or a placeholder standing in for it.
    case value
    /// A glyph that only informs or decorates (the hint icon, a leading icon).
    case icon
    /// Something a person presses, and what pressing it does.
    case button(ButtonAction)
    /// Where a person types: an underlined field, a pill, a cell, an outlined box.
    case field
    /// One entry of a Chip Input.
    case chip
    /// The insertion point of a focused field.
    case caret
    /// A line that separates or underlines (the field's rule, the selection divider).
    case rule
    /// The `focusRing/brand` effect around a focused control; drawn outside its parent.
    case focusRing
    /// The photo an Overlay bar floats over.
    case backdrop
    /// A picture standing for a person (the Composer avatar).
    case avatar

    /// True for what a person taps or types into: the audit measures these against touch targets.
    public var isInteractive: Bool {
        switch self {
        case .button, .field: true
        default: false
        }
    }

    /// True for a node that may lie outside its parent (the focus ring, drawn around its shape).
    public var drawsOutsideParent: Bool { self == .focusRing }

    /// The role's name in SVG (`data-role`) and JSON: `button`, `field`, `caret`...
    public var name: String {
        switch self {
        case .group: "group"
        case .text: "text"
        case .value: "value"
        case .icon: "icon"
        case .button: "button"
        case .field: "field"
        case .chip: "chip"
        case .caret: "caret"
        case .rule: "rule"
        case .focusRing: "focus-ring"
        case .backdrop: "backdrop"
        case .avatar: "avatar"
        }
    }
}

/// What pressing a button does, by name: the actions Specimen's behaviour patterns answer, or any
/// other name a user's document gives (`submit`, `dismiss`), which is drawn, audited and named in the SVG
/// like the rest, and which `press` reports as answered by nothing.
public struct ButtonAction: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The action's name, as a document's button gives it (`clear`, `submit`); any string is allowed.
    public let rawValue: String
    /// An action by name; a name no behaviour pattern answers is still drawn, and `press` reports it unanswered.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The action's name, unchanged.
    public var description: String { rawValue }

    /// Empties a text field (Text Input's clear button).
    public static let clear = ButtonAction(rawValue: "clear")
    /// Steps a bounded value down by one, never below its minimum (Stepper, Counter Input).
    public static let decrement = ButtonAction(rawValue: "decrement")
    /// Steps a bounded value up by one, never above its maximum (Stepper, Counter Input).
    public static let increment = ButtonAction(rawValue: "increment")
    /// Sends the typed message and empties the text (Composer's Send button).
    public static let send = ButtonAction(rawValue: "send")
    /// Attaches something to the message: a chip with the pressed button's glyph at the field's start (Composer).
    public static let attach = ButtonAction(rawValue: "attach")
    /// Shows or hides a password's characters (the eye button).
    public static let toggleVisibility = ButtonAction(rawValue: "toggleVisibility")
    /// Removes the chip whose remove button was pressed (Chip Input).
    public static let removeChip = ButtonAction(rawValue: "removeChip")
    /// Opens or closes the field's picker (Text Input's picker button).
    public static let openPicker = ButtonAction(rawValue: "openPicker")
    /// Opens the title row's tooltip text (the information glyph at the row's end).
    public static let showTooltip = ButtonAction(rawValue: "showTooltip")
    /// Turns a toggle's value (a checkbox, a switch) on or off.
    public static let toggle = ButtonAction(rawValue: "toggle")

    /// The actions Specimen's behaviour patterns answer.
    public static let known: [ButtonAction] = [.clear, .decrement, .increment, .send, .attach, .toggleVisibility, .removeChip, .openPicker, .showTooltip, .toggle]
}
