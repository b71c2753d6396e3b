#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How overlapping contours of a path decide what is inside.
public enum FillRule: String, Hashable, Sendable {
    /// Inside where the winding number is not zero (SVG `nonzero`).
    case nonZero
    /// Inside where an odd number of edges lie to one side (SVG `evenodd`); rings use this.
    case evenOdd
}

/// One drawing command of a `Path`.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quad(Point, Point)
    case cubic(Point, Point, Point)
    /// A circular arc around `center` from angle `start` turning by `sweep` (radians; positive turns
    /// clockwise on screen, since y grows downward). It begins where the pen is, which must be on the circle.
    case arc(center: Point, radius: Double, start: Double, sweep: Double)
    case close
}

/// A sequence of contours built from lines, Béziers and circular arcs.
public struct Path: Hashable, Sendable {
    /// The drawing commands, in order.
    public private(set) var elements: [PathElement]

    /// A path of these commands; empty by default.
    package init(_ elements: [PathElement] = []) { self.elements = elements }

    /// True when the path has no commands (so draws nothing).
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new contour at `p`.
    package mutating func move(to p: Point) { elements.append(.move(p)) }
    /// A straight line from the pen to `p`.
    package mutating func line(to p: Point) { elements.append(.line(p)) }
    /// A quadratic Bézier from the pen to `p`, bending toward `control`.
    package mutating func quad(to p: Point, control: Point) { elements.append(.quad(control, p)) }
    /// A cubic Bézier from the pen to `p`, leaving toward `control1` and arriving from `control2`.
    package mutating func cubic(to p: Point, control1: Point, control2: Point) { elements.append(.cubic(control1, control2, p)) }
    /// A circular arc around `center` from angle `start` turning by `sweep` (radians, positive clockwise on screen);
    /// the pen must already be on the circle at `start`.
    package mutating func arc(center: Point, radius: Double, start: Double, sweep: Double) {
        elements.append(.arc(center: center, radius: radius, start: start, sweep: sweep))
    }
    /// Closes the contour with a line back to its start.
    package mutating func close() { elements.append(.close) }

    /// Both paths' contours in one path.
    package func appending(_ other: Path) -> Path { Path(elements + other.elements) }

    /// The path under `transform`. Arcs stay arcs only under a uniform scale plus translation; any
    /// other transform flattens them first, so the result is never wrong, only longer.
    package func transformed(by t: AffineTransform) -> Path {
        var out: [PathElement] = []
        out.reserveCapacity(elements.count)
        let uniform = t.isUniformScaleAndTranslate
        var pen = Point.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p):
                out.append(element.uniformlyTransformed(by: t)); pen = p
            case .arc(let center, let radius, let start, let sweep):
                let end = Path.pointOnCircle(center, radius, start + sweep)
                if uniform {
                    out.append(element.uniformlyTransformed(by: t))
                } else {
                    let steps = max(8, Int((abs(sweep) / (Double.pi / 64)).rounded(.up)))
                    for i in 1...steps {
                        out.append(.line(t.apply(Path.pointOnCircle(center, radius, start + sweep * Double(i) / Double(steps)))))
                    }
                }
                pen = end
            case .close: out.append(.close)
            }
        }
        _ = pen
        return out.isEmpty ? Path() : Path(out)
    }

    /// The smallest rectangle holding every contour (control points included, so it may be loose).
    package var controlBounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func take(_ p: Point) { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): take(p)
            case .quad(let c, let p): take(c); take(p)
            case .cubic(let c1, let c2, let p): take(c1); take(c2); take(p)
            case .arc(let center, let radius, _, _):
                take(Point(x: center.x - radius, y: center.y - radius)); take(Point(x: center.x + radius, y: center.y + radius))
            case .close: break
            }
        }
        return minX.isFinite ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .zero
    }

    static func pointOnCircle(_ center: Point, _ radius: Double, _ angle: Double) -> Point {
        Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}

extension PathElement {
    /// The element under `t`, which must scale uniformly and translate (so an arc stays an arc);
    /// lines and Béziers map their points under any `t`. The one place both `Path.transformed(by:)`
    /// and the contour flattener map an element, so their points agree to the last bit.
    @inline(__always)
    func uniformlyTransformed(by t: AffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(t.apply(p))
        case .line(let p): return .line(t.apply(p))
        case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
        case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
        case .arc(let center, let radius, let start, let sweep):
            return .arc(center: t.apply(center), radius: radius * abs(t.a), start: start, sweep: t.a < 0 ? -sweep : sweep)
        case .close: return .close
        }
    }
}
