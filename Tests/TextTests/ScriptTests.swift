import Geometry
import SpecimenTokens
import Testing
@testable import SpecimenText

/// Every script the fallback chain promises draws real, distinct glyphs from the right font.
@Suite struct ScriptTests {
    @Test(arguments: [
        ("ب", "ج", "noto-arabic"), ("ש", "ל", "noto-hebrew"), ("क", "म", "noto-devanagari"),
        ("ก", "ท", "noto-thai"), ("中", "文", "noto-cjk"), ("の", "テ", "noto-cjk"), ("한", "국", "noto-cjk"),
        ("這", "體", "noto-cjk"), ("A", "g", "inter-regular"),
        // The rest of CLDR's 30 most used scripts (scriptMetadata.txt, web rank up to 30).
        ("Ω", "λ", "inter-regular"), ("Ж", "я", "inter-regular"),
        ("ক", "খ", "noto-bengali"), ("ਕ", "ਖ", "noto-gurmukhi"), ("ક", "ખ", "noto-gujarati"), ("କ", "ଖ", "noto-oriya"),
        ("க", "ம", "noto-tamil"), ("క", "మ", "noto-telugu"), ("ಕ", "ಮ", "noto-kannada"), ("ക", "മ", "noto-malayalam"),
        ("ක", "ග", "noto-sinhala"), ("ກ", "ຂ", "noto-lao"), ("ཀ", "ག", "noto-tibetan"), ("က", "ခ", "noto-myanmar"),
        ("ქ", "ა", "noto-georgian"), ("አ", "ማ", "noto-ethiopic"), ("ក", "ខ", "noto-khmer"), ("Հ", "ա", "noto-armenian"),
        ("ދ", "ވ", "noto-thaana"),
        // Rare Han: U+2000B (Extension B, JIS X 0213), U+20B9F, and U+4E02 outside every level-1 set.
        ("\u{2000B}", "\u{20B9F}", "noto-cjk-rare"), ("丂", "龘", "noto-cjk-rare"),
    ])
    func twoCharactersDrawDifferentRealGlyphs(first: String, second: String, font: String) throws {
        let engine = try Fixture.engine()
        let a = engine.shape(first, style: Fixture.body), b = engine.shape(second, style: Fixture.body)
        for run in [a, b] {
            #expect(run.glyphs.count == 1)
            #expect(run.glyphs.allSatisfy { $0.glyphID != 0 && $0.font == font })
            #expect(!engine.outline(of: run.glyphs[0], in: run).isEmpty)
            #expect(run.width > 0)
        }
        #expect(engine.outline(of: a.glyphs[0], in: a).elements != engine.outline(of: b.glyphs[0], in: b).elements)
    }

    @Test func emojiAreColourPictures() throws {
        let engine = try Fixture.engine()
        let smile = engine.shape("😀", style: Fixture.body), party = engine.shape("🎉", style: Fixture.body)
        let pictures = [smile, party].compactMap { run in run.glyphs.first.flatMap { engine.colorImage(of: $0, in: run) } }
        #expect(pictures.count == 2)
        #expect(smile.glyphs[0].font == "noto-emoji" && smile.glyphs[0].glyphID != 0)
        #expect(pictures[0].premultipliedRGBA != pictures[1].premultipliedRGBA)
        // An em-sized picture on the baseline: about as tall as the font size, and not grey.
        #expect(abs(pictures[0].frame.height - 16) < 3)
        let rgba = pictures[0].premultipliedRGBA
        let coloured = stride(from: 0, to: rgba.count, by: 4).contains { rgba[$0] > rgba[$0 + 2] + 80 }
        #expect(coloured)
    }

