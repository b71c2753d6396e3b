import SpecimenTokens
import Testing

@testable import SpecimenText

/// `SmallCaps`: Inter has no `smcp` or `c2sc`, so small capitals are made as browsers make them: the
/// capital's glyph at 0.7 of the size, its advance and outline scaled, the characters as written.
@Suite struct SmallCapsTests {
    static func style(_ features: [String: Int]) -> TextStyle {
        TextStyle(name: "t", size: 20, lineHeight: 24, weight: .regular, features: features)
    }

    @Test func interHasNoSmallCapsOfItsOwn() throws {
        let face = try TextEngine.shared().face(.regular)
        #expect(!face.hasFeature("smcp") && !face.hasFeature("c2sc"))
        #expect(face.hasFeature("tnum") && face.hasFeature("ss01"))
    }

    @Test func aLowerCaseLetterIsTheCapitalAtSevenTenths() throws {
        let engine = try TextEngine.shared()
        let capital = try #require(engine.shape("B", style: Self.style([:])).glyphs.first)
        let run = engine.shape("b", style: Self.style(["smcp": 1]))
        let small = try #require(run.glyphs.first)
        #expect(run.text == "b" && small.glyphID == capital.glyphID)
        #expect(abs(small.advance - capital.advance * 0.7) < 1e-9 && abs(run.width - capital.advance * 0.7) < 1e-9)
        let full = engine.outline(of: capital, in: engine.shape("B", style: Self.style([:]))).controlBounds
        let drawn = engine.outline(of: small, in: run).controlBounds
        #expect(abs(drawn.height - full.height * 0.7) < 1e-6, "\(drawn.height) vs \(full.height)")
        // Capitals stay full size under smcp; c2sc makes them small too.
        #expect(engine.shape("B", style: Self.style(["smcp": 1])).width == capital.advance)
        #expect(abs(engine.shape("B", style: Self.style(["smcp": 1, "c2sc": 1])).width - capital.advance * 0.7) < 1e-9)
    }

    /// Chromium makes its small-caps font at `lroundf(size * 0.7)`: at 16 pt a small capital is the
    /// capital at 11 pt (not 11.2), at 14 pt at 10 (not 9.8).
    @Test func theSmallSizeIsRoundedToAWholePoint() throws {
        let engine = try TextEngine.shared()
        for (size, small) in [(16.0, 11.0), (14, 10), (12, 8), (15, 11)] {
            let plain = TextStyle(name: "t", size: size, lineHeight: 24, weight: .regular)
            var caps = plain
            caps.features = ["smcp": 1]
            let capital = try #require(engine.shape("B", style: plain).glyphs.first)
            let glyph = try #require(engine.shape("b", style: caps).glyphs.first)
            #expect(abs(glyph.advance - capital.advance * small / size) < 1e-9, "\(size): \(glyph.advance)")
            #expect(glyph.identity?.size == small)
        }
    }

    @Test func lettersWhoseCapitalIsLongerStayAsWritten() throws {
        let engine = try TextEngine.shared()
        let plain = engine.shape("ß1", style: Self.style([:])), small = engine.shape("ß1", style: Self.style(["smcp": 1]))
        #expect(small.glyphs.map(\.glyphID) == plain.glyphs.map(\.glyphID) && small.width == plain.width)
    }
}
