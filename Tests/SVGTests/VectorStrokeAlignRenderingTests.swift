import Foundation
import Pixels
import Testing

/// A vector's line stroked inside or outside its outline (Figma's strokeAlign on a vector whose file
/// has no strokeGeometry): the line at twice the width, cut to the outline (a clip, or a mask for an
/// even-odd outline and for the outside), drawn by the rasterizer, rsvg-convert and resvg from its SVG
/// and pdftocairo from its PDF.
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct VectorStrokeAlignRenderingTests {
    /// A triangle (non-zero) and a square with a square hole (even-odd), each stroked 3 pt inside and outside.
    static let card = #"""
        {"version": 1, "name": "AlignedPaths", "designSystem": "Appetite", "position": 1,
         "root": {"name": "card", "type": "frame", "direction": "none", "width": 176, "height": 56, "fills": [{"color": "bg/white-0"}],
          "children": [
           {"name": "triangleInside", "type": "vector", "width": 36, "height": 32,
            "constraints": {"horizontal": {"start": 8}, "vertical": {"start": 12}},
            "paths": [{"data": "M18 0L36 32L0 32Z", "color": "bg/soft-100"},
                      {"data": "M18 0L36 32L0 32Z", "color": "brand/base", "width": 3, "align": "inside"}]},
           {"name": "triangleOutside", "type": "vector", "width": 36, "height": 32,
            "constraints": {"horizontal": {"start": 52}, "vertical": {"start": 12}},
            "paths": [{"data": "M18 0L36 32L0 32Z", "color": "bg/soft-100"},
                      {"data": "M18 0L0 32L36 32Z", "color": "brand/base", "width": 3, "align": "outside", "join": "round"}]},
           {"name": "frameInside", "type": "vector", "width": 32, "height": 32,
            "constraints": {"horizontal": {"start": 96}, "vertical": {"start": 12}},
            "paths": [{"data": "M0 0H32V32H0ZM10 10H22V22H10Z", "rule": "evenodd", "color": "bg/soft-100"},
                      {"data": "M0 0H32V32H0ZM10 10H22V22H10Z", "rule": "evenodd", "color": "state/error/base-500", "width": 3, "align": "inside"}]},
           {"name": "frameOutside", "type": "vector", "width": 32, "height": 32,
            "constraints": {"horizontal": {"start": 138}, "vertical": {"start": 12}},
            "paths": [{"data": "M0 0H32V32H0ZM10 10H22V22H10Z", "rule": "evenodd", "color": "bg/soft-100"},
                      {"data": "M0 0H32V32H0ZM10 10H22V22H10Z", "rule": "evenodd", "color": "state/error/base-500", "width": 3, "align": "outside"}]}
          ]}}
        """#

    @Test func insideAndOutsideLinesDrawAsRsvgResvgAndPdftocairoDrawThem() throws {
        let drawn = try DocumentRendering(Self.card, name: "AlignedPaths")
        drawn.expectAgreement(within: 0.0025, "aligned vector strokes")
        let white = drawn.at(2, 2), fill = drawn.at(26, 38)
        func isLine(_ x: Double, _ y: Double) -> Bool { let c = drawn.at(x, y); return Int(c.red) + Int(c.green) < 300 }
        // Inside: the triangle's base (y 44) is lined from 44 - 3 up, nothing below it; outside, from 44 down.
        #expect(isLine(26, 42.5) && drawn.at(26, 45) == white)
        #expect(isLine(70, 45.5) && !isLine(70, 42.5))
        #expect(fill != white)
        // The even-odd square: inside, its hole's edge (x 106) is lined on the ring's side (x < 106), not in
        // the hole; outside, the hole is lined inside it (x > 148) and the ring's outer edge outside it.
        #expect(isLine(104.5, 28) && !isLine(107.5, 28))
        #expect(isLine(149.5, 28) && !isLine(146.5, 28))
        #expect(isLine(136.5, 28) && !isLine(139.5, 28))
    }
}
