import Foundation
import Pixels
import Testing

/// Texts painted with a gradient (Figma's GRADIENT_* fill of a TEXT), one line and a wrapped paragraph
/// with its underline, and one casting a shadow: the gradient over the glyphs' outlines, shown through
/// them, drawn by the rasterizer, by rsvg-convert and resvg from its SVG (a gradient-filled box under a
/// mask of the glyphs) and by pdftocairo from its PDF.
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct TextGradientRenderingTests {
    /// The stroke tests' gradient, from the brand blue to the error red.
    static let blueToRed = GradientStrokeRenderingTests.blueToRed

    static let card = #"""
        {"version": 1, "name": "TextGradients", "designSystem": "Appetite", "position": 1,
         "root": {"name": "card", "type": "frame", "direction": "none", "width": 200, "height": 96, "fills": [{"color": "bg/white-0"}],
          "children": [
           {"name": "title", "type": "text", "characters": "MMMMMMMMMM", "textStyle": "typography/label", "gradient": \#(Self.blueToRed),
            "textAutoResize": "WIDTH_AND_HEIGHT", "constraints": {"horizontal": {"start": 8}, "vertical": {"start": 6}}},
           {"name": "note", "type": "text", "characters": "MMMM MMMM MMMM", "textStyle": "typography/label", "gradient": \#(Self.blueToRed),
            "textAutoResize": "HEIGHT", "width": 80, "textDecoration": "UNDERLINE", "constraints": {"horizontal": {"start": 8}, "vertical": {"start": 30}}},
           {"name": "cast", "type": "text", "characters": "Shadow", "textStyle": "typography/label",
            "gradient": {"type": "radial", "stops": [{"position": 0, "color": "state/error/base-500"}, {"position": 1, "color": "brand/base"}]},
            "textAutoResize": "WIDTH_AND_HEIGHT", "constraints": {"horizontal": {"start": 110}, "vertical": {"start": 30}},
            "effects": [{"type": "drop-shadow", "color": "text/strong-950", "x": 2, "y": 3, "blur": 2}]}
          ]}}
        """#

    /// The darkest pixel (least red, green and blue together) in x0...x1 by y0...y1 (points): inside a
    /// glyph's stem rather than on the page or an edge.
    static func ink(_ drawn: DocumentRendering, x0: Double, x1: Double, y0: Double, y1: Double) -> PremultipliedColor {
        var best = drawn.at(x0, y0)
        var bestSum = 3 * 255
        for y in stride(from: y0, to: y1, by: 0.5) {
            for x in stride(from: x0, to: x1, by: 0.5) {
                let c = drawn.at(x, y)
                let sum = Int(c.red) + Int(c.green) + Int(c.blue)
                if sum < bestSum { (best, bestSum) = (c, sum) }
            }
        }
        return best
    }

    @Test func gradientTextsDrawAsRsvgResvgAndPdftocairoDrawThem() throws {
        let drawn = try DocumentRendering(Self.card, name: "TextGradients")
        #expect(drawn.svg.contains("<mask"))
        // Measured at 2x: rsvg-convert and pdftocairo 0 pixels off by more than 16/255; resvg 0.88%, as
        // far from rsvg-convert (0.80%) on the glyphs' edges, its antialiasing its own.
        drawn.expectAgreement(within: 0.003, "text gradients")
        // The title (x 8...134) runs blue at its first glyph to red at its last, across its own box.
        let first = Self.ink(drawn, x0: 8, x1: 16, y0: 10, y1: 20), last = Self.ink(drawn, x0: 124, x1: 136, y0: 10, y1: 20)
        #expect(first.blue > first.red + 80, "\(first)")
        #expect(last.red > last.blue + 80, "\(last)")
    }

    /// Every line of the wrapped text takes the gradient across the text's box, not its own: each line
    /// starts at the box's left edge, so each line's first glyph (and its underline) is as blue as the
    /// first line's, and its last (at 58 of the box's 80 pt) as far towards red.
    @Test func everyLineTakesTheGradientOfTheTextsBox() throws {
        let drawn = try DocumentRendering(Self.card, name: "TextGradientLines")
        let starts = [34.0, 54, 74].map { Self.ink(drawn, x0: 8, x1: 14, y0: $0, y1: $0 + 10) }
        let ends = [34.0, 54, 74].map { Self.ink(drawn, x0: 50, x1: 60, y0: $0, y1: $0 + 10) }
        for (start, end) in zip(starts, ends) {
            #expect(start.blue > start.red + 80, "\(start)")
            #expect(Int(end.red) > Int(start.red) + 40 && Int(end.blue) < Int(start.blue) - 40, "\(start) \(end)")
            #expect(abs(Int(start.red) - Int(starts[0].red)) <= 12 && abs(Int(end.red) - Int(ends[0].red)) <= 12, "\(starts) \(ends)")
        }
    }
}
