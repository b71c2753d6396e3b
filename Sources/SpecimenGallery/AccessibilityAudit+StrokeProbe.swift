import Geometry
import SpecimenLayout

extension AccessibilityAudit {
    /// A point in the middle of a stroke's band, where the audit reads its contrast: on the left side
    /// for an even stroke (as before), on the widest side for one of uneven sides, moved out by the
    /// part of the stroke that lies outside the edge.
    static func strokeProbe(width: Double, align: StrokeAlign, widths: SideWidths?, in frame: Rect) -> Point {
        guard let widths else { return Point(x: frame.minX + width * (0.5 - align.outward), y: frame.midY) }
        let sides = [(widths.left, 0), (widths.top, 1), (widths.right, 2), (widths.bottom, 3)]
        let (w, side) = sides.max(by: { $0.0 < $1.0 }) ?? (0, 0)
        let depth = w * (0.5 - align.outward)
        switch side {
        case 0: return Point(x: frame.minX + depth, y: frame.midY)
        case 1: return Point(x: frame.midX, y: frame.minY + depth)
        case 2: return Point(x: frame.maxX - depth, y: frame.midY)
        default: return Point(x: frame.midX, y: frame.maxY - depth)
        }
    }
}
