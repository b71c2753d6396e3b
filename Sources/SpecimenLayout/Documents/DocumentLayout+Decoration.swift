import Geometry
import SpecimenDocument
import SpecimenText
import SpecimenTokens

/// A text's `textDecoration`: a node after the text's run, filled with the text's colour, as wide as the
/// run's advance (letter spacing included) and placed and as thick as the font's own tables say
/// (`FontMetrics.decoration`: post for the underline, OS/2 for the strikethrough).
extension DocumentLayout {
    /// `textFrame` is the text node's frame, where its `gradient` (when it has one) is placed.
    func decoration(_ p: NodePatch, run: ShapedText, origin: Point, color: TokenPath, textFrame: Rect) -> LayoutNode? {
        let line: TextDecorationLine
        switch p.textDecoration {
        case .some(.underline): line = .underline
        case .some(.strikethrough): line = .strikethrough
        default: return nil
        }
        guard run.width > 0 else { return nil }
        let band = context.text.metrics(for: run.style).decoration(line, size: run.style.size)
        let frame = Rect(x: origin.x, y: origin.y + band.top, width: run.width, height: band.thickness)
        return LayoutNode(
            line.rawValue, role: .group, frame: frame, paints: [Self.painted(.fill(.rect, color: color), p.gradient, textFrame: textFrame, in: frame)])
    }
}
