import SpecimenCatalogue

/// Counter Input, typed: `State`, the label and hint rows, and the number with its bounds as content.
public struct CounterInputModel: LabelledModel {
    public static var decisions: [LayoutDecision] { RoundButton.decisions + CounterInputLayout.decisions }

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
        try CounterInputLayout(model: self, context: context).layout()
    }
}
