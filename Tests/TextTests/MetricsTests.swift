import CFreeType
import Foundation
import SpecimenTokens
import Testing
@testable import SpecimenText

/// hhea ascender and descender read straight from the font file with FreeType, independent of the engine.
private func hhea(_ file: String) throws -> (upem: Double, ascender: Double, descender: Double) {
    let path = try Fixture.fonts().appendingPathComponent(file).path
    var library: FT_Library?
    try #require(FT_Init_FreeType(&library) == 0)
    defer { FT_Done_FreeType(library) }
    var face: FT_Face?
    try #require(FT_New_Face(library, path, 0, &face) == 0)
    defer { FT_Done_Face(face) }
    let table = try #require(FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)).assumingMemoryBound(to: TT_HoriHeader.self).pointee
    return (Double(try #require(face).pointee.units_per_EM), Double(table.Ascender), Double(-table.Descender))
}

@Suite struct MetricsTests {
    @Test(arguments: [
        (16.0, 24.0, FontWeight.regular, "Inter-Regular.otf"),
        (14.0, 20.0, FontWeight.medium, "Inter-Medium.otf"),
        (18.0, 28.0, FontWeight.semiBold, "Inter-SemiBold.otf"),
    ])
    func baselineOffsetCentresTheHheaBox(size: Double, lineHeight: Double, weight: FontWeight, file: String) throws {
        let font = try hhea(file)
        let asc = font.ascender * size / font.upem, desc = font.descender * size / font.upem
        let run = try Fixture.engine().shape("Hxg", style: TextStyle(name: "t", size: size, lineHeight: lineHeight, weight: weight))
        #expect(abs(run.ascender - asc) < 1e-9)
        #expect(abs(run.descender - desc) < 1e-9)
        #expect(abs(run.baselineOffset - ((lineHeight - (asc + desc)) / 2 + asc)) < 1e-9)
        // The baseline must fall inside the line box, below its middle, for Latin text.
        #expect(run.baselineOffset > lineHeight / 2 && run.baselineOffset < lineHeight)
    }

    @Test func fontMetricsMatchTheFile() throws {
        let font = try hhea("Inter-Regular.otf")
        let metrics = try Fixture.engine().fontMetrics(.regular)
        #expect(metrics.unitsPerEm == font.upem)
        #expect(metrics.ascender == font.ascender)
        #expect(metrics.descender == font.descender)
        let run = try Fixture.engine().shape("x", style: Fixture.body)
        #expect(abs(metrics.baselineOffset(size: 16, lineHeight: 24) - run.baselineOffset) < 1e-12)
    }

    @Test func capAndXHeightsMatchTheInkOfHAndX() throws {
        let engine = try Fixture.engine()
        let metrics = engine.fontMetrics(.regular)
        let h = engine.shape("H", style: Fixture.body).inkBounds
        let x = engine.shape("x", style: Fixture.body).inkBounds
        // Flat-topped letters sit on the baseline and reach exactly the OS/2 heights (y grows down).
        #expect(abs(h.minY + metrics.capHeight(at: 16)) < 1e-9)
        #expect(abs(x.minY + metrics.xHeight(at: 16)) < 1e-9)
        #expect(abs(h.maxY) < 1e-9)
    }
}
