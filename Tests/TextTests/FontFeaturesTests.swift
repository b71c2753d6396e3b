import SpecimenTokens
import Testing

@testable import SpecimenText

/// `FontFeatures`: a style's OpenType features reach HarfBuzz. Inter's digits are proportional by
/// default and tabular with `tnum`, so "1111" and "0000" are as wide as each other only with it.
@Suite struct FontFeaturesTests {
    static func style(_ features: [String: Int]) -> TextStyle {
        TextStyle(name: "t", size: 16, lineHeight: 24, weight: .regular, features: features)
    }

    @Test func tabularFiguresMakeEveryDigitAsWide() throws {
        let engine = try TextEngine.shared()
        let plain = Self.style([:]), tabular = Self.style(["tnum": 1])
        let ones = engine.width(of: "1111", style: plain), zeros = engine.width(of: "0000", style: plain)
        #expect(abs(ones - zeros) > 1, "proportional: \(ones) vs \(zeros)")
        let tabularOnes = engine.width(of: "1111", style: tabular), tabularZeros = engine.width(of: "0000", style: tabular)
        #expect(abs(tabularOnes - tabularZeros) < 1e-9, "tabular: \(tabularOnes) vs \(tabularZeros)")
        // Turned off explicitly, the default comes back (and the run cache keeps the two apart).
        #expect(engine.width(of: "1111", style: Self.style(["tnum": 0])) == ones)
    }

    /// A feature turned off is off: `kern` 0 shapes "AV" as the unkerned reference does, and wider
    /// than Inter's default kerning.
    @Test func aFeatureTurnedOffIsOff() throws {
        let engine = try TextEngine.shared()
        let unkerned = engine.width(of: "AV", style: Self.style(["kern": 0]))
        #expect(unkerned == engine.shape("AV", style: Self.style([:]), disabling: ["kern"]).width)
        #expect(unkerned > engine.width(of: "AV", style: Self.style([:])) + 0.1)
    }

    @Test(arguments: [("tnu", "not an OpenType feature tag"), ("tnum!", "not an OpenType feature tag"), (" abc", "not an OpenType feature tag")])
    func badTagsAreNamed(tag: String, reason: String) {
        guard case .failure(let failure) = FontFeatures.read([(tag, 1)]) else {
            Issue.record("\(tag) read")
            return
        }
        #expect(failure.text.contains(reason))
    }

    @Test func valuesAreWholeAndInRange() {
        #expect(throws: Never.self) { try FontFeatures.read([("salt", 3), ("ss01", 1)]).get() }
        for bad in [-1, 0.5, 70_000, Double.nan] {
            guard case .failure = FontFeatures.read([("salt", bad)]) else {
                Issue.record("\(bad) read")
                continue
            }
        }
        #expect(FontFeatures.settings(["ss01": 1, "kern": 0]) == ["kern=0", "ss01=1"])
    }
}

/// `TextEngine.resolved`: an auto line height is the face's hhea ascender + descender + line gap.
/// Inter's are 2,728 + 680 + 0 of 2,816 units (hhea, typo and win agree), 19.3636 pt at 16 pt.
@Suite struct AutoLineHeightTests {
    @Test func autoIsTheFontsOwnLineHeight() throws {
        let engine = try TextEngine.shared()
        let auto = TextStyle(name: "t", size: 16, lineHeight: 0, weight: .regular, autoLineHeight: true)
        let resolved = engine.resolved(auto)
        #expect(abs(resolved.lineHeight - 16 * 3408 / 2816) < 1e-9)
        #expect(!resolved.autoLineHeight)
        let fixed = TextStyle(name: "t", size: 16, lineHeight: 24, weight: .regular)
        #expect(engine.resolved(fixed) == fixed)
    }
}
