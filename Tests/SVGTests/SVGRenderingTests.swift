import Foundation
import Geometry
import Pixels
import Specimen
import SpecimenRaster
import SpecimenScene
import SpecimenSVG
import Testing
import TestSupport

/// The SVG rendered by an independent renderer (rsvg-convert) looks like the display list.
///
/// Metric: the share of pixels whose largest premultiplied channel difference exceeds 16/255 must be
/// at most 0.5%. Anti-aliasing differs between renderers by a few levels along edges; a wrong arc,
/// fill rule, clip, colour, opacity or image placement changes hundreds of pixels by far more.
@Suite(.tags(.externalTool), ExternalTool.rsvg.gate)
struct SVGRenderingTests {
    static let allowedShare = 0.005

    @Test(arguments: [
        ("white page, 2x", Color?.some(.white), 2.0),
        ("transparent page, 2x", nil, 2.0),
        ("white page, 3x", Color?.some(.white), 3.0),
        ("white page, 1x", Color?.some(.white), 1.0),
    ])
    func rsvgMatchesTheReferenceRenderer(name: String, background: Color?, scale: Double) throws {
        let list = SampleScenes.field(background: background, scale: scale)
        let svg = try SVGWriter().write(list)
        let drawn = try RSVG.render(svg, width: list.pixelWidth, height: list.pixelHeight)
        let expected = try #require(ReferenceRenderer().render(list))
        let difference = try #require(PixelDifference(drawn, expected))
        print("rsvg-convert vs reference renderer, \(name): \(difference)")
        #expect(difference.share <= Self.allowedShare, "\(name): \(difference)")
    }

    /// The comparison that matters: Specimen's own rasterizer and an independent SVG renderer,
    /// fed the same display list, draw the same pixels.
    @Test(arguments: [
        ("white page, 2x", Color?.some(.white), 2.0),
        ("transparent page, 2x", nil, 2.0),
        ("white page, 3x", Color?.some(.white), 3.0),
        ("white page, 1x", Color?.some(.white), 1.0),
    ])
    func rsvgMatchesSpecimensRasterizer(name: String, background: Color?, scale: Double) throws {
        let list = SampleScenes.field(background: background, scale: scale)
        let drawn = try RSVG.render(try SVGWriter().write(list), width: list.pixelWidth, height: list.pixelHeight)
        let rasterized = Rasterizer().render(list)
        let difference = try #require(PixelDifference(drawn, rasterized))
        print("rsvg-convert vs Specimen's Rasterizer, \(name): \(difference)")
        #expect(difference.share <= Self.allowedShare, "\(name): \(difference)")
    }

    /// Points well inside each shape have the shape's exact colour, so the comparison above is not
    /// passing merely because both renderings are blank.
    @Test func rsvgDrawsEachShapeInItsColour() throws {
        let list = SampleScenes.field(background: .white, scale: 2)
        let drawn = try RSVG.render(try SVGWriter().write(list), width: list.pixelWidth, height: list.pixelHeight)
        func pixel(_ x: Double, _ y: Double) -> Color {
            drawn.color(x: Int((x - list.bounds.minX) * list.scale), y: Int((y - list.bounds.minY) * list.scale))
        }
        #expect(pixel(50, 10) == SampleScenes.blue)
        #expect(pixel(1, 1) == .white, "inside the radius-16 corner's square but outside its arc")
        #expect(pixel(112, 52) == SampleScenes.green)
        #expect(pixel(30, 52) == SampleScenes.red)
        #expect(pixel(21.5, 44.5) == .white, "the clip circle hides the red square's corner")
        #expect(pixel(-2.5, 20) == SampleScenes.focus)
        #expect(pixel(18.25, 22) == .white, "inside the glyph o's stroke")
        #expect(pixel(15.5, 22) == SampleScenes.blue, "in the glyph o's counter, which non-zero leaves open")
        #expect(pixel(110, 2) == .white)
        // The image's opaque top-left pixel, away from its rounded clip, through PNG and base64.
        let image = pixel(62.25, 47.75)
        let source = SampleScenes.gradient(width: 20, height: 10).color(x: 4, y: 3)
        #expect(abs(Int(image.red) - Int(source.red)) <= 1 && abs(Int(image.blue) - Int(source.blue)) <= 1)
    }

    /// Same check for the other renderer-facing claim: a 1 pt ring at 2x covers exactly two device
    /// pixels, fully, as the layout snapped it, so the border is crisp in the SVG too.
    @Test func onePointRingCoversWholeDevicePixels() throws {
        let list = SampleScenes.field(background: .white, scale: 2)
        let drawn = try RSVG.render(try SVGWriter().write(list), width: list.pixelWidth, height: list.pixelHeight)
        let border = SampleScenes.ink
        let over = SampleScenes.blue
        // Ink at 60% over the blue fill, straight-alpha source-over.
        func mix(_ a: UInt8, _ b: UInt8) -> Int {
            let blend: Double = Double(a) * 0.6 + Double(b) * 0.4
            return Int(blend.rounded())
        }
        let expected = [mix(border.red, over.red), mix(border.green, over.green), mix(border.blue, over.blue)]
        let column = Int((50 - list.bounds.minX) * list.scale)
        for row in [8, 9] {  // y = 0 pt and 0.5 pt at 2x, from the -4 pt origin
            let c = drawn.color(x: column, y: row)
            let got = [Int(c.red), Int(c.green), Int(c.blue)]
            #expect(zip(got, expected).allSatisfy { abs($0 - $1) <= 2 }, "row \(row): \(got) vs \(expected)")
        }
        #expect(drawn.color(x: column, y: 10) == SampleScenes.blue)
    }
}
