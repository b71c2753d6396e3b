import SpecimenCatalogue

/// Chip Input, typed: `State`, the label and hint rows, the tag icon, and the chips and the text being
/// typed as content.
public struct ChipInputModel: LabelledModel {
    /// The set's document: its column, field, chips, rules and decisions (`Themes/appetite/ChipInput.component.json`).
    static let document = "appetite/ChipInput.component.json"
    /// The sample tags every state but Placeholder starts with (the document's decisions say why).
    static let chipLabels = ["Design", "Research", "Travel"]

    /// What Chip Input's document chose where the spec is silent (the sample tags among them).
    public static var decisions: [LayoutDecision] { ShippedDocuments.decisions(document) }

    /// The accessible names its document gives its nodes, by key, with their default strings.
    public static var accessibilityStrings: [String: String] { ShippedDocuments.accessibilityStrings(document) }

    /// The configuration this value was decoded from.
    public let source: ComponentConfiguration
    /// The field's `State`: the variant's at first, then as behaviour derives it (Disabled and Error stay until edited).
    public var state: FieldStateOption
    /// The title row and hint row, with an Error's message in the hint.
    public var rows: LabelledRows
    /// `Icon Left`: the tag icon before the chips.
    public var showsIconLeft: Bool
    /// `Input Placeholder Text`.
    public var placeholder: String
    /// The entries, as chips. Every state but Placeholder starts with the sample tags: the chips are
    /// the value, and Error "keeps the typed value readable"; Disabled shows them greyed.
    public var chips: [String]
    /// What is being typed before it becomes a chip: empty, focused in Focused.
    public var entry: EditableText

    /// Decodes a configuration: Placeholder starts with no chips, every other state with the sample tags; focused in Focused.
    public init(_ configuration: ComponentConfiguration) {
        let read = PropertyReader(configuration)
        source = configuration
        state = read.option("State")
        rows = LabelledRows(read, state: state)
        showsIconLeft = read.bool("Icon Left")
        placeholder = read.text("Input Placeholder Text")
        chips = state == .placeholder ? [] : Self.chipLabels
        entry = EditableText("", isFocused: state == .focused)
    }

    /// Draws the rows and the field from the set's document, the chips wrapping into further rows (8 + 32 pt a row).
    /// Throws a `LayoutError` when the document cannot be drawn.
    public func layout(in context: LayoutContext) throws -> LayoutTree {
        var states = rows.contentStates
        if chips.isEmpty && entry.isEmpty { states.insert("empty") }
        if entry.isEmpty { states.insert("entry-empty") }
        if chips.isEmpty { states.insert("no-chips") }
        if entry.isFocused { states.insert("focused") }
        var layout = DocumentLayout(document: try ShippedDocuments.document(Self.document), context: context)
        layout.caretOffset = entry.caretOffset
        layout.lists = ["chips": chips]
        let content = currentValues.merging(rows.contentValues) { _, row in row }.merging(["entry": entry.text]) { _, entry in entry }
        return try layout.layout(values: DocumentLayout.values(source, content: content), states: states)
    }
}
