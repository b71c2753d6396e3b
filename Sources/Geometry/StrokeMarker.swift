import Foundation

/// A marker drawn at an open line's end: Figma's arrow and marker stroke caps (ARROW_LINES, the REST
/// API's LINE_ARROW; ARROW_EQUILATERAL, its TRIANGLE_ARROW; TRIANGLE_FILLED; DIAMOND_FILLED;
/// CIRCLE_FILLED). Figma's documentation names each shape, not its size; the sizes here are decided
/// (`FigmaDecisions`): every marker is `scale` stroke widths from its axis to its side.
public enum StrokeMarker: String, Hashable, Sendable, CaseIterable {
    /// Nothing beyond the line's own cap.
    case none
    /// Two lines, the line's width, meeting at the end point at a right angle (a chevron).
    case arrowLines = "arrow-lines"
    /// A filled equilateral triangle beyond the end, its base across the end point, pointing outwards.
    case arrowEquilateral = "arrow-equilateral"
    /// A filled equilateral triangle beyond the end, its tip on the end point, pointing inwards.
    case triangleFilled = "triangle-filled"
    /// A filled square turned a quarter, centred on the end point.
    case diamondFilled = "diamond-filled"
    /// A filled disc centred on the end point.
    case circleFilled = "circle-filled"

    /// A marker's half-height (its reach from the line's axis) in stroke widths.
    package static let scale = 3.0

    /// The marker at `end` of a line `width` wide whose outward direction there is `direction` (a unit
    /// vector pointing out of the line): an outline to fill, or (`stroked`) a line to stroke at the
    /// line's width. Nil for `none` or a width that is not positive.
    package func outline(at end: Point, direction: Point, width: Double) -> (path: Path, stroked: Bool)? {
        guard self != .none, width.isFinite, width > 0 else { return nil }
        let m = Self.scale * width, h = m * 3.0.squareRoot()
        // Marker space: x along the outward direction, y across it.
        func at(_ x: Double, _ y: Double) -> Point {
            Point(x: end.x + x * direction.x - y * direction.y, y: end.y + x * direction.y + y * direction.x)
        }
        func polygon(_ points: [Point]) -> Path {
            var path = Path()
            path.move(to: points[0])
            for p in points.dropFirst() { path.line(to: p) }
            path.close()
            return path
        }
        switch self {
        case .none: return nil
        case .arrowLines:
            var path = Path()
            path.move(to: at(-m, m))
            path.line(to: end)
            path.line(to: at(-m, -m))
            return (path, true)
        case .arrowEquilateral: return (polygon([at(0, m), at(h, 0), at(0, -m)]), false)
        case .triangleFilled: return (polygon([at(h, m), end, at(h, -m)]), false)
        case .diamondFilled: return (polygon([at(m, 0), at(0, m), at(-m, 0), at(0, -m)]), false)
        case .circleFilled: return (.circle(in: Rect(x: end.x - m, y: end.y - m, width: 2 * m, height: 2 * m)), false)
        }
    }
}

/// The markers at the two ends of every open contour of a stroked line.
public struct StrokeMarkers: Hashable, Sendable {
    /// At each contour's first point.
    public var start: StrokeMarker
    /// At each contour's last point.
    public var end: StrokeMarker

    /// `start` and `end` markers.
    package init(start: StrokeMarker, end: StrokeMarker) {
        self.start = start
        self.end = end
    }

    /// No marker at either end.
    public static let none = StrokeMarkers(start: .none, end: .none)
}

extension Path {
    /// The two ends of each open contour (one not closed, of some length): where it starts, with the
    /// direction pointing back out of it there, and where it ends, with its direction of travel.
    package var openEnds: [(start: Point, startDirection: Point, end: Point, endDirection: Point)] {
        var out: [(start: Point, startDirection: Point, end: Point, endDirection: Point)] = []
        var first = Point(x: 0, y: 0), pen = first
        var leaving: Point?, arriving: Point?, closed = false
        func unit(_ from: Point, _ to: Point) -> Point? {
            let dx = to.x - from.x, dy = to.y - from.y, length = (dx * dx + dy * dy).squareRoot()
            return length > 1e-9 ? Point(x: dx / length, y: dy / length) : nil
        }
        func finish() {
            if !closed, let leaving, let arriving {
                out.append((first, Point(x: -leaving.x, y: -leaving.y), pen, arriving))
            }
        }
        // Each piece's direction as it leaves its start and as it arrives at its end, from its first and
        // last control points distinct from those ends.
        func piece(_ points: [Point]) {
            let from = pen, to = points[points.count - 1]
            let leave = points.lazy.compactMap { unit(from, $0) }.first
            let into = ([from] + points.dropLast()).reversed().lazy.compactMap { unit($0, to) }.first
            if leaving == nil { leaving = leave }
            if let into { arriving = into }
            pen = to
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                (first, pen, leaving, arriving, closed) = (p, p, nil, nil, false)
            case .line(let p): piece([p])
            case .quad(let c, let p): piece([c, p])
            case .cubic(let c1, let c2, let p): piece([c1, c2, p])
            case .arc(let center, let radius, let start, let sweep):
                guard radius > 0, sweep != 0 else { continue }
                let turn: Double = sweep > 0 ? 1 : -1, end = start + sweep
                if leaving == nil { leaving = Point(x: -sin(start) * turn, y: cos(start) * turn) }
                arriving = Point(x: -sin(end) * turn, y: cos(end) * turn)
                pen = Point(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
            case .close:
                closed = true
                pen = first
            }
        }
        finish()
        return out
    }
}
