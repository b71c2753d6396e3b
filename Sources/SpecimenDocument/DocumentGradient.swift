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
