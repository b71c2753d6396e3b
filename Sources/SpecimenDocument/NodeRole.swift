/// What a layout node is, so later stages never guess it from the node's name: a document's `role`
/// (with `action` for a button) reads straight into it, and the layout hands it on; the scene and the SVG
/// name groups by it, the audit finds what a person taps or types into by it, the accessibility
/// strings find what they label by the node's `accessibilityKey`, and the redlines measure by it.
///
/// The generic roles are the cases below; any other a design system declares in `roles.json` beside
/// its documents (`DeclaredRoles`), and it arrives as `declared`, carrying the behaviour the folder
/// gives it, so no stage reads a design system's role by name.
public enum NodeRole: Hashable, Sendable {
    /// A box that only groups or positions its children (a row, a list of entries).
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
    /// The insertion point of a focused field.
    case caret
    /// A line that separates or underlines (the field's rule, the selection divider).
    case rule
    /// The `focusRing/brand` effect around a focused control; drawn outside its parent.
    case focusRing
    /// The photo a floating bar is drawn over (a node filled with the backdrop image).
    case backdrop
    /// A role the design system's folder declares (`roles.json`), with its behaviour.
    case declared(DeclaredRole)

    /// The JSON spellings of the generic roles, as a document's `role` takes them (a button's action is
    /// JSON `action`); any other name is one a folder declares.
    package static let genericNames = ["group", "text", "value", "icon", "field", "caret", "rule", "focus-ring", "backdrop", "button"]

    /// True for what a person taps or types into: the audit measures these against touch targets.
    package var isInteractive: Bool {
        switch self {
        case .button, .field: true
        case .declared(let role): role.interactive
        default: false
        }
    }

    /// True for a node that may lie outside its parent (the focus ring, drawn around its shape).
    package var drawsOutsideParent: Bool {
        switch self {
        case .focusRing: true
        case .declared(let role): role.drawsOutsideParent
        default: false
        }
    }

    /// False for an effect a designer would not measure: the focus ring, the backdrop (redlines leave them out).
    package var isMeasured: Bool {
        switch self {
        case .focusRing, .backdrop: false
        case .declared(let role): role.measured
        default: true
        }
    }

    /// The role's name in SVG (`data-role`) and JSON: `button`, `field`, `caret`...
    public var name: String {
        switch self {
        case .group: "group"
        case .text: "text"
        case .value: "value"
        case .icon: "icon"
        case .button: "button"
        case .field: "field"
        case .caret: "caret"
        case .rule: "rule"
        case .focusRing: "focus-ring"
        case .backdrop: "backdrop"
        case .declared(let role): role.name
        }
    }
}
