import Foundation
import Pixels
import Testing

/// A turned layer's shadows move in the canvas's directions, as Figma draws them (Uber Light UI Kit's
/// rocker switch turns a shadowed vector half a turn and Figma's render still shows its shadow below
/// it): the offset is taken back through the layer's turn, for a box's and a vector's shadow alike,
/// through the whole pipeline: drawn by the rasterizer, rsvg-convert and resvg from its SVG and
/// pdftocairo from its PDF.
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct TurnedShadowRenderingTests {
    static let card = #"""
        {"version": 1, "name": "TurnedShadows", "designSystem": "Appetite", "position": 1,
         "root": {"name": "card", "type": "frame", "direction": "none", "width": 120, "height": 60, "fills": [{"color": "bg/white-0"}],
          "children": [
           {"name": "wedge", "type": "vector", "width": 30, "height": 20, "transform": [[-1, 0], [0, -1]],
            "constraints": {"horizontal": {"start": 8}, "vertical": {"start": 8}},
            "paths": [{"data": "M0 0H30L24 20H6Z", "color": "state/error/base-500"}],
            "effects": [{"type": "drop-shadow", "color": "text/strong-950", "x": 0, "y": 10, "blur": 0}]},
           {"name": "quarter", "type": "rectangle", "width": 30, "height": 20, "transform": [[0, -1], [1, 0]],
            "constraints": {"horizontal": {"start": 60}, "vertical": {"start": 8}},
            "fills": [{"color": "state/error/base-500"}],
            "effects": [{"type": "drop-shadow", "color": "brand/base", "x": 8, "y": 0, "blur": 0}]}
          ]}}
        """#

    @Test func aTurnedLayersShadowFallsInTheCanvassDirectionAsRsvgResvgAndPdftocairoDrawIt() throws {
        let drawn = try DocumentRendering(Self.card, name: "TurnedShadows")
        drawn.expectAgreement(within: 0.003, "turned shadows")
        let white = drawn.at(1, 1)
        // The wedge, turned half a turn, lies at 8...38 x 8...28; its shadow is 10 pt below it (not above,
        // where its own turn would move it), so below the wedge it is dark and above it white.
        let below = drawn.at(8 + 15, 8 + 20 + 5)
        #expect(Int(below.red) < Int(white.red) - 100, "\(below)")
        #expect(drawn.at(8 + 15, 5) == white)
        // The rectangle turned a quarter (20 x 30 at 60...80 x 8...38) casts 8 pt to its right, not down.
        let right = drawn.at(60 + 20 + 4, 8 + 15)
        #expect(Int(right.blue) > Int(right.red) + 60, "\(right)")
        #expect(drawn.at(60 + 10, 8 + 30 + 4) == white)
    }
}
