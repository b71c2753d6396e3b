import SpecimenCatalogue

/// Stepper, typed: `Size`, and the value with its bounds as content.
///
/// `State` only chooses where the content starts: Min puts the value on the minimum and Max on the
/// maximum (the bound moves to the value, unless the user set that bound, so `Value=2` still reads 2).
/// What is drawn is derived from the content: a button greys out exactly when its press would cross
/// a bound, whatever the variant said.
public struct StepperModel: ComponentModel {
    /// The `Size` options: 36 pt (sm) or 44 pt (md) buttons.
    public enum Size: String, CaseIterable, Sendable {
        case sm
        case md
    }

    /// The `State` options.
    public enum State: String, CaseIterable, Sendable {
        case `default` = "Default"
        case min = "Min"
        case max = "Max"
    }

    /// The set's document: its tree, rules and decisions (`Themes/appetite/Stepper.component.json`).
    static let document = "appetite/Stepper.component.json"

    public static var decisions: [LayoutDecision] { ShippedDocuments.decisions(document) }

    public let source: ComponentConfiguration
    /// `Size`: 36 pt (sm) or 44 pt (md) buttons.
    public var size: Size
    /// The variant's `State`: where the content started.
    public var state: State
    /// `Value` between `Minimum` and `Maximum`.
    public var value: BoundedValue

    public init(_ configuration: ComponentConfiguration) {
        let read = PropertyReader(configuration)
        source = configuration
        size = read.option("Size")
        state = read.option("State")
        let text = read.text("Value")
        var minimum = read.number("Minimum"), maximum = read.number("Maximum")
        let number = Int(text.trimmedWhitespace)
        if let number, state == .min, !read.isSet("Minimum") { minimum = number }
        if let number, state == .max, !read.isSet("Maximum") { maximum = number }
        value = BoundedValue(text, minimum: minimum, maximum: maximum)
    }

    public func layout(in context: LayoutContext) throws -> LayoutTree {
        try DocumentLayout(document: ShippedDocuments.document(Self.document), context: context)
            .layout(values: DocumentLayout.values(source, content: ["Value": value.text]), states: value.contentStates)
    }
}
