import SpecimenTokens
import Testing
import TestSupport
@testable import SpecimenText

/// Text no one tuned for: a greeting in every script of CLDR's 30 most used, and generated paragraphs
/// mixing them with every class of emoji, shaped, wrapped and truncated as the components do.
@Suite struct GeneratedContentTests {
    /// A greeting per script, and the font its letters must come from.
    static let greetings: [(text: String, font: String)] = [
        ("Hello", "inter-regular"), ("Καλημέρα", "inter-regular"), ("Здравствуйте", "inter-regular"),
        ("مرحبا", "noto-arabic"), ("שלום", "noto-hebrew"), ("नमस्ते", "noto-devanagari"), ("নমস্কার", "noto-bengali"),
        ("ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ", "noto-gurmukhi"), ("નમસ્તે", "noto-gujarati"), ("ନମସ୍କାର", "noto-oriya"), ("வணக்கம்", "noto-tamil"),
        ("నమస్కారం", "noto-telugu"), ("ನಮಸ್ಕಾರ", "noto-kannada"), ("നമസ്കാരം", "noto-malayalam"), ("ආයුබෝවන්", "noto-sinhala"),
        ("สวัสดีครับ", "noto-thai"), ("ສະບາຍດີ", "noto-lao"), ("བཀྲ་ཤིས་བདེ་ལེགས།", "noto-tibetan"), ("မင်္ဂလာပါ", "noto-myanmar"),
        ("გამარჯობა", "noto-georgian"), ("ሰላም", "noto-ethiopic"), ("សួស្តី", "noto-khmer"), ("Բարեւ", "noto-armenian"),
        ("އައްސަލާމް", "noto-thaana"), ("你好世界", "noto-cjk"), ("こんにちは", "noto-cjk"), ("カタカナ", "noto-cjk"),
        ("안녕하세요", "noto-cjk"), ("𠀋𠮟", "noto-cjk-rare"),
    ]

    /// One of each class of emoji: single, with a skin tone, ZWJ family, profession, flag, subdivision
    /// flag, keycap, text-default symbol asked for as emoji.
    static let emoji = ["🎉", "👍🏽", "👨‍👩‍👧", "👩🏾‍⚕️", "🇧🇷", "🏴󠁧󠁢󠁷󠁬󠁳󠁿", "#️⃣", "❤️"]

    @Test(arguments: greetings.map(\.text))
    func everyGreetingDrawsRealGlyphsFromItsScriptsFont(_ text: String) throws {
        let engine = try TextEngine(fonts: Fixture.fonts())
        let font = try #require(Self.greetings.first { $0.text == text }?.font)
        for style in [Fixture.body, Fixture.label, Fixture.title] {
            let run = engine.shape(text, style: style)
            #expect(run.glyphs.allSatisfy { $0.glyphID != 0 }, "no .notdef box")
            let bytes = Array(text.utf8)
            // Inter has the style's weight; a fallback has one weight for all.
            let expected =
                font == "inter-regular" ? ["inter-regular", "inter-medium", "inter-semibold"][[Fixture.body, Fixture.label, Fixture.title].firstIndex(of: style)!] : font
            #expect(run.glyphs.filter { bytes[$0.cluster] != 0x20 }.allSatisfy { $0.font == expected }, "\(Set(run.glyphs.map(\.font)))")
            #expect(engine.missing.codePoints.isEmpty)
            #expect(run.inkBounds.width > 0 && run.width > 0)
        }
    }

    @Test(arguments: 0..<40)
    func generatedParagraphsWrapAndTruncateWithoutLosingOrBoxingAnything(seed: Int) throws {
        let engine = try TextEngine(fonts: Fixture.fonts())
        var random = SplitMix64(seed: UInt64(seed))
        var words: [String] = []
        for _ in 0..<4 + random.below(10) {
            words.append(random.below(4) == 0 ? Self.emoji[random.below(Self.emoji.count)] : Self.greetings[random.below(Self.greetings.count)].text)
        }
        let text = words.joined(separator: " ")
        let maxWidth = Double(60 + random.below(280))
        let environment = TextEnvironment(direction: random.below(2) == 0 ? .leftToRight : .rightToLeft)
        let lines = engine.lines(text, style: Fixture.body, maxWidth: maxWidth, environment: environment)
        #expect(lines.allSatisfy { $0.width <= maxWidth + 1e-9 }, "\(text) at \(maxWidth)")
        // Nothing lost but the spaces at the breaks; nothing drawn as a box.
        #expect(lines.map(\.text).joined().filter { $0 != " " } == text.filter { $0 != " " })
        #expect(lines.allSatisfy { $0.glyphs.allSatisfy { $0.glyphID != 0 } })
        #expect(engine.missing.codePoints.isEmpty)
        // Every emoji is one colour glyph wherever the lines fall.
        let pictures = lines.flatMap(\.glyphs).filter { $0.font == "noto-emoji" }.count
        #expect(pictures == words.filter { Self.emoji.contains($0) }.count)
        // Lines of one paragraph share its direction.
        #expect(Set(lines.map(\.isRightToLeft)).count == 1)
        let cut = engine.truncated(text, style: Fixture.body, maxWidth: maxWidth, environment: environment)
        #expect(cut.width <= maxWidth + 1e-9)
        #expect(cut.glyphs.allSatisfy { $0.glyphID != 0 })
    }
}
