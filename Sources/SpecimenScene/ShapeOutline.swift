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
        case .corners(let radii):
            // Each corner as a rounded rect's: its shown radius moved by the offset, a square one kept square.
            let limit = min(frame.width, frame.height) / 2
            return .roundedRect(
                box,
                radii: radii.map { r in
                    let shown = min(max(0, r), limit)
                    return shown > 0 ? max(0, shown + offset) : 0
                })
        }
    }

    /// The corner radii the shape shows in `frame`, clockwise from the top left (a circle has none).
    func shownRadii(in frame: Rect) -> [Double]? {
        let limit = min(frame.width, frame.height) / 2
        switch self {
        case .rect: return [0, 0, 0, 0]
        case .roundedRect(let radius): return Array(repeating: min(max(0, radius), limit), count: 4)
        case .corners(let radii): return radii.clockwise.map { min(max(0, $0), limit) }
        case .circle: return nil
        }
    }

    /// The band of a stroke whose sides have their own widths: from `inner` points inside each side of
    /// the frame to `outer` points outside it, one even-odd path. Each corner's edges are quarter
    /// ellipses whose radii follow the sides that meet there: a corner of radius r has an outer edge of
    /// radii (r + left, r + top) at the top left and an inner edge of (r − left, r − top), never below 0,
    /// as CSS draws a border of uneven sides (Figma does not say; see docs/decisions.md). Equal sides
    /// give the uniform band `band(in:from:to:)` draws. A circle has no sides: it takes the top's width.
    func band(in frame: Rect, inner: SideWidths, outer: SideWidths) -> Path {
        guard let radii = shownRadii(in: frame) else { return band(in: frame, from: -inner.top, to: outer.top) }
        func edge(_ box: Rect, _ dx: [Double], _ dy: [Double]) -> Path {
            // dx, dy: how far each corner's horizontal and vertical radius moves (clockwise from the top left).
            .roundedRect(
                box,
                corners: (0..<4).map { i in
                    radii[i] > 0 ? CornerRadius(x: max(0, radii[i] + dx[i]), y: max(0, radii[i] + dy[i])) : CornerRadius(x: 0, y: 0)
                })
        }
        let outerBox = Rect(
            x: frame.minX - outer.left, y: frame.minY - outer.top,
            width: frame.width + outer.left + outer.right, height: frame.height + outer.top + outer.bottom)
        let outerPath = edge(outerBox, [outer.left, outer.right, outer.right, outer.left], [outer.top, outer.top, outer.bottom, outer.bottom])
        let innerWidth = frame.width - inner.left - inner.right, innerHeight = frame.height - inner.top - inner.bottom
        guard innerWidth > 0, innerHeight > 0 else { return outerPath }
        let innerBox = Rect(x: frame.minX + inner.left, y: frame.minY + inner.top, width: innerWidth, height: innerHeight)
        let innerPath = edge(innerBox, [-inner.left, -inner.right, -inner.right, -inner.left], [-inner.top, -inner.top, -inner.bottom, -inner.bottom])
        return .ring(outer: outerPath, inner: innerPath)
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
        return Rect(
            x: width >= 0 ? frame.minX - offset : frame.midX,
            y: height >= 0 ? frame.minY - offset : frame.midY,
            width: max(0, width), height: max(0, height))
    }
}
