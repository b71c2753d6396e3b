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
        let paint = Self.painted(
            .stroke(
                shape(stroke.shape, in: frame), width: stroke.width, color: Self.color(stroke.color, stroke.gradient), align: align, widths: widths,
                style: stroke.style),
            stroke.gradient)
        return stroke.blendMode.map { .blended(paint, $0) } ?? paint
    }

    /// A paint's colour token: its own, or with a gradient in its place the gradient's last stop's.
    static func color(_ token: String, _ gradient: DocumentGradient?) -> TokenPath {
        TokenPath(gradient?.stops.last?.color ?? token)
    }

    /// `paint` painted with `gradient` in place of its colour, when there is one.
    static func painted(_ paint: Paint, _ gradient: DocumentGradient?) -> Paint {
        gradient.map { .gradientPainted(paint, $0) } ?? paint
    }
}
