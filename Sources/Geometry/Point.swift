/// A position in points (or device pixels, where a name says so), y growing downward.
public struct Point: Hashable, Sendable, Codable {
    /// Horizontal position, growing rightward.
    public var x: Double
    /// Vertical position, growing downward.
    public var y: Double

    /// The point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, top left.
    public static let zero = Point(x: 0, y: 0)

    /// The sum of both points' coordinates, as vectors.
    package static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    /// The difference of both points' coordinates: the vector from `rhs` to `lhs`.
    package static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    /// Both coordinates scaled by `rhs`.
    package static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }

    /// The point moved by `dx`, `dy`.
    package func offsetBy(dx: Double, dy: Double) -> Point { Point(x: x + dx, y: y + dy) }

    /// Straight-line distance to `other`.
    package func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable {
    /// Horizontal extent, in points.
    public var width: Double
    /// Vertical extent, in points.
    public var height: Double

    /// A size of `width` by `height`; neither is checked for being negative.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)
}

/// Distances inward from each edge of a rectangle, in points.
package struct Insets: Hashable, Sendable, Codable {
    /// Inset from the top edge, in points.
    package var top: Double
    /// Inset from the left edge, in points.
    package var left: Double
    /// Inset from the bottom edge, in points.
    package var bottom: Double
    /// Inset from the right edge, in points.
    package var right: Double

    /// Insets of these distances, one per edge.
    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    package init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    /// `vertical` on top and bottom, `horizontal` on left and right (the spec's "padding 6 and 12").
    package init(vertical: Double, horizontal: Double) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// No inset on any edge.
    public static let zero = Insets(all: 0)
}
