import Foundation
import Geometry

/// Spells a ``Path`` as SVG path data (`d`), keeping curves as curves.
///
/// Lines, quadratic and cubic Béziers map one to one (`L`, `Q`, `C`). A circular arc becomes true
/// `A` commands rather than Bézier approximations, so a pill's ends and a focus ring stay exact
/// circles in every renderer. An SVG arc joins two distinct points, so it cannot turn a full circle:
/// any arc is split into equal pieces of at most half a turn (a circle into two half arcs), and with
/// no piece over half a turn the large-arc flag is always 0. The pen is followed by ``PathPen``, as
/// the PDF writer follows it.
struct SVGPathData {
    /// What the path belongs to, for error messages (`path 3`, `clip of group "field"`).
    var context: String

    /// The `d` attribute for `path`; empty when the path draws nothing.
    func spell(_ path: Path) throws -> String {
        var data = ""
        // The pen and the contour's start as spelled, to compare an arc's start with the pen.
        var pen = "", contourStart = ""
        do {
            try PathPen.walk(path) { step in
                switch step {
                case .move(let p):
                    pen = try spelled(p); contourStart = pen
                    data += "M" + pen
                case .line(let p):
                    pen = try spelled(p)
                    data += "L" + pen
                case .arcJoin(let p):
                    // Comparing spelled coordinates keeps rounding noise out of `d`.
                    let start = try spelled(p)
                    if start != pen { data += "L" + start }
                    pen = start
                case .quad(_, let c, let p):
                    pen = try spelled(p)
                    data += "Q" + (try spelled(c)) + " " + pen
                case .cubic(let c1, let c2, let p):
                    pen = try spelled(p)
                    data += "C" + (try spelled(c1)) + " " + (try spelled(c2)) + " " + pen
                case .arc(let center, let radius, let start, let sweep):
                    // An SVG arc joins two distinct points, so it cannot turn a full circle: split into
                    // equal pieces of at most half a turn, so the large-arc flag is always 0.
                    let pieces = max(1, Int((abs(sweep) / Double.pi - 1e-9).rounded(.up)))
                    let r = try number(radius, "arc radius")
                    let sweepFlag = sweep > 0 ? "1" : "0"
                    for piece in 1...pieces {
                        let end = PathPen.point(onCircle: center, radius: radius, angle: start + sweep * Double(piece) / Double(pieces))
                        pen = try spelled(end)
                        data += "A\(r) \(r) 0 0 \(sweepFlag) \(pen)"
                    }
                case .close:
                    data += "Z"
                    pen = contourStart
                }
            }
        } catch let bad as PathPen.InvalidArc {
            throw SVGWriterError.invalidNumber(bad.value, context: "\(bad.what) in \(context)")
        }
        return data
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
