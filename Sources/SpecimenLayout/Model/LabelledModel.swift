/// A set whose field stands between Appetite's title row and hint row (Text Input, Text Area, Chip
/// Input, Counter Input): the `State` options and the rows they share, and what those decide alike.
public protocol LabelledModel: ComponentModel {
    /// The variant's `State`: where the content started (Error and Disabled stay chosen).
    var state: FieldStateOption { get }
    /// The title row above the field and the hint row below it.
    var rows: LabelledRows { get }
}

extension LabelledModel {
    /// Disabled is a choice of the variant, never derived from content.
    public var isDisabled: Bool { state == .disabled }
}