    /// Issue 25, examples 1 and 3: a space after an emoji is the text font's (it was the emoji font's
    /// 19.92 pt), a skin tone stays on its hand, and ZWJ families, flags, subdivision flags and keycaps
    /// are one glyph each.
    @Test(arguments: [
        ("Party 🎉👍 ok", 2), ("Party 👍🏽 ok", 1), ("a 👨‍👩‍👧 b", 1), ("a 🇯🇵 b", 1), ("a 🏴󠁧󠁢󠁳󠁣󠁴󠁿 b", 1), ("a 1️⃣ b", 1),
        ("a 👩‍⚕️ b", 1), ("a 🏳️‍🌈 b", 1), ("a 🫱🏻‍🫲🏿 b", 1), ("نعم 👨‍👩‍👧 نعم", 1), ("a 🎉! 🎉, 🎉1", 3),
        ("สวัสดี 🎉 ครับ", 1),
    ])
    func emojiSequencesAreOneGlyphAndTheTextAroundThemKeepsItsFont(text: String, pictures: Int) throws {
        let engine = try Fixture.engine()
        let run = engine.shape(text, style: Fixture.body)
        let emoji = run.glyphs.filter { $0.font == "noto-emoji" }
        #expect(emoji.count == pictures)
        #expect(emoji.allSatisfy { $0.glyphID != 0 && engine.colorImage(of: $0, in: run) != nil })
        let bytes = Array(text.utf8)
        let space = engine.shape(" ", style: Fixture.body).width
        if text.hasSuffix("🎉1") { #expect(run.glyphs.last?.font == "inter-regular", "a digit after an emoji is Inter's") }
        // A space after an emoji is the font of the text before it: Thai's in Thai.
        if text.hasPrefix("สวัสดี") { #expect(run.glyphs.filter { bytes[$0.cluster] == 0x20 }.allSatisfy { $0.font == "noto-thai" }) }
        for glyph in run.glyphs where [UInt8(ascii: " "), UInt8(ascii: "!"), UInt8(ascii: ",")].contains(bytes[glyph.cluster]) {
            #expect(glyph.font != "noto-emoji", "\(text): byte \(glyph.cluster)")
            if bytes[glyph.cluster] == UInt8(ascii: " "), glyph.font == "inter-regular" { #expect(abs(glyph.advance - space) < 1e-9) }
        }
    }

    @Test func arabicLettersTakeTheirJoiningForms() throws {
        let engine = try Fixture.engine()
        let isolated = engine.shape("ب", style: Fixture.body).glyphs[0].glyphID
        // Right to left: visual order is final, medial, initial from the left.
        let word = engine.shape("ببب", style: Fixture.body)
        #expect(word.isRightToLeft)
        let ids = word.glyphs.map(\.glyphID)
        #expect(ids.count == 3)
        #expect(Set(ids + [isolated]).count == 4, "isolated, initial, medial and final beh are four glyphs")
        #expect(word.glyphs.map(\.cluster) == [4, 2, 0])
    }

    @Test func devanagariFormsConjunctsAndThaiStacksMarks() throws {
        let engine = try Fixture.engine()
        let conjunct = engine.shape("क्ष", style: Fixture.body)
        #expect(conjunct.glyphs.count < 3, "ka + virama + ssa ligate into one conjunct")
        let thai = engine.shape("ที่", style: Fixture.body)
        #expect(thai.glyphs.count == 3)
        #expect(Set(thai.glyphs.map(\.cluster)).count == 1, "the marks stay in their base's cluster")
        // Two stacked marks: the tone mark sits above the vowel, not beside it.
        let tops = thai.glyphs.dropFirst().map { engine.outline(of: $0, in: thai).controlBounds.minY + $0.y }
        #expect(tops[1] < tops[0])
    }

    @Test func mixedDirectionTextFollowsTheBidiAlgorithm() throws {
        let engine = try Fixture.engine()
        // "abc " + alef bet gimel + " def": Hebrew shows reversed between the Latin words.
        let text = "abc אבג def"
        let run = engine.shape(text, style: Fixture.body)
        #expect(!run.isRightToLeft)
        #expect(run.glyphs.map(\.cluster) == [0, 1, 2, 3, 8, 6, 4, 10, 11, 12, 13])
        // In a right-to-left paragraph the Latin word goes left of the Hebrew one.
        let rtl = engine.shape("שלום abc", style: Fixture.body)
        #expect(rtl.isRightToLeft)
        #expect(rtl.glyphs.prefix(3).map(\.cluster) == [9, 10, 11])
        // Digits alone take the environment's direction: each number reads left to right, but in a
        // right-to-left UI the second number shows first (rule N1); "12-34" stays one number (W4).
        let rtlUI = TextEnvironment(direction: .rightToLeft)
        let digits = engine.shape("12 34", style: Fixture.body, environment: rtlUI)
        #expect(digits.isRightToLeft)
        #expect(digits.glyphs.map(\.cluster) == [3, 4, 2, 0, 1])
        #expect(engine.shape("12-34", style: Fixture.body, environment: rtlUI).glyphs.map(\.cluster) == [0, 1, 2, 3, 4])
    }

    @Test func aCharacterNoFontHasDrawsTheBoxAndIsReported() throws {
        let engine = try Fixture.engine()
        // An Egyptian hieroglyph: no font in Fonts/ has one.
        let run = engine.shape("a\u{13000}b", style: Fixture.body)
        #expect(run.glyphs.map(\.glyphID)[1] == 0)
        #expect(!engine.outline(of: run.glyphs[1], in: run).isEmpty, "the placeholder is visible")
        #expect(engine.missing.codePoints.contains(0x13000))
        #expect(MissingCharacters.warning(0x0F00) == "specimen: warning: no font in Fonts/ has U+0F00; it draws as a box")
    }

    @Test func ideographsBreakWithoutSpacesButNotBeforeClosingPunctuation() throws {
        let engine = try Fixture.engine()
        let text = "日本語のテキストを、ここで折り返します。"
        let lines = engine.lines(text, style: Fixture.body, maxWidth: 70)
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { $0.width <= 70 + 1e-9 })
        #expect(lines.map(\.text).joined() == text)
        #expect(lines.allSatisfy { !$0.text.hasPrefix("、") && !$0.text.hasPrefix("。") })
    }

    @Test func rightToLeftTruncationKeepsTheLogicalStart() throws {
        let engine = try Fixture.engine()
        let run = engine.truncated("مرحبا بالعالم كله", style: Fixture.body, maxWidth: 60)
        #expect(run.width <= 60)
        #expect(run.text.hasPrefix("مرحبا"))
        #expect(run.text.hasSuffix("…"))
        // The ellipsis is the logical end: in right-to-left text, the leftmost glyph.
        #expect(run.glyphs.first?.cluster == run.text.utf8.count - "…".utf8.count)
    }
}
