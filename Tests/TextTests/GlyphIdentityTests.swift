import SpecimenText
import SpecimenTokens
import Testing

/// Glyph identities are what the glyph caches key by: they must tell apart exactly what glyph keys do.
@Suite struct GlyphIdentityTests {
    @Test func shapedGlyphsHaveIdentitiesThatAgreeWithTheirKeys() throws {
        let engine = try Fixture.engine()
        var glyphs: [ShapedGlyph] = []
        for weight in [FontWeight.regular, .medium, .semiBold] {
            for size in [12.0, 16.0, 16.5] {
                glyphs += engine.shape("Hello, wall — مرحبا 1.5", style: TextStyle(name: "t", size: size, lineHeight: 24, weight: weight)).glyphs
            }
        }
        #expect(glyphs.count > 100)
        for a in glyphs {
            let identity = try #require(a.identity)
            #expect(identity.glyph == a.glyphID)
            for b in glyphs { #expect((a.key == b.key) == (a.identity == b.identity), "\(a.key) / \(b.key)") }
        }
    }

    @Test func iconIdentitiesTellSizeAndMirroringApart() throws {
        let engine = try Fixture.engine()
        let icon = try engine.icon(named: "chevron-down")
        var mirrored = icon
        mirrored.mirrored = true
        #expect(icon.identity(size: 24) == icon.identity(size: 24))
        #expect(icon.identity(size: 24) != icon.identity(size: 20))
        #expect(icon.identity(size: 24) != mirrored.identity(size: 24))
        #expect(icon.identity(size: 24).glyph == icon.glyphID)
    }
}
