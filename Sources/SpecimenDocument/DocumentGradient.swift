import Geometry
import Pixels

/// A gradient fill (JSON `fills[].gradient`): Figma's `gradientHandlePositions` and `gradientStops`, its
/// colours token paths the scene resolves.
public struct DocumentGradient: Hashable, Sendable {
    /// Linear, radial, angular or diamond.
    package var kind: GradientKind
    /// Each stop's position (0...1) and colour token, in order.
    package var stops: [DocumentGradient.Stop]
    /// Figma's three handles in the node's unit square (0,0 top-left, 1,1 bottom-right): the start (the
    /// centre, for all but linear), the end of the first axis, the end of the second.
    package var handles: [Point]

    /// A gradient of `kind` through `stops`, placed by `handles`.
    package init(kind: GradientKind, stops: [DocumentGradient.Stop], handles: [Point]) {
        self.kind = kind
        self.stops = stops
        self.handles = handles
    }

    /// The map from the gradient's unit space to points in `frame`: the origin to the first handle,
    /// the unit x to the second, the unit y to the third (each handle scaled by the frame).
    package func unitTransform(in frame: Rect) -> AffineTransform {
        let h = handles.count == 3 ? handles : DocumentGradient.defaultHandles(kind)
        func place(_ p: Point) -> Point { Point(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height) }
        let o = place(h[0]), u = place(h[1]), v = place(h[2])
        return AffineTransform(a: u.x - o.x, b: u.y - o.y, c: v.x - o.x, d: v.y - o.y, tx: o.x, ty: o.y)
    }

    /// The same gradient with its handles given in `frame`'s unit square where they were given in
    /// `from`'s, so it lies in the same place: a text's gradient, set in the text's frame, painting one
    /// of its lines. Nil for an empty `frame` (whose unit square places nothing).
    package func placed(from: Rect, in frame: Rect) -> DocumentGradient? {
        guard frame.width > 0, frame.height > 0 else { return nil }
        let h = handles.count == 3 ? handles : DocumentGradient.defaultHandles(kind)
        let moved = h.map { p in
            Point(x: (from.minX + p.x * from.width - frame.minX) / frame.width, y: (from.minY + p.y * from.height - frame.minY) / frame.height)
        }
        return DocumentGradient(kind: kind, stops: stops, handles: moved)
    }

    /// Figma's handles for a new gradient of `kind`: left to right across the middle (linear), or
    /// from the centre to the right and bottom edges (the others).
    package static func defaultHandles(_ kind: GradientKind) -> [Point] {
        kind == .linear
            ? [Point(x: 0, y: 0.5), Point(x: 1, y: 0.5), Point(x: 0, y: 1)]
            : [Point(x: 0.5, y: 0.5), Point(x: 1, y: 0.5), Point(x: 0.5, y: 1)]
    }

    /// One stop: a position and a colour token.
    package struct Stop: Hashable, Sendable {
        /// Where it sits along the gradient, 0...1.
        package var offset: Double
        /// The colour token there.
        package var color: String

        /// `color` at `offset`.
        package init(offset: Double, color: String) {
            self.offset = offset
            self.color = color
        }
    }
}
