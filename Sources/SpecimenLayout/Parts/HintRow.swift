import Geometry
import SpecimenTokens

/// The hint row every labelled set ends with: an info icon and the hint text, plus the Text Area's
/// counter at the far end. The row keeps its place in every state, so swapping the hint for an error
/// message never moves the form.
enum HintRow {
    /// "hint 16" (Preview: 340 x 104, label 20, field 56, hint 16, gap 6).
    static let height = 16.0

    static let icon = "information-outline"
    static let iconSize = height
    static let iconGap = 4.0
    static let counterGap = 8.0

    static let decisions: [LayoutDecision] = [
        LayoutDecision("All", "hint icon \(icon), \(NumberText.format(iconSize)) pt, then \(NumberText.format(iconGap)) pt, then the hint text",
                       because: "the spec gives the hint an icon that turns red on error; 16 pt fills the 16 pt row as the text's line box does"),
        LayoutDecision("All", "the counter keeps text/sub-700 on error",
                       because: "the spec turns \"the hint and its icon\" red; the count is not the message"),
        LayoutDecision("All", "a long hint is cut with \"…\" \(NumberText.format(counterGap)) pt before the counter; the hint's box ends there; the counter takes at most half the row",
                       because: "the row is one line by the spec's 16 pt; the counter is short and must stay whole"),
    ]

    /// The row's height at the context's text scale; the icon keeps its 16 pt.
    static func height(_ context: LayoutContext) -> Double { context.grown(height, holding: context.styles.hint) }

    /// True when the row is drawn: `Help` on, or a counter to show.
    static func isPresent(_ rows: LabelledRows, counter: String?) -> Bool {
        rows.showsHint || counter != nil
    }

    /// The `hint` node (icon and text, when `Help` is on) and the `counter` node, with their top at `y`.
    static func nodes(_ context: LayoutContext, rows: LabelledRows, state: FieldState, y: Double, width: Double,
                      counter: String?) throws -> [LayoutNode] {
        let row = Rect(x: 0, y: y, width: width, height: height(context))
        var space = RowSpace(minX: 0, maxX: width)
        var nodes: [LayoutNode] = []

        var counterNode: LayoutNode?
        if let counter {
            let run = context.fit(counter, style: context.styles.hint, maxWidth: width / 2)
            counterNode = context.textNode("counter", run, x: space.takeTrailing(run.width, gap: counterGap),
                                           centeredIn: row, color: state.counterColor)
        }
        if rows.showsHint {
            let iconBox = row.square(iconSize, atX: space.takeLeading(iconSize, gap: iconGap))
            let iconNode = try context.iconNode("hintIcon", icon: icon, box: iconBox, color: state.hintIconColor)
            let run = context.fit(rows.hintText, style: context.styles.hint, maxWidth: space.remaining)
            let textNode = context.textNode("hintText", run, x: space.takeLeading(run.width, gap: 0),
                                            centeredIn: row, color: state.hintColor)
            // The hint's box ends where the counter's gap begins, so the two never share a point.
            let box = Rect(x: row.minX, y: row.minY, width: counterNode == nil ? row.width : space.maxX + counterGap - row.minX, height: row.height)
            nodes.append(LayoutNode("hint", role: .group, frame: box, children: [iconNode, textNode]))
        }
        if let counterNode { nodes.append(counterNode) }
        return nodes
    }
}
