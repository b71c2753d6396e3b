import SpecimenCatalogue

/// Chip Input, typed: `State`, the label and hint rows, the tag icon, and the chips and the text being
/// typed as content.
public struct ChipInputModel: LabelledModel {
    public static var decisions: [LayoutDecision] { ChipInputLayout.decisions }

    public let source: ComponentConfiguration
    public var state: FieldStateOption
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

    public init(_ configuration: ComponentConfiguration) {
        let read = PropertyReader(configuration)
        source = configuration
        state = read.option("State")
        rows = LabelledRows(read, state: state)
        showsIconLeft = read.bool("Icon Left")
        placeholder = read.text("Input Placeholder Text")
        chips = state == .placeholder ? [] : ChipInputLayout.chipLabels
        entry = EditableText("", isFocused: state == .focused)
    }

    public func layout(in context: LayoutContext) throws -> LayoutTree {
        try ChipInputLayout(model: self, context: context).layout()
    }
}
