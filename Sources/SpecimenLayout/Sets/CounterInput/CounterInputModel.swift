import SpecimenCatalogue

/// Counter Input, typed: `State`, the label and hint rows, and the number with its bounds as content.
public struct CounterInputModel: LabelledModel {
    /// The set's document: its column, pill, rules and decisions (`Themes/appetite/CounterInput.component.json`).
    static let document = "appetite/CounterInput.component.json"

    public static var decisions: [LayoutDecision] { ShippedDocuments.decisions(document) }

    /// The accessible names its document gives its nodes, by key, with their default strings.
    public static var accessibilityStrings: [String: String] { ShippedDocuments.accessibilityStrings(document) }

    public let source: ComponentConfiguration
    public var state: FieldStateOption
    public var rows: LabelledRows
    /// `Input Number` between `Minimum` and `Maximum`.
    public var value: BoundedValue
    /// Focused starts with focus on the pill.
    public var isFocused: Bool

    public init(_ configuration: ComponentConfiguration) {
        let read = PropertyReader(configuration)
        source = configuration
        state = read.option("State")
        rows = LabelledRows(read, state: state)
        value = BoundedValue(read.text("Input Number"), minimum: read.number("Minimum"), maximum: read.number("Maximum"))
        isFocused = state == .focused
    }

    public func layout(in context: LayoutContext) throws -> LayoutTree {
        var states = try value.checked(set: Self.set.name).contentStates
        if isFocused { states.insert("focused") }
        states.formUnion(rows.contentStates)
        return try DocumentLayout(document: ShippedDocuments.document(Self.document), context: context)
            .layout(values: DocumentLayout.values(source, content: currentValues.merging(rows.contentValues) { _, row in row }), states: states)
    }
}
