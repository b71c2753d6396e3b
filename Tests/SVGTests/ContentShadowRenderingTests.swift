import Foundation
import Pixels
import Testing

/// Shadows of a text and of a vector (Figma's DROP_SHADOW and INNER_SHADOW on TEXT, VECTOR and
/// BOOLEAN_OPERATION nodes): cast by the glyphs and paths themselves, not by a box, through the whole
/// pipeline: drawn by the rasterizer, rsvg-convert and resvg from its SVG (a blurred, moved copy in the
/// shadow's colour; an inner shadow's complement under a luminance mask, inside the content's alpha mask)
/// and pdftocairo from its PDF (the rasterizer's pixels of the composited groups).
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct ContentShadowRenderingTests {
    static let card = #"""
        {"version": 1, "name": "ContentShadows", "designSystem": "Appetite", "position": 1,
         "root": {"name": "card", "type": "frame", "direction": "none", "width": 200, "height": 136, "fills": [{"color": "bg/white-0"}],
          "children": [
           {"name": "title", "type": "text", "characters": "Shadow", "textStyle": "typography/label", "color": "brand/base",
            "constraints": {"horizontal": {"start": 8}, "vertical": {"start": 6}},
            "effects": [{"type": "drop-shadow", "color": "text/strong-950", "x": 2, "y": 3, "blur": 2}]},
           {"name": "inset", "type": "text", "characters": "Inset", "textStyle": "typography/label", "color": "bg/soft-100",
            "constraints": {"horizontal": {"start": 100}, "vertical": {"start": 6}},
            "effects": [{"type": "inner-shadow", "color": "text/strong-950", "x": 1, "y": 1, "blur": 1}]},
           {"name": "star", "type": "vector", "width": 40, "height": 40,
            "constraints": {"horizontal": {"start": 10}, "vertical": {"start": 40}},
            "paths": [{"data": "M20 0L26 14L40 15L29 25L33 40L20 32L7 40L11 25L0 15L14 14Z", "color": "state/error/base-500"},
                      {"data": "M4 36L36 4", "color": "brand/base", "width": 3, "cap": "round"}],
            "effects": [{"type": "drop-shadow", "color": "text/strong-950", "x": 4, "y": 4, "blur": 6}]},
           {"name": "ring", "type": "vector", "width": 40, "height": 40,
            "constraints": {"horizontal": {"start": 70}, "vertical": {"start": 40}},
            "paths": [{"data": "M0 0H40V40H0ZM12 12H28V28H12Z", "rule": "evenodd", "color": "bg/soft-100"}],
            "effects": [{"type": "inner-shadow", "color": "brand/base", "x": 3, "y": 3, "blur": 4}]},
           {"name": "note", "type": "text", "characters": "Two lines of text cast one shadow", "textStyle": "typography/hint", "color": "brand/base",
            "textAutoResize": "HEIGHT", "width": 80,
            "constraints": {"horizontal": {"start": 118}, "vertical": {"start": 40}},
            "effects": [{"type": "drop-shadow", "color": "state/error/base-500", "x": 0, "y": 2, "blur": 0}]},
           {"name": "glass", "type": "vector", "width": 30, "height": 30,
            "constraints": {"horizontal": {"start": 10}, "vertical": {"start": 96}},
            "paths": [{"data": "M0 0H30V30H0Z", "color": "colors/alpha/black/alpha-24"}],
            "effects": [{"type": "drop-shadow", "color": "brand/base", "x": 6, "y": 6, "blur": 2, "showBehind": false}]},
           {"name": "glassBehind", "type": "vector", "width": 30, "height": 30,
            "constraints": {"horizontal": {"start": 60}, "vertical": {"start": 96}},
            "paths": [{"data": "M0 0H30V30H0Z", "color": "colors/alpha/black/alpha-24"}],
            "effects": [{"type": "drop-shadow", "color": "brand/base", "x": 6, "y": 6, "blur": 2}]},
           {"name": "multiplied", "type": "text", "characters": "Multiply", "textStyle": "typography/label", "color": "state/error/base-500",
            "constraints": {"horizontal": {"start": 110}, "vertical": {"start": 104}},
            "effects": [{"type": "drop-shadow", "color": "brand/base", "x": 3, "y": 3, "blur": 0, "blendMode": "multiply"}]}
          ]}}
        """#

    @Test func shadowsOfGlyphsAndPathsDrawAsRsvgResvgAndPdftocairoDrawThem() throws {
        let drawn = try DocumentRendering(Self.card, name: "ContentShadows")
        drawn.expectAgreement(within: 0.003, "content shadows")
        let white = drawn.at(1, 1)
        // The star's drop shadow follows its points: beyond its right-hand point (40, 15 from its corner)
        // moved by (4, 4) the shadow is dark, while inside the top-left corner of its box's shadow (16, 47),
        // which a box would cast, it is white.
        let tip = drawn.at(10 + 41, 40 + 19)
        #expect(Int(tip.red) < Int(white.red) - 40, "\(tip)")
        #expect(drawn.at(16, 47) == white)
        // The ring's inner shadow darkens the inside of its outer edge at the top-left (the offset moves
        // the complement in from there) and its hole's edge at the bottom-right; its middle of the band stays light.
        let corner = drawn.at(70 + 1, 40 + 20), plain = drawn.at(70 + 38, 40 + 20), hole = drawn.at(70 + 6, 40 + 20)
        #expect(corner.blue > corner.red + 30 && plain == drawn.at(70 + 38, 40 + 21), "\(corner) \(plain) \(hole)")
        // Nothing of the ring's inner shadow lies in its hole.
        #expect(drawn.at(70 + 20, 40 + 20) == white)
        // A translucent square's (24% black) drop shadow not shown behind it is cut out under it by the
        // square's alpha: where it falls inside the square (34, 120) 76% of the blue that shows behind the
        // other square is left.
        let cut = drawn.at(10 + 24, 96 + 24), behind = drawn.at(60 + 24, 96 + 24)
        let cutTint = Double(Int(cut.blue) - Int(cut.red)), behindTint = Double(Int(behind.blue) - Int(behind.red))
        #expect(behindTint > 30 && abs(cutTint - 0.76 * behindTint) <= 2, "\(cut) \(behind)")
        // Beside the square the cut-out shadow is as blue as the one shown behind.
        #expect(drawn.at(10 + 33, 96 + 20) == drawn.at(60 + 33, 96 + 20))
        #expect(drawn.svg.contains("mix-blend-mode:multiply"))
    }
}
