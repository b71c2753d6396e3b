/// An axis-aligned rectangle: origin (top-left) plus size, in points.
public struct Rect: Hashable, Sendable, Codable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height; a rectangle whose size is zero or negative is empty.
    public var size: Size

    /// The rectangle at `origin` of `size`, as given.
    package init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle whose top-left corner is `x`, `y`, of `width` by `height` points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle spanning two edges on each axis; `nil` when an edge pair is inverted,
    /// so a caller cannot build a rectangle of negative size by accident.
    package static func fromEdges(left: Double, top: Double, right: Double, bottom: Double) -> Rect? {
        guard right >= left, bottom >= top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge (`origin.x`).
    public var x: Double { origin.x }
    /// The top edge (`origin.y`).
    public var y: Double { origin.y }
    /// `size.width`.
    public var width: Double { size.width }
    /// `size.height`.
    public var height: Double { size.height }
    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge: `x + width`.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge: `y + height`.
    public var maxY: Double { origin.y + size.height }
    /// Halfway between the left and right edges.
    public var midX: Double { origin.x + size.width / 2 }
    /// Halfway between the top and bottom edges.
    public var midY: Double { origin.y + size.height / 2 }
    /// The point at `midX`, `midY`.
    package var center: Point { Point(x: midX, y: midY) }
    /// True when the width or the height is zero or negative.
    package var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The rectangle shrunk by `insets` (sizes never go below zero).
    package func inset(by insets: Insets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    /// The rectangle shrunk by `amount` on every edge; a negative amount grows it.
    package func inset(by amount: Double) -> Rect { inset(by: Insets(all: amount)).grownIfNegative(amount) }

    private func grownIfNegative(_ amount: Double) -> Rect {
        amount >= 0 ? self : Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The rectangle grown by `amount` on every edge.
    package func outset(by amount: Double) -> Rect {
        Rect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// The rectangle moved by `dx`, `dy`.
    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The smallest rectangle holding both.
    package func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX), top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The overlap of both, or `nil` when they do not overlap.
    package func intersection(_ other: Rect) -> Rect? {
        Rect.fromEdges(
            left: max(minX, other.minX), top: max(minY, other.minY),
            right: min(maxX, other.maxX), bottom: min(maxY, other.maxY))
    }

    /// True when `point` lies inside: the left and top edges are in, the right and bottom edges out.
    package func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when `other` lies wholly inside (edges may touch).
    package func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}
