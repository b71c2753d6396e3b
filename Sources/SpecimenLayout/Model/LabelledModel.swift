/// A set whose field stands between Appetite's title row and hint row (Text Input, Text Area, Chip
/// Input, Counter Input): the `State` options and the rows they share, and what those decide alike.
public protocol LabelledModel: ComponentModel {
    /// The variant's `State`: where the content started (Error and Disabled stay chosen).
    var state: FieldStateOption { get }
    /// The title row above the field and the hint row below it.
    var rows: LabelledRows { get set }
}

extension LabelledModel {
    /// Disabled is a choice of the variant, never derived from content.
    public var isDisabled: Bool { state == .disabled }

    /// The content after a press of the title row's information button (`showTooltip`): its bubble
    /// opens, or closes when open; the value and the State stay, in every set that has the row.
    func togglingTooltip() -> Self {
        var next = self
        next.rows.isTooltipOpen.toggle()
        return next
    }
}
