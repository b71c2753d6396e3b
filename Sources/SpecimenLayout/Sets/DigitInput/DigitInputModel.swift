import SpecimenCatalogue

/// Digit Input, typed: `State` and, as content, what each cell holds and which cell has focus.
///
/// The variant chooses the starting content (Default: empty cells; Focused: the first digits of the
/// sample code and focus on the next cell; Filled, Error and Disabled: the whole code). The look is
/// derived from it: the cells are Filled exactly when every cell holds a digit.
public struct DigitInputModel: ComponentModel {
    /// The `State` options, in the spec's order.
    public enum State: String, CaseIterable, Sendable {
        case `default` = "Default"
        case focused = "Focused"
        case filled = "Filled"
        case disabled = "Disabled"
        case error = "Error"
    }

    /// The set's document: its cells, rules and decisions (`Themes/appetite/DigitInput.component.json`).
    static let document = "appetite/DigitInput.component.json"

    /// What Digit Input's document chose where the spec is silent (the cell count, the sample code).
    public static var decisions: [LayoutDecision] { ShippedDocuments.decisions(document) }

    /// The accessible names its document gives its nodes, by key, with their default strings.
    public static var accessibilityStrings: [String: String] { ShippedDocuments.accessibilityStrings(document) }

    /// The cells the document draws, and the sample code the variants start from (its decisions say why).
    static let cellCount = 4
    static let code = "4821"
    static let focusedIndex = 2

    /// The configuration this value was decoded from.
    public let source: ComponentConfiguration
    /// The variant's `State`: where the content started (Disabled and Error stay chosen).
    public var state: State
    /// One entry per cell: its digit, or nil while empty.
    public var digits: [Character?]
    /// The cell that takes the next digit, when the input has focus.
    public var focusedCell: Int?

    /// Decodes a configuration: Default starts with empty cells, Focused with two digits and focus on the third,
    /// Filled, Error and Disabled with the whole code.
    public init(_ configuration: ComponentConfiguration) {
        source = configuration
        state = PropertyReader(configuration).option("State")
        let code = Array(Self.code)
        let shown: Int
        switch state {
        case .default: shown = 0
        case .focused: shown = Self.focusedIndex
        case .filled, .disabled, .error: shown = code.count
        }
        digits = (0..<Self.cellCount).map { $0 < shown && $0 < code.count ? code[$0] : nil }
        focusedCell = state == .focused ? Self.focusedIndex : nil
    }

    /// True when every cell holds a digit.
    public var isComplete: Bool { digits.allSatisfy { $0 != nil } }

    /// True in the Disabled state.
    public var isDisabled: Bool { state == .disabled }

    /// Draws the cells from the set's document, each with its digit and its filled and focused look.
    /// Throws a `LayoutError` when the document cannot be drawn.
    public func layout(in context: LayoutContext) throws -> LayoutTree {
        // The digit-cells pattern's content: each cell's digit, and which cells hold one or have focus.
        var content = currentValues
        var states: Set<String> = []
        for (index, digit) in digits.enumerated() {
            content["digit-\(index + 1)"] = digit.map { String($0) } ?? ""
            if digit != nil { states.insert("cell-\(index + 1)-filled") }
            if focusedCell == index { states.insert("cell-\(index + 1)-focused") }
        }
        return try DocumentLayout(document: ShippedDocuments.document(Self.document), context: context)
            .layout(values: DocumentLayout.values(source, content: content), states: states)
    }
}
