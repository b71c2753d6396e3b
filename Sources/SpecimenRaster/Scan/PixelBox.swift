/// A rectangle of whole device pixels: the columns `x ..< x + width` and rows `y ..< y + height`.
struct PixelBox: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    static let empty = PixelBox(x: 0, y: 0, width: 0, height: 0)

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest box holding every point of the given extent. Coordinates are clamped to about
    /// a billion pixels first, so a wild point cannot trap the conversion to `Int`.
    static func enclosing(minX: Double, minY: Double, maxX: Double, maxY: Double) -> PixelBox {
        guard minX <= maxX, minY <= maxY else { return .empty }
        let limit = Double(1 << 30)
        func clamp(_ v: Double) -> Double { min(max(v, -limit), limit) }
        let left = Int(clamp(minX).rounded(.down)), top = Int(clamp(minY).rounded(.down))
        let right = Int(clamp(maxX).rounded(.up)), bottom = Int(clamp(maxY).rounded(.up))
        return PixelBox(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The pixels both boxes hold (empty when they do not overlap).
    func intersection(_ other: PixelBox) -> PixelBox {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return .empty }
        return PixelBox(x: left, y: top, width: right - left, height: bottom - top)
    }

    func contains(_ other: PixelBox) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    func offsetBy(dx: Int, dy: Int) -> PixelBox { PixelBox(x: x + dx, y: y + dy, width: width, height: height) }
}
