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

    /// What Stepper's document chose where the spec is silent.
    public static var decisions: [LayoutDecision] { ShippedDocuments.decisions(document) }

    /// The accessible names its document gives its nodes, by key, with their default strings.
    public static var accessibilityStrings: [String: String] { ShippedDocuments.accessibilityStrings(document) }

    /// The configuration this value was decoded from.
    public let source: ComponentConfiguration
    /// `Size`: 36 pt (sm) or 44 pt (md) buttons.
    public var size: Size
    /// The variant's `State`: where the content started.
    public var state: State
    /// `Value` between `Minimum` and `Maximum`.
    public var value: BoundedValue
    /// Which bound the variant moved onto the value, said when the bounds cross.
    var movedBound: String?

    /// Decodes a configuration: State=Min or Max moves the bound the user left unset onto a whole-number `Value`.
    public init(_ configuration: ComponentConfiguration) {
        let read = PropertyReader(configuration)
        source = configuration
        size = read.option("Size")
        state = read.option("State")
        let text = read.text("Value")
        var minimum = read.number("Minimum"), maximum = read.number("Maximum")
        let number = Int(text.trimmedWhitespace)
        // A bound the variant moved carries the other one along when the person left that one unset
        // (State=Min, Value=12 starts on 12 with the maximum on 12 too), so only bounds the person gave
        // can cross, and those are refused in `layout(in:)`.
        if let number, state == .min, !read.isSet("Minimum") {
            minimum = number
            if !read.isSet("Maximum") { maximum = max(maximum, number) }
        }
        if let number, state == .max, !read.isSet("Maximum") {
            maximum = number
            if !read.isSet("Minimum") { minimum = min(minimum, number) }
        }
        value = BoundedValue(text, minimum: minimum, maximum: maximum)
        if number != nil, state == .min, !read.isSet("Minimum") { movedBound = "State=Min puts 'Minimum' on the Value" }
        if number != nil, state == .max, !read.isSet("Maximum") { movedBound = "State=Max puts 'Maximum' on the Value" }
    }

    /// Draws the Stepper from its document, each button greyed exactly when its press would cross a bound.
    /// Throws `LayoutError.Kind.crossedBounds` when `Minimum` is above `Maximum`, or another `LayoutError`.
    public func layout(in context: LayoutContext) throws -> LayoutTree {
        let value = try value.checked(set: Self.set.name, moved: movedBound)
        return try DocumentLayout(document: ShippedDocuments.document(Self.document), context: context)
            .layout(values: DocumentLayout.values(source, content: ["Value": value.text]), states: value.contentStates)
    }
}
