import Foundation
import Geometry

/// Spells a ``Path`` as SVG path data (`d`), keeping curves as curves.
///
/// Lines, quadratic and cubic Béziers map one to one (`L`, `Q`, `C`). A circular arc becomes true
/// `A` commands rather than Bézier approximations, so a pill's ends and a focus ring stay exact
/// circles in every renderer. An SVG arc joins two distinct points, so it cannot turn a full circle:
/// any arc is split into equal pieces of at most half a turn (a circle into two half arcs), and with
/// no piece over half a turn the large-arc flag is always 0.
struct SVGPathData {
    /// What the path belongs to, for error messages (`path 3`, `clip of group "field"`).
    var context: String

    /// The `d` attribute for `path`; empty when the path draws nothing.
    func spell(_ path: Path) throws -> String {
        var writer = Writer(context: context)
        for element in path.elements {
            try writer.append(element)
        }
        return writer.data
    }

    /// Tracks the pen the way the rasterizer does: it starts at the origin, and after `close` it is
    /// back at the contour's start.
    private struct Writer {
        let context: String
        var data = ""
        var pen: Point?
        var contourStart = Point.zero

        init(context: String) { self.context = context }

        mutating func append(_ element: PathElement) throws {
            switch element {
            case .move(let p):
                try command("M", p)
                pen = p
                contourStart = p
            case .line(let p):
                try ensurePen()
                try command("L", p)
                pen = p
            case .quad(let c, let p):
                try ensurePen()
                try command("Q", c, p)
                pen = p
            case .cubic(let c1, let c2, let p):
                try ensurePen()
                try command("C", c1, c2, p)
                pen = p
            case .arc(let center, let radius, let start, let sweep):
                try arc(center: center, radius: radius, start: start, sweep: sweep)
            case .close:
                // `Z` on a path with no contour yet would be an error in SVG; it draws nothing anyway.
                guard pen != nil else { return }
                data += "Z"
                pen = contourStart
            }
        }

        /// A curve or line with no contour open starts from the origin, as in the rasterizer and
        /// in Skia-like libraries; SVG insists on an explicit `M`.
        private mutating func ensurePen() throws {
            guard pen == nil else { return }
            try command("M", .zero)
            pen = .zero
            contourStart = .zero
        }

        private mutating func arc(center: Point, radius: Double, start: Double, sweep: Double) throws {
            for (value, name) in [(radius, "arc radius"), (start, "arc start angle"), (sweep, "arc sweep")] {
                guard value.isFinite else { throw SVGWriterError.invalidNumber(value, context: "\(name) in \(context)") }
            }
            guard radius >= 0 else {
                throw SVGWriterError.invalidNumber(radius, context: "arc radius in \(context) (negative)")
            }
            let startPoint = pointOnCircle(center, radius, start)
            if let pen {
                // The arc begins where the pen is; a pen off the circle gets a joining line, as a
                // canvas `arc` does. Comparing spelled coordinates keeps rounding noise out of `d`.
                if try spelled(pen) != spelled(startPoint) { try command("L", startPoint) }
            } else {
                try command("M", startPoint)
                contourStart = startPoint
            }
            pen = startPoint
            guard radius > 0, sweep != 0 else { return }

            let turns = abs(sweep) / Double.pi
            // A sweep of exactly half a turn (or a hair over, from floating point) stays one piece.
            let pieces = max(1, Int((turns - 1e-9).rounded(.up)))
            let r = try number(radius, "arc radius")
            let sweepFlag = sweep > 0 ? "1" : "0"
            for piece in 1...pieces {
                let end = pointOnCircle(center, radius, start + sweep * Double(piece) / Double(pieces))
                data += "A\(r) \(r) 0 0 \(sweepFlag) \(try spelled(end))"
                pen = end
            }
        }

        private func pointOnCircle(_ center: Point, _ radius: Double, _ angle: Double) -> Point {
            Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }

        private mutating func command(_ letter: String, _ points: Point...) throws {
            data += letter + (try points.map(spelled).joined(separator: " "))
        }

        private func spelled(_ p: Point) throws -> String {
            "\(try number(p.x, "x")) \(try number(p.y, "y"))"
        }

        private func number(_ value: Double, _ name: String) throws -> String {
            guard let text = SVGNumber.format(value) else {
                throw SVGWriterError.invalidNumber(value, context: "\(name) in \(context)")
            }
            return text
        }
    }
}
