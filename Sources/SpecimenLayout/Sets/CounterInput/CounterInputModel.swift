import SpecimenCatalogue

/// Counter Input, typed: `State`, the label and hint rows, and the number with its bounds as content.
public struct CounterInputModel: LabelledModel {
    /// The set's document: its column, pill, rules and decisions (`Themes/appetite/CounterInput.component.json`).
    static let document = "appetite/CounterInput.component.json"

    /// What Counter Input's document chose where the spec is silent.
    public static var decisions: [LayoutDecision] { ShippedDocuments.decisions(document) }

    /// The accessible names its document gives its nodes, by key, with their default strings.
    public static var accessibilityStrings: [String: String] { ShippedDocuments.accessibilityStrings(document) }

    /// The configuration this value was decoded from.
    public let source: ComponentConfiguration
    /// The field's `State`: the variant's at first, then as behaviour derives it (Disabled and Error stay until edited).
    public var state: FieldStateOption
    /// The title row and hint row, with an Error's message in the hint.
    public var rows: LabelledRows
    /// `Input Number` between `Minimum` and `Maximum`.
    public var value: BoundedValue
    /// Focused starts with focus on the pill.
    public var isFocused: Bool

    /// Decodes a Counter Input configuration; bounds are not checked until `layout(in:)`.
    public init(_ configuration: ComponentConfiguration) {
        let read = PropertyReader(configuration)
        source = configuration
        state = read.option("State")
        rows = LabelledRows(read, state: state)
        value = BoundedValue(read.text("Input Number"), minimum: read.number("Minimum"), maximum: read.number("Maximum"))
        isFocused = state == .focused
    }

    /// Draws the rows and the pill from the set's document; a button greys out on the bound it would cross.
    /// Throws `LayoutError.Kind.crossedBounds` when `Minimum` is above `Maximum`, or another `LayoutError`.
    public func layout(in context: LayoutContext) throws -> LayoutTree {
        var states = try value.checked(set: Self.set.name).contentStates
        if isFocused { states.insert("focused") }
        states.formUnion(rows.contentStates)
        return try DocumentLayout(document: ShippedDocuments.document(Self.document), context: context)
            .layout(values: DocumentLayout.values(source, content: currentValues.merging(rows.contentValues) { _, row in row }), states: states)
    }
}
