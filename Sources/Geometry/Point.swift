/// A position in points (or device pixels, where a name says so), y growing downward.
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }

    /// The point moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Point { Point(x: x + dx, y: y + dy) }

    /// Straight-line distance to `other`.
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

/// Distances inward from each edge of a rectangle, in points.
public struct Insets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    /// `vertical` on top and bottom, `horizontal` on left and right (the spec's "padding 6 and 12").
    public init(vertical: Double, horizontal: Double) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    public static let zero = Insets(all: 0)
}
