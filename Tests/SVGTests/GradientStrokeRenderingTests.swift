import Foundation
import Pixels
import Testing

/// Gradient strokes (Figma's GRADIENT_* stroke paints) on shapes, inside, centred and outside, solid and
/// dashed, and gradients on a vector's filled and stroked paths, through the whole pipeline: drawn by
/// the rasterizer, by rsvg-convert and resvg from its SVG (a stroke's `url(#gradient)`) and by
/// pdftocairo from its PDF (the stroke's outline filled with the shading).
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct GradientStrokeRenderingTests {
    static let blueToRed = #"{"type": "linear", "stops": [{"position": 0, "color": "brand/base"}, {"position": 1, "color": "state/error/base-500"}]}"#

    static let card = #"""
        {"version": 1, "name": "GradientStrokes", "designSystem": "Appetite", "position": 1,
         "root": {"name": "card", "type": "frame", "direction": "none", "width": 160, "height": 72, "fills": [{"color": "bg/white-0"}],
          "children": [
           {"name": "inside", "type": "rectangle", "width": 40, "height": 28,
            "constraints": {"horizontal": {"start": 8}, "vertical": {"start": 8}},
            "strokes": [{"width": 4, "gradient": \#(Self.blueToRed)}]},
           {"name": "outside", "type": "rectangle", "width": 30, "height": 24,
            "constraints": {"horizontal": {"start": 62}, "vertical": {"start": 10}},
            "strokes": [{"shape": "rectangle", "radius": 6, "width": 3, "align": "outside", "dashes": [5, 2], "join": "round",
              "gradient": {"type": "radial", "stops": [{"position": 0, "color": "state/error/base-500"}, {"position": 1, "color": "brand/base"}], "handles": [[0, 0], [1.2, 0], [0, 1.2]]}}]},
           {"name": "ring", "type": "ellipse", "width": 26, "height": 26,
            "constraints": {"horizontal": {"start": 110}, "vertical": {"start": 9}},
            "strokes": [{"shape": "ellipse", "width": 3, "align": "center",
              "gradient": {"type": "angular", "stops": [{"position": 0, "color": "brand/base"}, {"position": 1, "color": "state/error/base-500"}]}}]},
           {"name": "leaf", "type": "vector", "width": 40, "height": 20,
            "constraints": {"horizontal": {"start": 10}, "vertical": {"start": 46}},
            "paths": [{"data": "M0 20C10 0 30 0 40 20Z", "gradient": \#(Self.blueToRed)},
                      {"data": "M0 20C10 0 30 0 40 20", "width": 2, "cap": "round",
                       "gradient": {"type": "diamond", "stops": [{"position": 0, "color": "text/strong-950"}, {"position": 1, "color": "bg/white-0"}]}}]},
           {"name": "zigzag", "type": "vector", "width": 60, "height": 14,
            "constraints": {"horizontal": {"start": 70}, "vertical": {"start": 48}},
            "paths": [{"data": "M0 14L15 0L30 14L45 0L60 14", "width": 3, "join": "bevel", "dashes": [6, 2], "gradient": \#(Self.blueToRed)}]}
          ]}}
        """#

    @Test func gradientStrokesDrawAsRsvgResvgAndPdftocairoDrawThem() throws {
        let drawn = try DocumentRendering(Self.card, name: "GradientStrokes")
        #expect(drawn.svg.contains(#"stroke="url(#gradient-"#))
        drawn.expectAgreement(within: 0.0025, "gradient strokes")
        // The inside stroke (8...48 × 8...36) runs blue at its left edge to red at its right, and stays
        // inside its frame.
        let left = drawn.at(9, 20), right = drawn.at(47, 20)
        #expect(left.blue > left.red + 60 && right.red > right.blue + 60, "\(left) \(right)")
        #expect(drawn.at(7, 20) == drawn.at(2, 2))
        // The leaf's fill is the same gradient across its own box (10...50): bluer at its left, redder at its right.
        let leafLeft = drawn.at(16, 64), leafRight = drawn.at(44, 64)
        #expect(leafLeft.blue > leafLeft.red && leafRight.red > leafRight.blue, "\(leafLeft) \(leafRight)")
    }
}
