import SpecimenTokens
import Testing
@testable import SpecimenText

@Suite struct ShapingTests {
    @Test(arguments: ["AV", "To", "Ty", "Wa"])
    func kerningComesFromGPOS(pair: String) throws {
        let engine = try Fixture.engine()
        let kerned = engine.shape(pair, style: Fixture.body)
        let unkerned = engine.shape(pair, style: Fixture.body, disabling: ["kern"])
        // The same glyphs, but the pair moves closer: Inter has no `kern` table, so only GPOS can do this.
        #expect(kerned.glyphs.map(\.glyphID) == unkerned.glyphs.map(\.glyphID))
        #expect(kerned.width < unkerned.width - 0.1)
        // The unkerned run is exactly the letters' own advances side by side.
        let separate = pair.map { engine.shape(String($0), style: Fixture.body).width }.reduce(0, +)
        #expect(abs(unkerned.width - separate) < 1e-9)
    }

    /// Widths measured once and pinned, so any change to shaping shows up; at 16 pt one font unit of
    /// Inter (2816 per em) is 0.00568 pt.
    @Test(arguments: [
        ("Title of input", Fixture.label, 84.70099431818181),
        ("Placeholder text", Fixture.body, 123.0),
        ("AV", Fixture.body, 20.545454545454547),
        ("Title", Fixture.title, 38.97230113636363),
    ])
    func widthsAreStable(text: String, style: TextStyle, expected: Double) throws {
        let run = try Fixture.engine().shape(text, style: style)
        #expect(run.width > 0)
        #expect(abs(run.width - expected) < 1e-6)
    }

    @Test func glyphsFollowTheirAdvances() throws {
        let run = try Fixture.engine().shape("Placeholder text", style: Fixture.body)
        var pen = 0.0
        for glyph in run.glyphs {
            #expect(abs(glyph.x - pen) < 1e-9)
            #expect(glyph.y == 0)
            pen += glyph.advance
        }
        #expect(abs(pen - run.width) < 1e-9)
        #expect(run.text == "Placeholder text")
    }

    @Test func widthsScaleLinearlyWithSize() throws {
        let engine = try Fixture.engine()
        let small = engine.shape("Placeholder text", style: Fixture.body)
        var big = Fixture.body
        big.size = 40
        let large = engine.shape("Placeholder text", style: big)
        #expect(abs(large.width / 40 - small.width / 16) < 1e-12)
        #expect(small.glyphs.map(\.glyphID) == large.glyphs.map(\.glyphID))
    }

    @Test func clustersAreUTF8Offsets() throws {
        // "é" is two UTF-8 bytes, so the space after it starts at byte 3 and "b" at byte 4.
        let run = try Fixture.engine().shape("aé b", style: Fixture.body)
        #expect(run.glyphs.map(\.cluster) == [0, 1, 3, 4])
    }

    @Test func keysNameFontGlyphAndSize() throws {
        let engine = try Fixture.engine()
        let title = engine.shape("T", style: Fixture.title)
        let glyph = try #require(title.glyphs.first)
        #expect(glyph.key == "inter-semibold-g\(glyph.glyphID)-s18")
        var fractional = Fixture.body
        fractional.size = 13.5
        #expect(engine.shape("T", style: fractional).glyphs.first?.key.hasSuffix("-s13.5") == true)
    }

    @Test func controlCharactersShapeAsSpaces() throws {
        let engine = try Fixture.engine()
        let tabbed = engine.shape("a\tb", style: Fixture.body)
        let spaced = engine.shape("a b", style: Fixture.body)
        #expect(tabbed.glyphs.map(\.glyphID) == spaced.glyphs.map(\.glyphID))
        #expect(!tabbed.glyphs.contains { $0.glyphID == 0 })
        #expect(tabbed.text == "a\tb")
    }

    @Test func emptyTextHasNoGlyphs() throws {
        let run = try Fixture.engine().shape("", style: Fixture.body)
        #expect(run.glyphs.isEmpty)
        #expect(run.width == 0)
        #expect(run.inkBounds == .zero)
        #expect(run.ascender > 0)
    }

    @Test func inkSitsOnTheBaseline() throws {
        let run = try Fixture.engine().shape("Placeholder text", style: Fixture.body)
        // Capitals and ascenders rise above the origin (negative y), nothing here descends far.
        #expect(run.inkBounds.minY < -10)
        #expect(run.inkBounds.maxY < run.descender)
        #expect(run.inkBounds.minX > 0 && run.inkBounds.maxX < run.width)
    }
}
