import Foundation
import Geometry
import Pixels
import Specimen
import SpecimenDocument
import SpecimenRaster
import SpecimenSVG
import Testing

/// Strokes inside, centred on and outside their shape, widths per side and radii per corner: the
/// picture's bounds hold what a stroke draws past its frame, the rasterizer puts each band where Figma
/// would, and rsvg-convert (which shares no code with Specimen) draws Specimen's SVG of them alike.
struct StrokeAlignmentRenderingTests {
    static func document(_ root: String) throws -> ComponentDocument {
        let text = #"{"version": 1, "name": "Card", "designSystem": "Appetite", "position": 1, "root": \#(root)}"#
        return try DocumentReader.read(Array(text.utf8), file: "Card.component.json")
    }

    static func tree(_ root: String) throws -> LayoutTree {
        let document = try document(root)
        return try LayoutEngine(text: try TextEngine.shared()).layout(document, components: [document])
    }

    /// A 40×20 box at the origin with one stroke.
    static func box(_ stroke: String) -> String {
        #"{"name": "box", "type": "rectangle", "width": 40, "height": 20, "strokes": [\#(stroke)]}"#
    }

    @Test(arguments: [
        (#""width": 2, "align": "inside""#, Rect(x: 0, y: 0, width: 40, height: 20)),
        (#""width": 2, "align": "center""#, Rect(x: -1, y: -1, width: 42, height: 22)),
        (#""width": 2, "align": "outside""#, Rect(x: -2, y: -2, width: 44, height: 24)),
        (#""width": 2"#, Rect(x: 0, y: 0, width: 40, height: 20)),
        (#""widths": {"top": 1, "right": 0, "bottom": 2, "left": 4}, "align": "outside""#, Rect(x: -4, y: -1, width: 44, height: 23)),
        (#""widths": {"top": 1, "right": 0, "bottom": 2, "left": 4}, "align": "center""#, Rect(x: -2, y: -0.5, width: 42, height: 21.5)),
        (#""widths": {"top": 1, "right": 0, "bottom": 2, "left": 4}"#, Rect(x: 0, y: 0, width: 40, height: 20)),
        (#""radius": {"topLeft": 8, "topRight": 8, "bottomRight": 0, "bottomLeft": 0}, "width": 3, "align": "outside""#, Rect(x: -3, y: -3, width: 46, height: 26)),
    ])
    func theBoundsHoldWhatTheStrokeDrawsPastTheFrame(_ stroke: String, _ bounds: Rect) throws {
        let tree = try Self.tree(Self.box(#"{\#(stroke), "color": "text/strong-950"}"#))
        #expect(tree.frame == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(tree.bounds == bounds)
    }

    /// The raster at 2×: whether the stroke's dark ink covers the pixel at a point of the picture.
    static func raster(_ stroke: String) throws -> (ink: (Double, Double) -> Bool, frame: Rect) {
        let tree = try tree(Self.box(#"{\#(stroke), "color": "text/strong-950"}"#))
        let list = try Renderer.standard().rendering(tree, options: RenderOptions(scale: 2)).displayList
        let pixels = Rasterizer().render(list)
        return (
            { x, y in
                let (px, py) = (Int(((x - list.bounds.minX) * 2).rounded(.down)), Int(((y - list.bounds.minY) * 2).rounded(.down)))
                guard px >= 0, py >= 0, px < pixels.width, py < pixels.height else { return false }
                let c = pixels[px, py]
                return c.alpha > 200 && Int(c.red) + Int(c.green) + Int(c.blue) < 150
            }, tree.frame
        )
    }

    @Test func anOutsideStrokesPixelsLieOutsideTheFrameAndAnInsideOnesInside() throws {
        let outside = try Self.raster(#""width": 2, "align": "outside""#)
        let inside = try Self.raster(#""width": 2, "align": "inside""#)
        let frame = outside.frame
        // Each side: a point of the band half a point and 1.5 pt inside the edge, and the same outside.
        for (inX, inY, outX, outY) in [
            (frame.minX + 0.5, frame.midY, frame.minX - 0.5, frame.midY), (frame.midX, frame.minY + 1.5, frame.midX, frame.minY - 1.5),
            (frame.maxX - 1.5, frame.midY, frame.maxX + 1.5, frame.midY), (frame.midX, frame.maxY - 0.5, frame.midX, frame.maxY + 0.5),
        ] {
            #expect(outside.ink(outX, outY), "outside stroke at \(outX), \(outY)")
            #expect(!outside.ink(inX, inY), "outside stroke drawn inside at \(inX), \(inY)")
            #expect(inside.ink(inX, inY), "inside stroke at \(inX), \(inY)")
            #expect(!inside.ink(outX, outY), "inside stroke drawn outside at \(outX), \(outY)")
        }
    }

    @Test func aRuleOnOneSideIsAStrokeWithOneSidesWidth() throws {
        let rule = try Self.raster(#""widths": {"top": 0, "right": 0, "bottom": 2, "left": 0}"#)
        let frame = rule.frame
        #expect(rule.ink(frame.midX, frame.maxY - 1) && rule.ink(frame.minX + 0.5, frame.maxY - 0.5))
        #expect(!rule.ink(frame.midX, frame.minY + 0.5) && !rule.ink(frame.minX + 0.5, frame.midY) && !rule.ink(frame.maxX - 0.5, frame.midY))
        #expect(!rule.ink(frame.midX, frame.maxY - 2.5))
    }

    /// A card using all three: strokes in each alignment, a tab with radii per corner and a stroke of
    /// uneven sides, a rule on one side; the card itself stroked outside, so the picture grows.
    static let card = #"""
        {"name": "card", "type": "frame", "direction": "horizontal", "gap": 10, "padding": 12, "counterAlignment": "center",
         "fills": [{"radius": {"topLeft": 12, "topRight": 12, "bottomRight": 2, "bottomLeft": 2}, "color": "bg/white-0"}],
         "strokes": [{"radius": {"topLeft": 12, "topRight": 12, "bottomRight": 2, "bottomLeft": 2}, "width": 2, "align": "outside", "color": "border/sub-200"}],
         "children": [
          {"name": "in", "type": "rectangle", "width": 30, "height": 30, "fills": [{"radius": 6, "color": "bg/weak-50"}],
           "strokes": [{"radius": 6, "width": 2, "color": "text/strong-950"}]},
          {"name": "mid", "type": "rectangle", "width": 30, "height": 30, "fills": [{"radius": 6, "color": "bg/weak-50"}],
           "strokes": [{"radius": 6, "width": 3, "align": "center", "color": "text/strong-950"}]},
          {"name": "out", "type": "ellipse", "width": 30, "height": 30, "fills": [{"shape": "ellipse", "color": "bg/weak-50"}],
           "strokes": [{"shape": "ellipse", "width": 2, "align": "outside", "color": "text/strong-950"}]},
          {"name": "tab", "type": "rectangle", "width": 44, "height": 30,
           "fills": [{"radius": {"topLeft": 10, "topRight": 10, "bottomRight": 0, "bottomLeft": 0}, "color": "bg/weak-50"}],
           "strokes": [{"radius": {"topLeft": 10, "topRight": 10, "bottomRight": 0, "bottomLeft": 0},
                        "widths": {"top": 3, "right": 1, "bottom": 0, "left": 1}, "color": "text/strong-950"}]},
          {"name": "rule", "type": "rectangle", "width": 40, "height": 30,
           "strokes": [{"widths": {"top": 0, "right": 0, "bottom": 2, "left": 0}, "align": "center", "color": "text/strong-950"}]}
         ]}
        """#

    @Test(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
    func rsvgDrawsTheCardAsSpecimenDoes() throws {
        let tree = try Self.tree(Self.card)
        #expect(tree.bounds == tree.frame.outset(by: 2))
        let list = try Renderer.standard().rendering(tree, options: RenderOptions(scale: 2)).displayList
        let ours = Rasterizer().render(list)
        let theirs = try RSVG.render(try SVGWriter().write(list), width: list.pixelWidth, height: list.pixelHeight)
        let difference = try #require(PixelDifference(ours, theirs, threshold: 16))
        // Only anti-aliased edges may differ (each renderer's coverage is its own): 16/255 on at most
        // 0.5% of pixels, mean under 0.25/255.
        #expect(difference.share < 0.005, "\(difference)")
        #expect(difference.mean < 0.25, "\(difference)")
    }
}
