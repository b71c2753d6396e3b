#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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

    /// The operators for `path`, one per line; empty when the path draws nothing. The pen is followed
    /// by ``PathPen``, as the SVG writer follows it.
    func spell(_ path: Path) throws -> String {
        var data = ""
        func command(_ op: String, _ points: Point...) throws {
            var words: [String] = []
            for p in points {
                words.append(try number(p.x, "x"))
                words.append(try number(p.y, "y"))
            }
            data += words.joined(separator: " ") + " " + op + "\n"
        }
        do {
            try PathPen.walk(path) { step in
                switch step {
                case .move(let p): try command("m", p)
                case .line(let p), .arcJoin(let p): try command("l", p)
                case .quad(let start, let c, let p):
                    // Raised to the cubic that draws the same curve.
                    let c1 = Point(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y))
                    let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                    try command("c", c1, c2, p)
                case .cubic(let c1, let c2, let p): try command("c", c1, c2, p)
                case .arc(let center, let radius, let start, let sweep):
                    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
                    let step = sweep / Double(pieces)
                    let k = 4.0 / 3.0 * tan(step / 4)
                    for piece in 0..<pieces {
                        let a0 = start + step * Double(piece), a1 = a0 + step
                        let p0 = PathPen.point(onCircle: center, radius: radius, angle: a0)
                        let p1 = PathPen.point(onCircle: center, radius: radius, angle: a1)
                        // Tangents at each end, scaled by k: the derivative of (cos, sin) is (-sin, cos).
                        let c1 = Point(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
                        let c2 = Point(x: p1.x + k * radius * sin(a1), y: p1.y - k * radius * cos(a1))
                        try command("c", c1, c2, p1)
                    }
                case .close: data += "h\n"
                }
            }
        } catch let bad as PathPen.InvalidArc {
            throw PDFWriterError.invalidNumber(bad.value, context: "\(bad.what) in \(context)")
        }
        return data
    }

    private func number(_ value: Double, _ name: String) throws -> String {
        guard let text = PDFNumber.format(value) else {
            throw PDFWriterError.invalidNumber(value, context: "\(name) in \(context)")
        }
        return text
    }
}
