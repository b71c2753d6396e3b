#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A closed polygon: the flattened form of one contour.
package typealias Polygon = [Point]

extension Path {
    /// Every contour as a closed polygon whose distance from the true curve is at most `tolerance`
    /// (in the path's own units, so flatten after transforming to device pixels).
    ///
    /// Arcs are split so the sagitta `r·(1 − cos(θ/2))` stays under the tolerance, which is what keeps
    /// the rasterizer's coverage of a radius-16 corner within 1/255 at 3x; Béziers are subdivided
    /// uniformly by a bound on their second difference.
    package func flattened(tolerance: Double) -> [Polygon] {
        var contours: [Polygon] = []
        var buffer: Polygon = []
        flattenContours(tolerance: tolerance, into: &buffer) { contours.append($0) }
        return contours
    }

    /// The contours of `flattened(tolerance:)`, one at a time in `buffer`, handed to `body` (which
    /// may change the points in place) without building an array per contour: the rasterizer
    /// flattens hundreds of paths a picture into one reused buffer.
    ///
    /// With `transform` (a uniform scale plus translation), every element is first mapped as
    /// `transformed(by:)` maps it, so the points are exactly those of
    /// `transformed(by: transform).flattened(tolerance:)`, without the transformed path.
    package func flattenContours(
        tolerance: Double, transform: AffineTransform? = nil,
        into current: inout Polygon, _ body: (inout Polygon) -> Void
    ) {
        precondition(transform?.isUniformScaleAndTranslate ?? true, "flattenContours maps only by uniform scales")
        let tol = max(tolerance, 1e-6)
        current.removeAll(keepingCapacity: true)
        var pen = Point.zero
        var start = Point.zero
        func finish() {
            if current.count > 2 { body(&current) }
            current.removeAll(keepingCapacity: true)
        }
        for original in elements {
            let element = transform.map { original.uniformlyTransformed(by: $0) } ?? original
            switch element {
            case .move(let p):
                finish(); current.append(p); pen = p; start = p
            case .line(let p):
                if current.isEmpty { current.append(pen) }
                current.append(p); pen = p
            case .quad(let c, let p):
                if current.isEmpty { current.append(pen) }
                Path.appendQuad(from: pen, c, p, tolerance: tol, to: &current)
                pen = p
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current.append(pen) }
                Path.appendCubic(from: pen, c1, c2, p, tolerance: tol, to: &current)
                pen = p
            case .arc(let center, let radius, let startAngle, let sweep):
                if current.isEmpty { current.append(pen) }
                Path.appendArc(center: center, radius: radius, start: startAngle, sweep: sweep, tolerance: tol, to: &current)
                pen = Path.pointOnCircle(center, radius, startAngle + sweep)
            case .close:
                finish(); pen = start
            }
        }
        finish()
    }

    /// The chords of a quadratic Bézier from `pen` (not appended) to `p`: uniform steps bounded by
    /// its second difference, so no chord strays more than `tol` from the curve.
    @inline(__always)
    static func appendQuad(from pen: Point, _ c: Point, _ p: Point, tolerance tol: Double, to current: inout Polygon) {
        let dd = ((pen.x - 2 * c.x + p.x) * (pen.x - 2 * c.x + p.x) + (pen.y - 2 * c.y + p.y) * (pen.y - 2 * c.y + p.y)).squareRoot()
        let n = max(1, Int((dd / (4 * tol)).squareRoot().rounded(.up)))
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            current.append(
                Point(
                    x: u * u * pen.x + 2 * u * t * c.x + t * t * p.x,
                    y: u * u * pen.y + 2 * u * t * c.y + t * t * p.y))
        }
    }

    /// The chords of a cubic Bézier from `pen` (not appended) to `p`, as `appendQuad` steps.
    @inline(__always)
    static func appendCubic(from pen: Point, _ c1: Point, _ c2: Point, _ p: Point, tolerance tol: Double, to current: inout Polygon) {
        let ddx = max(abs(pen.x - 2 * c1.x + c2.x), abs(c1.x - 2 * c2.x + p.x))
        let ddy = max(abs(pen.y - 2 * c1.y + c2.y), abs(c1.y - 2 * c2.y + p.y))
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        let n = max(1, Int((3 * dd / (4 * tol)).squareRoot().rounded(.up)))
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, d = t * t * t
            current.append(
                Point(
                    x: a * pen.x + b * c1.x + cc * c2.x + d * p.x,
                    y: a * pen.y + b * c1.y + cc * c2.y + d * p.y))
        }
    }

    /// The chords of a circular arc after its start point, each within `tol` of the circle.
    @inline(__always)
    static func appendArc(center: Point, radius: Double, start: Double, sweep: Double, tolerance tol: Double, to current: inout Polygon) {
        let n = Path.arcSegments(radius: radius, sweep: sweep, tolerance: tol)
        for i in 1...n {
            current.append(Path.pointOnCircle(center, radius, start + sweep * Double(i) / Double(n)))
        }
    }

    /// How many chords keep an arc within `tolerance` of the circle.
    static func arcSegments(radius: Double, sweep: Double, tolerance: Double) -> Int {
        guard radius > tolerance else { return max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up))) }
        let maxAngle = 2 * acos(1 - tolerance / radius)
        return max(1, Int((abs(sweep) / maxAngle).rounded(.up)))
    }
}
