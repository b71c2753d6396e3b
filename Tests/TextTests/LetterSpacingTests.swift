import SpecimenTokens
import Testing

@testable import SpecimenText

/// `LetterSpacing`'s rule: after every cluster, the last included; never inside a cluster; no optional
/// ligatures while spaced; letters of joining scripts unspaced, their spaces spaced.
@Suite struct LetterSpacingTests {
    static func style(_ spacing: Double, size: Double = 16) -> TextStyle {
        TextStyle(name: "t", size: size, lineHeight: 24, weight: .regular, letterSpacing: spacing)
    }

    @Test(arguments: [("Button", 6), ("THE BUNGALOWS", 13), ("Tag 24", 6), ("e\u{301}te\u{301}", 3), ("👩‍👩‍👧 ok", 4)])
    func everyClusterTheLastIncludedIsSpacedOnce(text: String, clusters: Int) throws {
        let engine = try TextEngine.shared()
        let plain = engine.shape(text, style: Self.style(0)), spaced = engine.shape(text, style: Self.style(0.32))
        #expect(abs(spaced.width - plain.width - 0.32 * Double(clusters)) < 1e-9, "\(text): \(spaced.width) vs \(plain.width)")
        // The first glyph stays at the origin; each later glyph moves by the clusters before it.
        #expect(spaced.glyphs.first?.x == plain.glyphs.first?.x)
        let lastMoved = (spaced.glyphs.last?.x ?? 0) - (plain.glyphs.last?.x ?? 0)
        #expect(abs(lastMoved - 0.32 * Double(clusters - 1)) < 1e-9)
    }

    @Test func negativeSpacingTightensAndInkMovesWithTheGlyphs() throws {
        let engine = try TextEngine.shared()
        let plain = engine.shape("Wave", style: Self.style(0)), tight = engine.shape("Wave", style: Self.style(-0.5))
        #expect(abs(tight.width - (plain.width - 2)) < 1e-9)
        #expect(abs(tight.inkBounds.maxX - (plain.inkBounds.maxX - 1.5)) < 1e-9)
    }

    @Test func arabicLettersStayJoinedAndOnlyTheSpaceIsSpaced() throws {
        let engine = try TextEngine.shared()
        let text = "مرحبا بالعالم"
        let plain = engine.shape(text, style: Self.style(0)), spaced = engine.shape(text, style: Self.style(2))
        #expect(abs(spaced.width - plain.width - 2) < 1e-9)
        #expect(spaced.glyphs.map(\.glyphID) == plain.glyphs.map(\.glyphID), "the joining forms are the same")
    }

    @Test func spacingTurnsOptionalLigaturesOff() throws {
        let engine = try TextEngine.shared()
        let style = Self.style(1)
        let run = engine.shape("office", style: style)
        let clusters = Set(run.glyphs.map(\.cluster)).count
        #expect(clusters == 6, "every letter its own cluster when spaced")
        #expect(abs(run.width - engine.shape("office", style: Self.style(0), environment: .standard, disabling: ["liga", "clig"]).width - 6) < 1e-9)
    }

    @Test func wrappingCountsTheSpacingInEveryLinesWidth() throws {
        let engine = try TextEngine.shared()
        let text = "Line breaking sees the whole paragraph"
        let plain = engine.lines(text, style: Self.style(0), maxWidth: 160), spaced = engine.lines(text, style: Self.style(1), maxWidth: 160)
        #expect(spaced.allSatisfy { $0.width <= 160 })
        #expect(spaced.count > plain.count)
    }
}
