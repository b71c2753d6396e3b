import Foundation
import Geometry

/// Spells a ``Path`` as PDF path operators (`m`, `l`, `c`, `h`).
///
/// PDF has no arc or quadratic operator: a quadratic Bézier is raised to the cubic that draws the
/// same curve, and a circular arc is split into pieces of at most a quarter turn, each the cubic
/// whose midpoint lies on the circle (control distance `4/3 tan(θ/4)` of the radius). Over a quarter
/// turn that cubic strays from the circle by 0.027% of the radius: 0.004 pt on a radius-16 cell,
/// a hundredth of a pixel at 3x.
struct PDFPathData {
    /// What the path belongs to, for error messages.
    var context: String

    /// The operators for `path`, one per line; empty when the path draws nothing.
    func spell(_ path: Path) throws -> String {
        var writer = Writer(context: context)
        for element in path.elements {
            try writer.append(element)
        }
        return writer.data
    }

    private struct Writer {
        let context: String
        var data = ""
        var pen: Point?
        var contourStart = Point.zero

        init(context: String) { self.context = context }

        mutating func append(_ element: PathElement) throws {
            switch element {
            case .move(let p):
                try command("m", p)
                pen = p
                contourStart = p
            case .line(let p):
                try ensurePen()
                try command("l", p)
                pen = p
            case .quad(let c, let p):
                try ensurePen()
                let start = pen ?? .zero
                let c1 = Point(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                try command("c", c1, c2, p)
                pen = p
            case .cubic(let c1, let c2, let p):
                try ensurePen()
                try command("c", c1, c2, p)
                pen = p
            case .arc(let center, let radius, let start, let sweep):
                try arc(center: center, radius: radius, start: start, sweep: sweep)
            case .close:
                guard pen != nil else { return }
                data += "h\n"
                pen = contourStart
            }
        }

        /// A segment with no contour open starts from the origin, as in the rasterizer.
        private mutating func ensurePen() throws {
            guard pen == nil else { return }
            try command("m", .zero)
            pen = .zero
            contourStart = .zero
        }

        private mutating func arc(center: Point, radius: Double, start: Double, sweep: Double) throws {
            for (value, name) in [(radius, "arc radius"), (start, "arc start angle"), (sweep, "arc sweep")] {
                guard value.isFinite else { throw PDFWriterError.invalidNumber(value, context: "\(name) in \(context)") }
            }
            guard radius >= 0 else { throw PDFWriterError.invalidNumber(radius, context: "arc radius in \(context) (negative)") }
            let startPoint = point(center, radius, start)
            if pen != nil {
                // The arc begins where the pen is; a pen off the circle gets a joining line.
                try command("l", startPoint)
            } else {
                try command("m", startPoint)
                contourStart = startPoint
            }
            pen = startPoint
            guard radius > 0, sweep != 0 else { return }
            let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
            let step = sweep / Double(pieces)
            let k = 4.0 / 3.0 * tan(step / 4)
            for piece in 0..<pieces {
                let a0 = start + step * Double(piece), a1 = a0 + step
                let p0 = point(center, radius, a0), p1 = point(center, radius, a1)
                // Tangents at each end, scaled by k: the derivative of (cos, sin) is (-sin, cos).
                let c1 = Point(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
                let c2 = Point(x: p1.x + k * radius * sin(a1), y: p1.y - k * radius * cos(a1))
                try command("c", c1, c2, p1)
                pen = p1
            }
        }

        private func point(_ center: Point, _ radius: Double, _ angle: Double) -> Point {
            Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }

        private mutating func command(_ op: String, _ points: Point...) throws {
            var words: [String] = []
            for p in points {
                words.append(try number(p.x, "x"))
                words.append(try number(p.y, "y"))
            }
            data += words.joined(separator: " ") + " " + op + "\n"
        }

        private func number(_ value: Double, _ name: String) throws -> String {
            guard let text = PDFNumber.format(value) else {
                throw PDFWriterError.invalidNumber(value, context: "\(name) in \(context)")
            }
            return text
        }
    }
}
