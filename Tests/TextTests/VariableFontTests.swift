import Foundation
import SpecimenTokens
import Testing

@testable import SpecimenText

/// Variable fonts (issue 38): a style's axes reach FreeType and HarfBuzz alike, Inter's variable font
/// agrees with its static files at their instances, a variable face in a design system's folder covers
/// every weight, and Inter's italics draw `fontStyle: italic`.
@Suite struct VariableFontTests {
    static let sample = "Primary action, office fifty fluffy 0123"

    static func style(_ weight: FontWeight, italic: Bool = false, variations: [String: Double] = [:], family: String? = nil) -> TextStyle {
        TextStyle(name: "t", size: 16, lineHeight: 24, weight: weight, family: family, italic: italic, variations: variations)
    }

    /// At each named instance (wght 100 to 900, slnt 0 and -10) the variable Inter shapes the sample with
    /// the static file's glyphs and advances, and its outlines' ink lies within 1/64 pt of the static's.
    @Test(arguments: FontWeight.allCases, [false, true])
    func variableInterAgreesWithTheStaticFiles(weight: FontWeight, italic: Bool) throws {
        let engine = try TextEngine.shared()
        let axes: [String: Double] = ["wght": Double(weight.numericWeight), "slnt": italic ? -10 : 0]
        let variable = engine.shape(Self.sample, style: Self.style(weight, variations: axes))
        let fixed = engine.shape(Self.sample, style: Self.style(weight, italic: italic))
        #expect(variable.glyphs.allSatisfy { $0.font.hasPrefix("inter-variable") }, "\(Set(variable.glyphs.map(\.font)))")
        #expect(fixed.glyphs.allSatisfy { !$0.font.hasPrefix("inter-variable") })
        #expect(variable.glyphs.map(\.glyphID) == fixed.glyphs.map(\.glyphID))
        let advances = zip(variable.glyphs, fixed.glyphs).map { abs($0.advance - $1.advance) }.max() ?? 0
        // One font unit at 16 pt is 16 / 2,816 pt: the static CFF and the variable TTF round their advances apart.
        #expect(advances <= 16.0 / 2816 + 1e-9, "\(weight) italic \(italic): advances differ by up to \(advances) pt")
        let ink =
            [
                abs(variable.inkBounds.minX - fixed.inkBounds.minX), abs(variable.inkBounds.maxX - fixed.inkBounds.maxX),
                abs(variable.inkBounds.minY - fixed.inkBounds.minY), abs(variable.inkBounds.maxY - fixed.inkBounds.maxY),
            ].max() ?? 0
        #expect(ink <= 1.0 / 64, "\(weight) italic \(italic): ink bounds differ by \(ink) pt")
    }

    /// A weight between Inter's files is drawn on the axis: wider than the lighter file, narrower than the heavier.
    @Test func aWeightBetweenFilesIsDrawnOnTheAxis() throws {
        let engine = try TextEngine.shared()
        let regular = engine.width(of: Self.sample, style: Self.style(.regular))
        let medium = engine.width(of: Self.sample, style: Self.style(.medium))
        let between = engine.shape(Self.sample, style: Self.style(.regular, variations: ["wght": 450]))
        #expect(between.glyphs.first?.font == "inter-variable@wght450")
        #expect(regular < between.width && between.width < medium, "\(regular) < \(between.width) < \(medium)")
        // Past the axis's range it is clamped, as CSS clamps it: 1,000 draws as 900.
        let clamped = engine.shape(Self.sample, style: Self.style(.regular, variations: ["wght": 1000]))
        #expect(clamped.glyphs.first?.font == "inter-variable@wght900")
        // An axis the font lacks is ignored: the default instance.
        let none = engine.shape(Self.sample, style: Self.style(.regular, variations: ["wdth": 75]))
        #expect(none.glyphs.first?.font == "inter-variable")
    }

