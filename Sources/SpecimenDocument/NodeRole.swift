/// What a layout node is, so later stages never guess it from the node's name: a document's `role`
/// (with `action` for a button) reads straight into it, and the layout hands it on; the scene and the SVG
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
    /// One entry of a list of chips (a tag, a token in a field).
    case chip
    /// The insertion point of a focused field.
    case caret
    /// A line that separates or underlines (the field's rule, the selection divider).
    case rule
    /// The `focusRing/brand` effect around a focused control; drawn outside its parent.
    case focusRing
    /// The photo a floating bar is drawn over (a node filled with the backdrop image).
    case backdrop
    /// A picture standing for a person (a message composer's avatar).
    case avatar

    /// The JSON spellings of the roles, as a document's `role` takes them (a button's action is JSON `action`).
    package static let names = ["group", "text", "value", "icon", "field", "chip", "caret", "rule", "focus-ring", "backdrop", "avatar", "button"]

    /// True for what a person taps or types into: the audit measures these against touch targets.
    package var isInteractive: Bool {
        switch self {
        case .button, .field: true
        default: false
        }
    }

    /// True for a node that may lie outside its parent (the focus ring, drawn around its shape).
    package var drawsOutsideParent: Bool { self == .focusRing }

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
