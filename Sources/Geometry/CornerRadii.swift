#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A radius for each corner of a rectangle, clockwise from the top left (Figma's `rectangleCornerRadii`).
public struct CornerRadii: Hashable, Sendable {
    /// The top left corner's radius, in points.
    public var topLeft: Double
    /// The top right corner's radius, in points.
    public var topRight: Double
    /// The bottom right corner's radius, in points.
    public var bottomRight: Double
    /// The bottom left corner's radius, in points.
    public var bottomLeft: Double

    /// Radii as given; clamping to the rectangle happens when a path is built.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    public init(all radius: Double) { self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius) }

    /// The four radii clockwise from the top left.
    package var clockwise: [Double] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// Each radius changed by `transform`.
    package func map(_ transform: (Double) -> Double) -> CornerRadii {
        CornerRadii(topLeft: transform(topLeft), topRight: transform(topRight), bottomRight: transform(bottomRight), bottomLeft: transform(bottomLeft))
    }
}

/// A corner's horizontal and vertical radius: equal for a circular corner; different on the inner edge
/// of a stroke whose sides have different widths, as CSS draws a border.
package struct CornerRadius: Hashable, Sendable {
    /// The horizontal radius, in points.
    package var x: Double
    /// The vertical radius, in points.
    package var y: Double

    /// A corner of these radii; equal radii make it circular.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

extension Path {
    /// A rectangle with its own radius on each corner, each clamped to half the shorter side; a
    /// circular corner is the same quarter-circle arc `roundedRect(_:radius:)` draws, so equal radii
    /// give exactly its path.
    package static func roundedRect(_ r: Rect, radii: CornerRadii) -> Path {
        roundedRect(r, corners: radii.clockwise.map { CornerRadius(x: $0, y: $0) })
    }

    /// A rectangle whose corners (clockwise from the top left) are quarter ellipses of these radii,
    /// each axis clamped to half the shorter side. A circular corner is an arc; an elliptical one is the
    /// arc's cubic Bézier (control points at 4/3·tan(π/8) of each radius) scaled per axis, as PDF and
    /// SVG write an arc.
    package static func roundedRect(_ r: Rect, corners: [CornerRadius]) -> Path {
        precondition(corners.count == 4, "four corners, clockwise from the top left")
        let limit = min(r.width, r.height) / 2
        let c = corners.map { CornerRadius(x: min(max(0, $0.x), limit), y: min(max(0, $0.y), limit)) }
            .map { $0.x > 0 && $0.y > 0 ? $0 : CornerRadius(x: 0, y: 0) }
        guard c.contains(where: { $0.x > 0 }) else { return .rect(r) }
        let half = Double.pi / 2
        // Each corner clockwise from the top left: the rectangle's corner, where its curve starts and
        // ends (written out, not from sin and cos, so a circular corner is bit for bit the rounded rect's).
        let box = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
        let from = [
            Point(x: r.minX, y: r.minY + c[0].y), Point(x: r.maxX - c[1].x, y: r.minY),
            Point(x: r.maxX, y: r.maxY - c[2].y), Point(x: r.minX + c[3].x, y: r.maxY),
        ]
        let to = [
            Point(x: r.minX + c[0].x, y: r.minY), Point(x: r.maxX, y: r.minY + c[1].y),
            Point(x: r.maxX - c[2].x, y: r.maxY), Point(x: r.minX, y: r.maxY - c[3].y),
        ]
        let centres = [
            Point(x: r.minX + c[0].x, y: r.minY + c[0].y), Point(x: r.maxX - c[1].x, y: r.minY + c[1].y),
            Point(x: r.maxX - c[2].x, y: r.maxY - c[2].y), Point(x: r.minX + c[3].x, y: r.maxY - c[3].y),
        ]
        let starts = [2 * half, -half, 0, half]
        var p = Path()
        p.move(to: to[0])
        for step in 1...4 {
            let i = step % 4
            p.line(to: from[i])
            if c[i].x == 0 { continue }
            if c[i].x == c[i].y {
                p.arc(center: centres[i], radius: c[i].x, start: starts[i], sweep: half)
            } else {
                // A quarter ellipse's tangents at its ends point at the box's corner, a fraction k of each radius long.
                let k = 4.0 / 3.0 * tan(half / 4)
                func toward(_ a: Point) -> Point { Point(x: a.x + k * (box[i].x - a.x), y: a.y + k * (box[i].y - a.y)) }
                p.cubic(to: to[i], control1: toward(from[i]), control2: toward(to[i]))
            }
        }
        p.close()
        return p
    }
}
