import Foundation
import Testing
import Pixels
@testable import SpecimenTokens

/// Token files as design systems publish them, read unchanged (`Fixtures/<source>/`, each with its
/// licence and a SOURCE.md naming the repository and commit): Adobe Spectrum's own format with its
/// `sets`, Tokens Studio's files from Spectrum and Element's Compound, and Style Dictionary's examples.
@Suite struct RealTokenFileTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func document(_ relative: String) throws -> TokenDocument {
        try TokenDocument.load(contentsOf: fixtures.appendingPathComponent(relative))
    }

    static func theme(_ files: [String], mode: String = "light", required: Set<TokenPath>? = nil) throws -> Theme {
        let document = TokenDocument.layered(try files.map(document)).inMode(mode)
        return try Theme(name: mode, document: document, required: required)
    }

    @Test(arguments: ["spectrum-design-data", "spectrum-tokens-studio-data", "compound-design-tokens", "style-dictionary"])
    func everySourceKeepsItsLicence(_ source: String) {
        let folder = Self.fixtures.appendingPathComponent(source)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("LICENSE").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("SOURCE.md").path))
    }

    // MARK: Adobe Spectrum's own format

    /// `{"$schema": ".../alias.json", "value": "{blue-800}", "uuid": ...}` is a token, not a group
    /// holding tokens named `value` and `uuid`; its colour set's `light` and `dark` are the modes.
    @Test(arguments: [("light", "#4B75FF"), ("dark", "#4069FD")])
    func spectrumColourSetsAreTheModes(mode: String, hex: String) throws {
        let files = ["spectrum-design-data/color-palette.json", "spectrum-design-data/semantic-color-palette.json"]
        // Resolved from the names a mapping would use: the semantic file also aliases color-aliases.json,
        // which is not among the fixtures.
        let theme = try Self.theme(files, mode: mode, required: ["blue-800", "accent-color-800", "informative-color-800"])
        #expect(try theme.color("blue-800").hex == hex)
        // accent-color-800 is a system set (spectrum, express); spectrum is first and not deprecated.
        #expect(try theme.color("accent-color-800").hex == hex)
        #expect(theme.aliases["informative-color-800"] == "blue-800")
        let document = try Self.document("spectrum-design-data/semantic-color-palette.json")
        #expect(document.entries["accent-color-800/value"] == nil && document.entries["accent-color-800/uuid"] == nil)
    }

    @Test func spectrumScaleSetsReadTheirFirstSetAndDeprecationIsKept() throws {
        let theme = try Self.theme(["spectrum-design-data/checkbox.json"])
        #expect(try theme.dimension("checkbox-control-size-medium") == 16, "desktop, the first set")
        let semantic = try Self.document("spectrum-design-data/semantic-color-palette.json")
        #expect(semantic.entries["negative-subdued-background-color-default"]?.deprecated == "", "\"deprecated\": true, no comment")
        #expect(semantic.entries["informative-color-200"]?.deprecated == nil)
        // A deprecated set is passed over for the first that is not: express is deprecated.
        #expect(semantic.entries["accent-color-800"]?.value == .string("{blue-800}"))
    }

    /// A later file's plain value replaces an earlier file's per-mode values of the same token, in
    /// every mode: an override of a Spectrum token is not silently ignored in dark.
    @Test func aLaterFileOverridesASpectrumTokenInEveryMode() throws {
        let palette = try Self.document("spectrum-design-data/color-palette.json")
        let override = try TokenDocument.parse(Data(##"{"blue-800": {"$type": "color", "$value": "#123456"}}"##.utf8), source: "mine.json")
        for mode in ["light", "dark"] {
            let theme = try Theme(name: mode, document: TokenDocument.layered([palette, override]).inMode(mode), required: ["blue-800"])
            #expect(try theme.color("blue-800").hex == "#123456", "\(mode)")
        }
    }

    // MARK: Tokens Studio

    /// Spectrum's Tokens Studio palette: 24 `rgba()` colours, read with their alpha.
    @Test func tokensStudioRGBAColoursAreRead() throws {
        let theme = try Self.theme(["spectrum-tokens-studio-data/palette-light.json"])
        #expect(try theme.color("Palette/transparent-black/300").hex == "#00000026")
        let document = try Self.document("spectrum-tokens-studio-data/palette-light.json")
        let rgba = document.entries.values.filter { if case .string(let s) = $0.value { s.hasPrefix("rgba(") } else { false } }
        #expect(rgba.count == 24)
    }

    @Test func tokensStudioTypographyPrimitivesAreRead() throws {
        let theme = try Self.theme(["spectrum-tokens-studio-data/typography-desktop.json"])
        #expect(theme.values["black-font-weight"] == .number(900))
        #expect(theme.values["cjk-line-height-100"] == .number(1.5))
        // A letter spacing of "5%" is of the font size: kept, never drawn, not refused as a dimension.
        #expect(theme.values["cjk-letter-spacing"] == .string("5%"))
    }

    /// Element's Compound: `"400"` weights, `"150%"` line heights and `"11"` sizes, through aliases.
    @Test func compoundTypographyResolvesPercentagesAndStringWeights() throws {
        let theme = try Self.theme(["compound-design-tokens/platform-web.json"])
        #expect(theme.values["font/weight/regular"] == .number(400))
        #expect(theme.values["font/line-height/regular"] == .number(1.5))
        let style = try theme.textStyle("font/body/xs/regular")
        #expect(style.size == 11 && style.lineHeight == 16.5 && style.weight == .regular, "\(style.summary)")
        let colours = try Self.theme(["compound-design-tokens/theme-light.json"])
        #expect(try colours.color("color/transparent").hex == "#00000000")
        #expect(try colours.color("color/gray/1400").hex == "#1B1D22")
    }

    // MARK: Style Dictionary

    @Test func styleDictionaryExamplesAreRead() throws {
        let aliasing = try Self.theme(["style-dictionary/referencing-aliasing-color-base.json"])
        #expect(try aliasing.color("color/base/gray/medium").hex == "#9299A2", "{r, g, b}")
        #expect(try aliasing.color("color/primary").hex == "#00FF00")
        let deprecation = try Self.document("style-dictionary/tokens-deprecation-color-base.json")
        #expect(deprecation.entries["color/base/red"]?.deprecated == "replace with the \"blue\" color")
        #expect(deprecation.entries["color/base/red/value"] == nil)
        let json5 = try Self.theme(
            ["style-dictionary/transitive-transforms-color-core.json5", "style-dictionary/transitive-transforms-color-font.json5"],
            required: ["color/font/tertiary"])
        #expect(try json5.color("color/font/tertiary").hex == "#000000")
        let tailwind = try Self.theme(["style-dictionary/tailwind-preset-tokens.json"])
        #expect(try tailwind.color("sd/theme/_").hex == "#1FC5BF")
        #expect(try tailwind.dimension("sd/text/small") == 0.75)
    }
}
