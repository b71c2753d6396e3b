import Geometry
import SpecimenTokens

/// The label row every labelled set starts with: the title, `(Optional)` after it, and the Tooltip
/// info icon at the far end. Turning `Input Label` off hides the row and, as Figma's auto layout does
/// with a hidden layer, the column closes up.
enum TitleRow {
    /// "label 20" (Preview: 340 x 104, label 20, field 56, hint 16, gap 6).
    static let height = 20.0

    static let optionalText = "(Optional)"
    static let optionalGap = 4.0
    static let tooltipIcon = "information-outline"
    static let tooltipSize = 16.0
    static let tooltipGap = 8.0
    /// The tooltip button's accessibility key, and its name until a user's strings file says otherwise:
    /// the spec names neither, so Specimen's key follows the shape of Backbase's keys.
    public static let tooltipKey = "Appetite.titleRow.accessibility.tooltip"
    static let accessibilityStrings = [tooltipKey: "More information"]

    static let decisions: [LayoutDecision] = [
        LayoutDecision("All", "(Optional) in typography/label, \(NumberText.format(optionalGap)) pt after the title",
                       because: "it reads as part of the title; the space of a word at 14 pt keeps it attached"),
        LayoutDecision("All", "the title keeps text/soft-500 in every state, Disabled included",
                       because: "the token table gives the label title text/soft-500 and names no disabled title colour"),
        LayoutDecision("All", "Tooltip icon \(tooltipIcon), \(NumberText.format(tooltipSize)) pt, right-aligned, centred in the row",
                       because: "the spec's \"Tooltip info icon at the far end\"; 16 pt sits inside the 20 pt row with 2 pt to spare"),
        LayoutDecision("All", "the Tooltip icon is a button (showTooltip) whose accessible name is the key \(tooltipKey), \"\(accessibilityStrings[tooltipKey] ?? "")\" by default",
                       because: "tapping the info glyph opens its text, so it is a control; the spec names no string, so the key follows Backbase's key shape"),
        LayoutDecision("All", "a long title is cut with \"…\" leaving \(NumberText.format(tooltipGap)) pt before the tooltip",
                       because: "(Optional) and the tooltip carry meaning, the end of a long title less so"),
        LayoutDecision("All", "Input Label off removes the title row and its gap; Help off removes the hint row and its gap",
                       because: "a Boolean property hides its layer, and Figma's auto layout closes up around hidden layers"),
    ]

    /// The row's height at the context's text scale.
    static func height(_ context: LayoutContext) -> Double { context.grown(height, holding: context.styles.label) }

    /// The row with its top at `y`, or nil when `Input Label` is off.
    static func node(_ context: LayoutContext, rows: LabelledRows, state: FieldState, y: Double, width: Double) throws -> LayoutNode? {
        guard rows.showsLabel else { return nil }
        let row = Rect(x: 0, y: y, width: width, height: height(context))
        var space = RowSpace(minX: 0, maxX: width)
        var children: [LayoutNode] = []

        var tooltip: LayoutNode?
        if rows.showsTooltip {
            let x = space.takeTrailing(tooltipSize, gap: tooltipGap)
            tooltip = try context.iconNode("tooltip", icon: tooltipIcon, role: .button(.showTooltip), accessibilityKey: tooltipKey,
                                           box: row.square(tooltipSize, atX: x), color: state.iconColor)
        }
        let style = context.styles.label
        let optional = rows.isOptional ? context.shape(optionalText, style: style) : nil
        let reserved = optional.map { $0.width + optionalGap } ?? 0
        let title = context.fit(rows.labelText, style: style, maxWidth: space.remaining - reserved)
        children.append(context.textNode("title", title, x: space.takeLeading(title.width, gap: optionalGap),
                                         centeredIn: row, color: AppetiteToken.textSoft500))
        if let optional {
            let fitted = context.fit(optional.text, style: style, maxWidth: space.remaining)
            children.append(context.textNode("optional", fitted, x: space.takeLeading(fitted.width, gap: 0),
                                             centeredIn: row, color: AppetiteToken.textDisabled400))
        }
        if let tooltip { children.append(tooltip) }
        return LayoutNode("label", frame: row, children: children)
    }
}
