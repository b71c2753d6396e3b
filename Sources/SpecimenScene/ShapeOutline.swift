import Geometry
import SpecimenLayout

/// The outlines a `Shape` gives in a frame: its own path, that path moved outward or inward by an
/// offset, and the even-odd bands strokes and focus rings are made of.
extension Shape {
    /// The shape in `frame`.
    func path(in frame: Rect) -> Path { path(in: frame, offset: 0) }

    /// The shape's edge moved `offset` points outward (inward when negative), so the band between two
    /// offsets has the same width all round: corner radii grow and shrink with the offset
    /// (`radius + offset`, never below 0) and a circle stays a circle about the same centre.
    ///
    /// A square corner stays square at every offset, as Figma draws a spread around a 0-radius frame;
    /// rounding it would make a ring that no longer follows the shape it marks.
    func path(in frame: Rect, offset: Double) -> Path {
        let box = Shape.moved(frame, by: offset)
        switch self {
        case .rect:
            return .rect(box)
        case .roundedRect(let radius):
            // The radius the frame really shows: Path.roundedRect clamps to half the shorter side, and
            // the offset must be added to that, not to a pill's nominal 9999.
            let shown = min(max(0, radius), min(frame.width, frame.height) / 2)
            guard shown > 0 else { return .rect(box) }
            return .roundedRect(box, radius: max(0, shown + offset))
        case .circle:
            return .circle(in: box)
        case .vector(let path, let viewBox, _):
            // A vector is filled, never stroked or ringed (the document engine refuses both), so an
            // offset has no outline of its own to move: the path is the one it draws.
            let sx = viewBox.width > 0 ? frame.width / viewBox.width : 1, sy = viewBox.height > 0 ? frame.height / viewBox.height : 1
            return path.transformed(by: AffineTransform.translation(x: -viewBox.minX, y: -viewBox.minY)
                .concatenating(.scale(sx, sy)).concatenating(.translation(x: frame.minX, y: frame.minY)))
        }
    }

    /// The fill rule the shape's path is filled with: a vector's own, nonzero for the rest.
    var fillRule: FillRule {
        if case .vector(_, _, let rule) = self { rule } else { .nonZero }
    }

    /// The band from `inner` to `outer` points outside the shape's edge (negative values lie inside),
    /// as one path to fill with the even-odd rule: one shape per band, so no seam and no edge blended twice.
    /// When the inner edge has collapsed, the band is the whole outer shape.
    func band(in frame: Rect, from inner: Double, to outer: Double) -> Path {
        let outerPath = path(in: frame, offset: outer)
        let innerBox = Shape.moved(frame, by: inner)
        guard !innerBox.isEmpty else { return outerPath }
        return .ring(outer: outerPath, inner: path(in: frame, offset: inner))
    }

    /// `frame` grown by `offset` on every side; shrinking stops at an empty rectangle about the centre.
    static func moved(_ frame: Rect, by offset: Double) -> Rect {
        let width = frame.width + 2 * offset, height = frame.height + 2 * offset
        return Rect(x: width >= 0 ? frame.minX - offset : frame.midX,
                    y: height >= 0 ? frame.minY - offset : frame.midY,
                    width: max(0, width), height: max(0, height))
    }
}
