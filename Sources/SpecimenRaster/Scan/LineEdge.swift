/// One straight edge of a flattened path in device pixels, stored top to bottom.
struct LineEdge: Sendable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
    /// +1 when the contour runs down this edge, -1 when it runs up.
    var winding: Int
    /// Horizontal run per unit of descent.
    var slope: Double

    /// The edge from `a` to `b` in contour order, or `nil` when it is horizontal (no area to bound).
    init?(from a: (x: Double, y: Double), to b: (x: Double, y: Double)) {
        guard a.y != b.y else { return nil }
        let down = a.y < b.y
        let (top, bottom) = down ? (a, b) : (b, a)
        x0 = top.x; y0 = top.y; x1 = bottom.x; y1 = bottom.y
        winding = down ? 1 : -1
        slope = (x1 - x0) / (y1 - y0)
    }

    /// Where the edge is at height `y`, exactly at its end points so contours stay closed.
    @inline(__always)
    func x(at y: Double) -> Double {
        if y <= y0 { return x0 }
        if y >= y1 { return x1 }
        return x0 + (y - y0) * slope
    }

    /// The part of the edge between heights `top` and `bottom`, or `nil` if it lies outside.
    func clipped(top: Double, bottom: Double) -> LineEdge? {
        guard y1 > top, y0 < bottom else { return nil }
        guard y0 < top || y1 > bottom else { return self }
        var edge = self
        if y0 < top { edge.x0 = x(at: top); edge.y0 = top }
        if y1 > bottom { edge.x1 = x(at: bottom); edge.y1 = bottom }
        return edge
    }
}