    /// A variable face in a design system's folder covers every weight on its wght axis, and an italic
    /// style takes its slant; the static Inter files are not asked.
    @Test func aDesignSystemsVariableFaceCoversEveryWeight() throws {
        let fonts = try Fixture.fonts()
        let engine = try TextEngine(fonts: fonts, extraFonts: [fonts.appendingPathComponent("InterVariable.ttf")])
        let shared = try TextEngine.shared()
        for weight in [FontWeight.thin, .regular, .bold, .black] {
            let run = engine.shape(Self.sample, style: Self.style(weight, family: "Inter"))
            let tag = weight == .regular ? "ds0-intervariable" : "ds0-intervariable@wght\(weight.numericWeight)"
            #expect(run.glyphs.allSatisfy { $0.font == tag }, "\(weight): \(Set(run.glyphs.map(\.font)))")
            let fixed = shared.width(of: Self.sample, style: Self.style(weight))
            #expect(abs(run.width - fixed) <= Double(run.glyphs.count) * 16 / 2816, "\(weight): \(run.width) against the static \(fixed)")
        }
        let italic = engine.shape(Self.sample, style: Self.style(.bold, italic: true, family: "Inter"))
        #expect(italic.glyphs.first?.font == "ds0-intervariable@slnt-10,wght700")
    }

    /// Inter's nine italics draw `italic` styles, each its own weight's file.
    @Test func italicsDrawInInterItalic() throws {
        let engine = try TextEngine.shared()
        for weight in FontWeight.allCases {
            let run = engine.shape("Italic", style: Self.style(weight, italic: true))
            let name = weight == .regular ? "" : weight.rawValue.lowercased().replacingOccurrences(of: " ", with: "")
            #expect(run.glyphs.allSatisfy { $0.font == "inter-\(name)italic" }, "\(weight): \(run.glyphs.map(\.font))")
        }
        // Slanted: the italic's ink leans right of the upright's over the same advances.
        let upright = engine.shape("l", style: Self.style(.regular)), italic = engine.shape("l", style: Self.style(.regular, italic: true))
        #expect(italic.inkBounds.maxX > upright.inkBounds.maxX + 0.5)
    }

    /// Instances are made on first use in any order, yet their glyph keys are the same: they name the coordinates.
    @Test func instanceKeysDoNotDependOnOrder() throws {
        let fonts = try Fixture.fonts()
        let a = try TextEngine(fonts: fonts), b = try TextEngine(fonts: fonts)
        let weights: [Double] = [450, 650, 830]
        let first = weights.map { a.shape("Key", style: Self.style(.regular, variations: ["wght": $0])).glyphs.map(\.key) }
        let second = weights.reversed().map { b.shape("Key", style: Self.style(.regular, variations: ["wght": $0])).glyphs.map(\.key) }.reversed()
        #expect(first == Array(second))
        #expect(first[0].first == "inter-variable@wght450-g\(a.shape("K", style: Self.style(.regular)).glyphs[0].glyphID)-s16")
    }

    /// The axes a style sets, as CSS sets them, explicit ones winning.
    @Test func theStyleSetsTheAxesAsCSSDoes() {
        let axes = [
            VariationAxis(tag: "wght", minValue: 100, defaultValue: 400, maxValue: 900), VariationAxis(tag: "opsz", minValue: 8, defaultValue: 14, maxValue: 32),
            VariationAxis(tag: "ital", minValue: 0, defaultValue: 0, maxValue: 1),
        ]
        var style = Self.style(.bold, italic: true)
        style.size = 20
        #expect(TextEngine.coordinates(style, axes: axes) == ["wght": 700, "opsz": 20, "ital": 1])
        style.variations = ["opsz": 12, "wght": 550]
        #expect(TextEngine.coordinates(style, axes: axes) == ["wght": 550, "opsz": 12, "ital": 1])
        let slanted = [VariationAxis(tag: "slnt", minValue: -10, defaultValue: 0, maxValue: 0)]
        #expect(TextEngine.coordinates(Self.style(.regular, italic: true), axes: slanted) == ["slnt": -14])
        #expect(VariationAxis.clamped(["slnt": -14, "wdth": 80], to: slanted) == ["slnt": -10])
    }
}
