import Foundation
import Testing
import Pixels
@testable import SpecimenTokens

/// DTCG 2025.10 as the format's own test suite writes it (`Fixtures/dtcg-2025.10`, unchanged, with its
/// licence), plus what Specimen reads of each feature.
@Suite struct DTCGFormatTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/dtcg-2025.10")

    static func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    static func theme(_ relative: String) throws -> Theme {
        try Theme(name: "t", document: try TokenDocument.load(contentsOf: fixtures.appendingPathComponent(relative)))
    }

    static func theme(json: String) throws -> Theme {
        try Theme(name: "t", document: try TokenDocument.parse(Data(json.utf8), source: "test.json"))
    }

    @Test func thereAreConformanceFiles() {
        #expect(Self.files("positive").count >= 30)
        #expect(FileManager.default.fileExists(atPath: Self.fixtures.appendingPathComponent("LICENSE.md").path))
    }

    /// Every valid file of the format's test suite loads and resolves.
    @Test(arguments: files("positive"))
    func aValidFileLoads(_ file: String) throws {
        let theme = try Self.theme("positive/" + file)
        #expect(!theme.values.isEmpty, "\(file) has tokens")
    }

    /// The invalid files Specimen refuses, each with an error naming the file and the token.
    @Test(arguments: [
        ("color-unknown-colorSpace.json", "invalid-color"),
        ("circular-extends.json", "circular-extends-a"),
        ("dimension-wrong-unit.json", "invalid-dimension"),
        ("type-not-string.json", "invalid-group"),
        ("color-alpha-out-of-range.json", "invalid-color"),
        ("color-negative-alpha.json", "invalid-color"),
        ("circular-reference-chain.json", "circular-reference-chain-1"),
    ])
    func anInvalidFileIsRefused(_ file: String, token: String) {
        do {
            _ = try Self.theme("negative/" + file)
            Issue.record("\(file) must be refused")
        } catch {
            let text = "\(error)"
            #expect(text.contains(token), "\(text)")
            #expect(text.contains(file), "every refusal names the file: \(text)")
        }
    }

    /// What the suite's files resolve to, where the value is stated.
    @Test(arguments: [
        ("positive/srgb-basic.json", "color", "#FF0080"),
        ("positive/srgb-with-alpha.json", "color", "#3366CC80"),
        ("positive/hsl-basic.json", "color", "#40BFBF"),
        ("positive/hsl-with-none.json", "color", "#FFFFFF"),
        ("positive/hwb-basic.json", "color", "#33B333"),
        ("positive/alpha-fully-transparent.json", "color", "#00000000"),
        ("positive/color-components-ref-hsl.json", "colors/derived", "#40BF40"),
    ])
    func aColourResolves(_ file: String, token: String, hex: String) throws {
        #expect(try Self.theme(file).color(TokenPath(token)).hex == hex)
    }

    @Test func dimensionsInPxAndRem() throws {
        #expect(try Self.theme("positive/rem-basic.json").dimension("dimension") == 32, "2rem at 16 px a rem")
        let extreme = try Self.theme("positive/extreme-dimension-values.json")
        #expect(try extreme.dimension("dimensions/large") == 9999.99)
        #expect(try extreme.dimension("dimensions/tiny") == 0.016)
        let drafts = try Self.theme(
            json: ##"{"a": {"$type": "dimension", "$value": "8px"}, "b": {"$type": "dimension", "$value": "0.5rem"}, "c": {"$value": {"value": 4, "unit": "px"}}}"##)
        #expect(try drafts.dimension("a") == 8)
        #expect(try drafts.dimension("b") == 8)
        #expect(try drafts.dimension("c") == 4, "an untyped {value, unit} is a dimension")
    }

    @Test func rootExtendsAndReferences() throws {
        let root = try Self.theme(
            json:
                ##"{"accent": {"$type": "color", "$root": {"$value": "#112233"}, "light": {"$value": "#445566"}}, "use": {"$type": "color", "$value": "{accent}"}, "same": {"$type": "color", "$value": "{accent.$root}"}}"##
        )
        #expect(try root.color("use").hex == "#112233", "{group} names the group's $root")
        #expect(try root.color("same").hex == "#112233")
        let extended = try Self.theme("positive/multi-level-extends.json")
        #expect(extended.values["primary-button/text"] != nil, "inherited through two $extends")
        #expect(extended.values["button/text"] != nil)
        let pointer = try Self.theme("positive/json-pointer-subproperty.json")
        #expect(try pointer.value("numbers/component") == .number(0))
        let typography = try Self.theme("positive/typography-property-refs.json")
        #expect(try typography.value("extracted-font-family") == .string("sans-serif"))
    }

    @Test func deprecationIsKept() throws {
        let theme = try Self.theme("positive/deprecated-string.json")
        #expect(theme.deprecations["dimension"] == "Use spacing.base instead")
        let flag = try Self.theme(json: ##"{"old": {"$deprecated": true, "a": {"$type": "color", "$value": "#000000"}}}"##)
        #expect(flag.deprecations["old/a"] == "", "a group's $deprecated reaches its tokens")
    }

    /// Typography: fontFamily arrays, named weights, rem sizes, and the nearest shipped weight.
    @Test func typography() throws {
        let theme = try Self.theme(
            json: """
                {"t": {"$type": "typography", "$value": {"fontFamily": ["Inter", "sans-serif"], "fontSize": {"value": 1, "unit": "rem"},
                       "fontWeight": "semi-bold", "lineHeight": 1.5, "letterSpacing": {"value": 0, "unit": "px"}}},
                 "bold": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 14, "fontWeight": 700, "lineHeight": "20px"}},
                 "fam": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]},
                 "w": {"$type": "fontWeight", "$value": "extra-bold"}}
                """)
        #expect(try theme.textStyle("t") == TextStyle(name: "t", size: 16, lineHeight: 24, weight: .semiBold), "1.5 is a multiple of 16")
        #expect(try theme.textStyle("bold") == TextStyle(name: "bold", size: 14, lineHeight: 20, weight: .bold), "Inter Bold ships")
        #expect(theme.warnings.isEmpty)
        let between = try Self.theme(json: #"{"t": {"$type": "typography", "$value": {"fontSize": 14, "fontWeight": 650, "lineHeight": 20}}}"#)
        #expect(try between.textStyle("t").weight == .semiBold, "a tie goes to the spec's weight")
        #expect(between.warnings.map(\.kind) == [.weightSubstituted])
        #expect(try theme.value("fam") == .string("Inter, sans-serif"))
        #expect(try theme.value("w") == .number(800))
    }

    /// `letterSpacing` in points (px, rem, a bare number), em, or % of the size (Tokens Studio's and
    /// Figma's PERCENT), directly or through an alias; an unreadable one is refused naming the forms.
    @Test(arguments: [
        (#"{"value": 0.32, "unit": "px"}"#, 0.32), (#""0.16px""#, 0.16), ("0.5", 0.5), (#""0.02em""#, 0.32),
        (#"{"value": 0.1, "unit": "em"}"#, 1.6), (#""2%""#, 0.32), (#""-1.5%""#, -0.24), (#""{ls}""#, 0.8), (#""{pct}""#, 0.08),
    ])
    func letterSpacing(raw: String, points: Double) throws {
        let theme = try Self.theme(
            json: """
                {"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 16, "fontWeight": 400, "lineHeight": 24, "letterSpacing": \(raw)}},
                 "ls": {"$type": "dimension", "$value": "0.8px"}, "pct": {"value": "0.5%", "type": "letterSpacing"}}
                """)
        #expect(abs(try theme.textStyle("t").letterSpacing - points) < 1e-12)
    }

    @Test func anUnreadableLetterSpacingIsRefused() throws {
        #expect {
            try Self.theme(json: #"{"t": {"$type": "typography", "$value": {"fontSize": 16, "fontWeight": 400, "lineHeight": 24, "letterSpacing": "wide"}}}"#).textStyle("t")
        } throws: { "\($0)".contains("a letter spacing such as") }
    }

    /// `fontFeatures` as an object of tags and values or a list of tags; a bad tag is refused naming the forms.
    @Test func fontFeaturesAreReadFromATypography() throws {
        let theme = try Self.theme(
            json: """
                {"o": {"$type": "typography", "$value": {"fontSize": 16, "fontWeight": 400, "lineHeight": 24, "fontFeatures": {"tnum": 1, "liga": false, "salt": 2}}},
                 "l": {"$type": "typography", "$value": {"fontSize": 16, "fontWeight": 400, "lineHeight": 24, "fontFeatures": ["tnum", "ss01"]}}}
                """)
        #expect(try theme.textStyle("o").features == ["tnum": 1, "liga": 0, "salt": 2])
        #expect(try theme.textStyle("l").features == ["tnum": 1, "ss01": 1])
        #expect {
            try Self.theme(json: #"{"t": {"$type": "typography", "$value": {"fontSize": 16, "fontWeight": 400, "lineHeight": 24, "fontFeatures": ["tabular"]}}}"#).textStyle("t")
        } throws: { "\($0)".contains("not an OpenType feature tag") }
    }

    /// `fontStyle`, `fontVariations`, `paragraphSpacing` and `paragraphIndent` are read from a typography;
    /// a bad value is refused naming what is valid.
    @Test func italicAxesAndParagraphFieldsAreReadFromATypography() throws {
        let theme = try Self.theme(
            json: """
                {"t": {"$type": "typography", "$value": {"fontSize": 16, "fontWeight": 400, "lineHeight": 24, "fontStyle": "italic",
                   "fontVariations": {"wght": 450, "wdth": 87.5}, "paragraphSpacing": "12px", "paragraphIndent": {"value": 1, "unit": "rem"}}},
                 "u": {"$type": "typography", "$value": {"fontSize": 16, "fontWeight": 400, "lineHeight": 24, "fontStyle": "normal"}}}
                """)
        let t = try theme.textStyle("t"), u = try theme.textStyle("u")
        #expect(t.italic && !u.italic)
        #expect(t.variations == ["wght": 450, "wdth": 87.5] && u.variations.isEmpty)
        #expect(t.paragraphSpacing == 12 && t.paragraphIndent == 16 && u.paragraphSpacing == 0 && u.paragraphIndent == 0)
        for (field, message) in [
            (#""fontStyle": "slanted""#, "a fontStyle of \"normal\" or \"italic\""), (#""fontVariations": {"weight": 400}"#, "not a variation axis tag"),
            (#""fontVariations": "'wght' 400""#, "font variations"), (#""paragraphSpacing": -4"#, "a paragraphSpacing from 0"),
        ] {
            #expect {
                try Self.theme(json: #"{"t": {"$type": "typography", "$value": {"fontSize": 16, "fontWeight": 400, "lineHeight": 24, \#(field)}}}"#).textStyle("t")
            } throws: { "\($0)".contains(message) }
        }
    }

    /// `lineHeight` "auto" (Tokens Studio's AUTO, Figma's INTRINSIC_%) is the font's own, filled in by
    /// the text engine; until then 1.2 x the size.
    @Test(arguments: [#""auto""#, #""AUTO""#, #""normal""#])
    func autoLineHeightIsMarked(raw: String) throws {
        let theme = try Self.theme(json: #"{"t": {"$type": "typography", "$value": {"fontSize": 20, "fontWeight": 400, "lineHeight": \#(raw)}}}"#)
        let style = try theme.textStyle("t")
        #expect(style.autoLineHeight && style.lineHeight == 24)
    }

    /// Types Specimen does not draw with are read and kept, never refused.
    @Test func typesSpecimenDoesNotDrawWithAreRead() throws {
        let theme = try Self.theme(
            json:
                ##"{"s": {"$type": "shadow", "$value": [{"color": "#000", "offsetX": "1px"}]}, "d": {"$type": "duration", "$value": {"value": 100, "unit": "ms"}}, "e": {"$type": "cubicBezier", "$value": [0.5, 0, 1, 1]}}"##
        )
        #expect(theme.values.count == 3)
    }

    /// Tokens Studio's legacy form and the earlier drafts.
    @Test func legacyAndDraftForms() throws {
        let theme = try Self.theme(
            json: """
                {"brand": {"base": {"value": "#155DFC", "type": "color"}, "radius": {"value": "8", "type": "borderRadius"}},
                 "draft": {"c": "#FF0000", "d": "8px"},
                 "ts": {"body": {"value": {"fontFamily": "Inter", "fontWeight": "Semi Bold", "fontSize": "16", "lineHeight": "24"}, "type": "typography"}}}
                """)
        #expect(try theme.color("brand/base").hex == "#155DFC")
        #expect(try theme.dimension("brand/radius") == 8)
        #expect(try theme.color("draft/c").hex == "#FF0000")
        #expect(try theme.dimension("draft/d") == 8)
        #expect(try theme.textStyle("ts/body").weight == .semiBold)
    }

    /// A `$type` with no `$value` (Figma's file has one) is a warning, not a failure.
    @Test func aTypeWithoutAValueIsAWarning() throws {
        let document = try TokenDocument.parse(Data(##"{"g": {"empty": {"$type": "color"}, "ok": {"$type": "color", "$value": "#000000"}}}"##.utf8), source: "figma.json")
        #expect(document.entries.count == 1)
        #expect(document.warnings.map(\.description) == ["figma.json: g/empty: has $type but no $value; it is skipped"])
    }

    /// JSON5, as Primer writes its sources: comments, bare keys, single quotes, trailing commas.
    @Test func json5Sources() throws {
        let theme = try Self.theme(
            json: """
                /** light */ { base: { color: { blue: { '5': { $value: '#0969da', $type: 'color', }, }, }, }, // end
                }
                """)
        #expect(try theme.color("base/color/blue/5").hex == "#0969DA")
    }
}
