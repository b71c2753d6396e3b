import Geometry
import SpecimenDocument
import SpecimenTokens

/// A document stroke as the layout's paint: its shape, alignment, widths per side, style and blend mode.
extension DocumentLayout {
    /// The stroke's paint in `frame`. A centre or outside stroke reaches past the frame, and
    /// `Paint.reach(in:)` grows the node's extent (so `LayoutTree.bounds`) to hold it.
    func strokePaint(_ stroke: DocumentStroke, in frame: Rect) -> Paint {
        let align = StrokeAlign(rawValue: stroke.align.rawValue) ?? .inside
        let widths = stroke.widths.map { SideWidths(top: $0.top, right: $0.right, bottom: $0.bottom, left: $0.left) }
        let paint = Paint.stroke(
            shape(stroke.shape, in: frame), width: stroke.width, color: TokenPath(stroke.color), align: align, widths: widths, style: stroke.style)
        return stroke.blendMode.map { .blended(paint, $0) } ?? paint
    }
}
