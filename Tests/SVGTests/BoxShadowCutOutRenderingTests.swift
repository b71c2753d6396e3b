import Foundation
import Pixels
import Testing

/// A box's drop shadow not shown behind it (Figma's showShadowBehindNode false, the REST API's
/// default): under a translucent box the shadow is cut out by the box's own alpha, through the whole
/// pipeline: drawn by the rasterizer, rsvg-convert and resvg from its SVG (a luminance mask) and
/// pdftocairo from its PDF.
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct BoxShadowCutOutRenderingTests {
    static func box(_ name: String, x: Int, behind: Bool) -> String {
        #"""
        {"name": "\#(name)", "type": "rectangle", "width": 30, "height": 30,
         "constraints": {"horizontal": {"start": \#(x)}, "vertical": {"start": 8}},
         "fills": [{"shape": "rectangle", "radius": 6, "color": "colors/alpha/black/alpha-24"}],
         "strokes": [{"shape": "rectangle", "radius": 6, "width": 2, "color": "state/error/base-500"}],
         "effects": [{"type": "drop-shadow", "color": "brand/base", "x": 6, "y": 6, "blur": 2, "spread": 1\#(behind ? "" : #", "showBehind": false"#)}]}
        """#
    }

    static let card = #"""
        {"version": 1, "name": "BoxShadowCutOut", "designSystem": "Appetite", "position": 1,
         "root": {"name": "card", "type": "frame", "direction": "none", "width": 110, "height": 56, "fills": [{"color": "bg/white-0"}],
          "children": [\#(box("cut", x: 8, behind: false)), \#(box("behind", x: 60, behind: true))]}}
        """#

    @Test func aTranslucentBoxsShadowIsCutOutUnderItAsRsvgResvgAndPdftocairoDrawIt() throws {
        let drawn = try DocumentRendering(Self.card, name: "BoxShadowCutOut")
        drawn.expectAgreement(within: 0.003, "box shadow cut out")
        #expect(drawn.svg.contains("mask"))
        // Inside the box (24% black) where the shadow falls, 76% of the blue shown behind the other box is
        // left: the shadow times what the box does not cover.
        let cut = drawn.at(8 + 22, 8 + 22), behind = drawn.at(60 + 22, 8 + 22)
        let cutTint = Double(Int(cut.blue) - Int(cut.red)), behindTint = Double(Int(behind.blue) - Int(behind.red))
        #expect(behindTint > 30 && abs(cutTint - 0.76 * behindTint) <= 2, "\(cut) \(behind)")
        // Under the opaque stroke nothing of the shadow shows, and beside the box the two shadows are one colour.
        #expect(drawn.at(8 + 29.5, 8 + 20) == drawn.at(60 + 29.5, 8 + 20) || drawn.at(8 + 29.5, 8 + 20).blue <= drawn.at(60 + 29.5, 8 + 20).blue)
        #expect(drawn.at(8 + 34, 8 + 20) == drawn.at(60 + 34, 8 + 20))
    }
}
