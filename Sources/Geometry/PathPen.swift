#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks a ``Path`` the way a writer of another path language needs it, so the SVG and PDF writers
/// follow the pen exactly as the rasterizer does and differ only in how they spell each step.
///
/// The rules it keeps, once for every writer:
/// 1. A segment drawn with no contour open starts from the origin: the walk first moves there.
/// 2. An arc begins where its circle does; a pen elsewhere gets a joining line (`arcJoin`), as a
///    canvas `arc` does, and an arc with no contour open moves to its start instead.
/// 3. `close` with no contour draws nothing and is skipped; after a `close` the pen is back at the
///    contour's start.
/// 4. An arc whose radius or angles are not finite, or whose radius is negative, stops the walk with
///    ``InvalidArc``, before anything of it is emitted.
package enum PathPen {
    /// One step of the walk, with everything a writer needs to spell it.
    package enum Step: Equatable, Sendable {
        case move(Point)
        case line(Point)
        /// A line from the pen to the start of the arc that follows.
        case arcJoin(Point)
        case quad(from: Point, control: Point, to: Point)
        case cubic(Point, Point, Point)
        /// A circular arc from the pen, which lies on the circle at angle `start`; skipped when the
        /// radius or the sweep is zero (the move or join to its start is still emitted).
        case arc(center: Point, radius: Double, start: Double, sweep: Double)
        case close
    }

    /// An arc that cannot be drawn: `what` names the number (`arc radius`, `arc sweep`).
    package struct InvalidArc: Error, Sendable {
        /// The number that is wrong (not finite, or a negative radius).
        package let value: Double
        /// Which number it is: `arc radius`, `arc start angle`, `arc sweep` or `arc radius (negative)`.
        package let what: String
    }

    /// Calls `body` with each step of `path`, in order.
    package static func walk(_ path: Path, _ body: (Step) throws -> Void) throws {
        var pen: Point?
        var contourStart = Point.zero
        func ensurePen() throws {
            guard pen == nil else { return }
            try body(.move(.zero))
            pen = .zero
            contourStart = .zero
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                try body(.move(p))
                pen = p
                contourStart = p
            case .line(let p):
                try ensurePen()
                try body(.line(p))
                pen = p
            case .quad(let c, let p):
                try ensurePen()
                try body(.quad(from: pen ?? .zero, control: c, to: p))
                pen = p
            case .cubic(let c1, let c2, let p):
                try ensurePen()
                try body(.cubic(c1, c2, p))
                pen = p
            case .arc(let center, let radius, let start, let sweep):
                for (value, what) in [(radius, "arc radius"), (start, "arc start angle"), (sweep, "arc sweep")] where !value.isFinite {
                    throw InvalidArc(value: value, what: what)
                }
                guard radius >= 0 else { throw InvalidArc(value: radius, what: "arc radius (negative)") }
                let startPoint = point(onCircle: center, radius: radius, angle: start)
                if pen != nil {
                    try body(.arcJoin(startPoint))
                } else {
                    try body(.move(startPoint))
                    contourStart = startPoint
                }
                pen = startPoint
                guard radius > 0, sweep != 0 else { continue }
                try body(.arc(center: center, radius: radius, start: start, sweep: sweep))
                pen = point(onCircle: center, radius: radius, angle: start + sweep)
            case .close:
                guard pen != nil else { continue }
                try body(.close)
                pen = contourStart
            }
        }
    }

    /// The point at `angle` (radians, y down) on the circle.
    package static func point(onCircle center: Point, radius: Double, angle: Double) -> Point {
        Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}
