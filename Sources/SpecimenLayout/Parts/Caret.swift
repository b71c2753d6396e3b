import Geometry
import SpecimenTokens

/// The text cursor of a focused field: a thin brand bar, one line tall, at the insertion point.
enum Caret {
    static let width = 1.0

    static let decisions: [LayoutDecision] = [
        LayoutDecision("All", "Focused (and Composer Typing) draws a caret: \(NumberText.format(width)) pt wide, brand/base, the value's line height tall, its left edge at the end of the value's advance",
                       because: "a focused field shows where typing goes; the brand colour ties it to the brand rule or stroke"),
        LayoutDecision("All", "a focused value is cut \(NumberText.format(width)) pt earlier so the caret always fits",
                       because: "the caret must stay inside the field"),
    ] + SingleLineValue.decisions

    /// The `caret` node at `x` over a line box starting at `lineTop`.
    static func node(x: Double, lineTop: Double, height: Double, color: TokenPath = AppetiteToken.brandBase) -> LayoutNode {
        LayoutNode("caret", role: .caret, frame: Rect(x: x, y: lineTop, width: width, height: height),
                   paints: [.fill(.rect, color: color)])
    }
}
