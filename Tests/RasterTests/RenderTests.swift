import Geometry
import Pixels
import SpecimenRaster
import SpecimenScene
import Testing

/// Whole display lists: background, shapes and glyph runs together.
struct RenderTests {
    static let ink = Color(red: 0x10, green: 0x18, blue: 0x28)
    static let accent = Color(red: 0x15, green: 0x5D, blue: 0xFC)

    /// A 40 × 20 pt picture: white page, a blue 10 × 10 square at (2, 2), and one glyph run of two
    /// box glyphs on the baseline y 16.
    static func smallScene(scale: Double, glyphX: Double = 20) -> DisplayList {
        let glyphs = [
            SceneGlyph(key: "box", outline: TestScenes.boxGlyph, origin: Point(x: glyphX, y: 16)),
            SceneGlyph(key: "box", outline: TestScenes.boxGlyph, origin: Point(x: glyphX + 10, y: 16)),
        ]
        return TestScenes.list(
            width: 40, height: 20, scale: scale, background: .white,
            [
                .path(ScenePath(path: .rect(Rect(x: 2, y: 2, width: 10, height: 10)), color: accent)),
                .text(SceneText(text: "ab", color: ink, glyphs: glyphs)),
            ])
    }

    struct Spot: Sendable, CustomTestStringConvertible {
        var x: Double
        var y: Double
        var expected: Color
        var testDescription: String { "(\(x), \(y)) pt" }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func knownSpots(scale: Double) {
        let pixmap = Rasterizer().render(Self.smallScene(scale: scale))
        #expect(pixmap.width == Int(40 * scale) && pixmap.height == Int(20 * scale))
        let spots = [
            Spot(x: 0.5, y: 0.5, expected: .white),  // page
            Spot(x: 6.5, y: 6.5, expected: Self.accent),  // square
            Spot(x: 21.5, y: 12.5, expected: Self.ink),  // first glyph's left stem
            Spot(x: 23.5, y: 12.5, expected: .white),  // its counter
            Spot(x: 33.5, y: 9.5, expected: Self.ink),  // second glyph's top bar
            Spot(x: 27.5, y: 12.5, expected: .white),  // between the glyphs
        ]
        for spot in spots {
            let x = Int(spot.x * scale), y = Int(spot.y * scale)
            #expect(pixmap.color(x: x, y: y) == spot.expected, "\(spot.testDescription) at \(scale)x")
        }
    }

    @Test func emptyListIsBackgroundOrTransparent() {
        let page = Rasterizer().render(TestScenes.list(width: 3, height: 2, background: Self.accent, []))
        #expect(TestScenes.colors(page, columns: 0..<3, rows: 0..<2) == [Self.accent])
        let clear = Rasterizer().render(TestScenes.list(width: 3, height: 2, []))
        #expect(clear.data.allSatisfy { $0 == 0 })
    }

    @Test func renderingIsDeterministic() {
        let list = Self.smallScene(scale: 3, glyphX: 20.3)
        #expect(Rasterizer().render(list) == Rasterizer().render(list))
    }

    /// The same glyph at the same subpixel offset gives the same pixels, wherever it lands.
    @Test(arguments: [0.0, 0.25, 0.6])
    func sameGlyphSameSubpixelOffsetSamePixels(fraction: Double) {
        let pixmap = Rasterizer().render(Self.smallScene(scale: 1, glyphX: 20 + fraction))
        // The glyphs sit 10 px apart; compare the 8 × 12 blocks around them.
        for y in 6..<18 {
            for x in 19..<27 {
                #expect(pixmap[x, y] == pixmap[x + 10, y])
            }
        }
    }

    @Test func glyphAtHalfPixelIsAntiAliased() {
        let pixmap = Rasterizer().render(Self.smallScene(scale: 1, glyphX: 20.5))
        // The stem spans x 20.5...22.5: columns 20 and 22 are half covered, 21 fully.
        #expect(pixmap.color(x: 21, y: 12) == Self.ink)
        let half = pixmap.color(x: 20, y: 12)
        #expect(half != Self.ink && half != .white)
        #expect(half == pixmap.color(x: 22, y: 12))
    }

    @Test func degenerateSizeGivesOnePixel() {
        let list = DisplayList(bounds: .zero, scale: 1, pixelWidth: 0, pixelHeight: 0, background: nil, title: "", nodes: [])
        let pixmap = Rasterizer().render(list)
        #expect(pixmap.width == 1 && pixmap.height == 1)
    }

    @Test func nonFiniteGeometryIsSkipped() {
        var broken = Path()
        broken.move(to: Point(x: 0, y: 0)); broken.line(to: Point(x: .nan, y: 3)); broken.line(to: Point(x: .infinity, y: 1))
        broken.close()
        let list = TestScenes.list(width: 4, height: 4, background: .white, [.path(ScenePath(path: broken, color: .black))])
        #expect(TestScenes.colors(Rasterizer().render(list), columns: 0..<4, rows: 0..<4) == [.white])
    }
}
