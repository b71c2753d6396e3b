import Foundation
import Geometry
import Pixels
import Testing

/// Figma's arrow and marker caps on open lines (`markers` of a stroked path: ARROW_LINES,
/// ARROW_EQUILATERAL, TRIANGLE_FILLED, DIAMOND_FILLED, CIRCLE_FILLED), each a path of the display list
/// at the line's ends: drawn by the rasterizer, rsvg-convert and resvg from its SVG and pdftocairo from
/// its PDF, on straight lines, a curve, a gradient line and a line inside a turned vector.
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct StrokeMarkerRenderingTests {
    static func line(_ name: String, y: Double, start: StrokeMarker, end: StrokeMarker, cap: String = "none") -> String {
        #"""
        {"name": "\#(name)", "type": "vector", "width": 100, "height": 2,
         "constraints": {"horizontal": {"start": 30}, "vertical": {"start": \#(y)}},
         "paths": [{"data": "M0 1L100 1", "color": "brand/base", "width": 2, "cap": "\#(cap)", "markers": {"start": "\#(start.rawValue)", "end": "\#(end.rawValue)"}}]}
        """#
    }

    static let card = #"""
        {"version": 1, "name": "Markers", "designSystem": "Appetite", "position": 1,
         "root": {"name": "card", "type": "frame", "direction": "none", "width": 200, "height": 150, "fills": [{"color": "bg/white-0"}],
          "children": [
           \#(line("lines", y: 12, start: .arrowLines, end: .arrowLines, cap: "round")),
           \#(line("equilateral", y: 36, start: .arrowEquilateral, end: .triangleFilled)),
           \#(line("dots", y: 60, start: .circleFilled, end: .diamondFilled)),
           {"name": "curve", "type": "vector", "width": 60, "height": 30,
            "constraints": {"horizontal": {"start": 30}, "vertical": {"start": 90}},
            "paths": [{"data": "M0 30C20 0 40 0 60 20", "width": 1.5, "markers": {"end": "arrow-equilateral"},
              "gradient": {"type": "linear", "stops": [{"position": 0, "color": "brand/base"}, {"position": 1, "color": "state/error/base-500"}]}}]},
           {"name": "turned", "type": "vector", "width": 50, "height": 2, "rotation": 30,
            "constraints": {"horizontal": {"start": 120}, "vertical": {"start": 100}},
            "paths": [{"data": "M0 1L50 1", "color": "text/strong-950", "width": 2, "markers": {"start": "diamond-filled", "end": "arrow-lines"}}]}
          ]}}
        """#

    @Test func markersDrawAsRsvgResvgAndPdftocairoDrawThem() throws {
        let drawn = try DocumentRendering(Self.card, name: "Markers")
        drawn.expectAgreement(within: 0.0025, "stroke markers")
        let white = drawn.at(1, 1)
        func inked(_ x: Double, _ y: Double) -> Bool { drawn.at(x, y) != white }
        // A chevron's arms run back from each end at 45° to 3 widths (6 pt) off the line: at 4 pt behind the
        // end, 4 pt off it, an arm; on the line's axis 4 pt beyond the end, nothing.
        #expect(inked(130 - 4, 13 - 4) && inked(30 + 4, 13 + 4) && !inked(134, 13))
        // The equilateral arrow lies beyond the start (its base across the end point, its tip 6√3 ≈ 10.4 pt
        // out); the inward triangle's base is 10.4 pt beyond the end, its tip on the end point.
        #expect(inked(30 - 8, 37) && !inked(30 - 11.5, 37))
        #expect(inked(130 + 10, 37 + 5) && !inked(130 + 2, 37 + 5))
        // The disc (radius 6) is centred on the start; the diamond's corners are 6 pt from the end along the line.
        #expect(inked(30 - 5.5, 61) && inked(30, 61 - 5.5) && !inked(30 - 6.5, 61))
        #expect(inked(130 + 5.5, 61) && !inked(130 + 4.5, 61 + 4.5))
    }

    @Test func aContoursEndsFaceOutOfIt() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.cubic(to: Point(x: 10, y: 10), control1: Point(x: 0, y: 0), control2: Point(x: 10, y: 5))
        path.move(to: Point(x: 20, y: 0))
        path.line(to: Point(x: 30, y: 0))
        path.line(to: Point(x: 30, y: 10))
        path.close()
        let ends = path.openEnds
        // The closed triangle has no ends; the curve leaves toward its next distinct control point and arrives from its last.
        #expect(ends.count == 1)
        let curve = try #require(ends.first)
        #expect(abs(curve.startDirection.x + 2 / 5.0.squareRoot()) < 1e-9 && abs(curve.startDirection.y + 1 / 5.0.squareRoot()) < 1e-9)
        #expect(curve.endDirection == Point(x: 0, y: 1))
    }
}
