import Geometry

/// The exact bounds of a path's curves, not of its control points.
///
/// `Path.controlBounds` may be loose around curves; ink bounds and the icon-grid tests need the true
/// extremes, found where each Bézier's derivative is zero.
enum OutlineBounds {
    static func of(_ path: Path) -> Rect? {
        var box = Box()
        var pen = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                box.take(p); pen = p
            case .line(let p):
                box.take(p); pen = p
            case .quad(let c, let p):
                box.take(p)
                for t in quadExtrema(pen.x, c.x, p.x) + quadExtrema(pen.y, c.y, p.y) {
                    let u = 1 - t
                    box.take(
                        Point(
                            x: u * u * pen.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * pen.y + 2 * u * t * c.y + t * t * p.y))
                }
                pen = p
            case .cubic(let c1, let c2, let p):
                box.take(p)
                for t in cubicExtrema(pen.x, c1.x, c2.x, p.x) + cubicExtrema(pen.y, c1.y, c2.y, p.y) {
                    box.take(cubicPoint(pen, c1, c2, p, t))
                }
                pen = p
            case .arc(let center, let radius, _, _):
                // Glyph outlines never hold arcs; the circle's box is a safe bound if one ever does.
                box.take(Point(x: center.x - radius, y: center.y - radius))
                box.take(Point(x: center.x + radius, y: center.y + radius))
            case .close:
                break
            }
        }
        return box.rect
    }

    private struct Box {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        mutating func take(_ p: Point) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        var rect: Rect? { minX.isFinite ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil }
    }

    private static func quadExtrema(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Roots in (0, 1) of the derivative of a one-axis cubic Bézier.
    private static func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let s = discriminant.squareRoot()
                roots.append((-b + s) / (2 * a))
                roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    private static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}
