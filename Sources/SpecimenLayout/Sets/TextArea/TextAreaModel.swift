import SpecimenBehaviour
import SpecimenCatalogue

/// Text Area, typed: `State`, the label and hint rows, the counter, and the answer as content.
public struct TextAreaModel: LabelledModel {
    /// The set's document: its column, growing field, counter, rules and decisions (`Themes/appetite/TextArea.component.json`).
    static let document = "appetite/TextArea.component.json"
    /// The 500 of the default Counter Text "0/500".
    static let defaultCounterLimit = 500

    /// What Text Area's document chose where the spec is silent.
    public static var decisions: [LayoutDecision] { ShippedDocuments.decisions(document) }

    /// The accessible names its document gives its nodes, by key, with their default strings.
    public static var accessibilityStrings: [String: String] { ShippedDocuments.accessibilityStrings(document) }

    /// The configuration this value was decoded from.
    public let source: ComponentConfiguration
    /// The field's `State`: the variant's at first, then as behaviour derives it (Disabled and Error stay until edited).
    public var state: FieldStateOption
    /// The title row and hint row, with an Error's message in the hint.
    public var rows: LabelledRows
    /// `Counter`: the "<count>/<limit>" counter at the hint row's end.
    public var showsCounter: Bool
    /// `Input Text`: the placeholder.
    public var placeholder: String
    /// The answer: `Value Text`, except in Placeholder, where the field starts empty unless the user gave
    /// one (the content decides, as a given `Value` shows in Composer Empty).
    public var value: EditableText
    /// The most characters the answer may hold: the number after "/" in `Counter Text` (500 in "0/500").
    public var counterLimit: Int

    /// Decodes a configuration; a `Counter Text` with no whole number after its "/" keeps the limit at 500.
    public init(_ configuration: ComponentConfiguration) {
        let read = PropertyReader(configuration)
        source = configuration
        state = read.option("State")
        rows = LabelledRows(read, state: state)
        showsCounter = read.bool("Counter")
        placeholder = read.text("Input Text")
        let given = state != .placeholder || read.isSet("Value Text")
        value = EditableText(given ? read.text("Value Text") : "", isFocused: state == .focused)
        counterLimit = Self.limit(in: read.text("Counter Text")) ?? Self.defaultCounterLimit
    }

    /// The whole number after the last "/" of a counter text, if there is one.
    static func limit(in counterText: String) -> Int? {
        guard let slash = counterText.lastIndex(of: "/") else { return nil }
        return Int(counterText[counterText.index(after: slash)...].trimmedWhitespace)
    }

    /// The characters of the answer a person typed (`TypedCharacters`: grapheme clusters, bidi marks left out).
    var typedCount: Int { TypedCharacters.count(value.text) }

    /// The counter: the typed characters of the answer over the limit.
    var counterText: String { "\(typedCount)/\(counterLimit)" }

    /// Draws the rows and the growing field from the set's document: 24 pt more a line, up to five, then it scrolls.
    /// Throws a `LayoutError` when the document cannot be drawn.
    public func layout(in context: LayoutContext) throws -> LayoutTree {
        var states = rows.contentStates
        if value.isEmpty { states.insert("empty") }
        if typedCount > counterLimit { states.insert("over-limit") }
        // The caret shows, and the field keeps its last lines in view, exactly when the field looks focused:
        // Focused, or a Placeholder or Filled field with focus (Error and Disabled keep their look).
        if state == .focused || ((state == .placeholder || state == .filled) && value.isFocused) { states.insert("focused") }
        return try DocumentLayout(document: ShippedDocuments.document(Self.document), context: context)
            .layout(values: DocumentLayout.values(source, content: currentValues.merging(rows.contentValues) { _, row in row }), states: states)
    }
}
