import Foundation
import SpecimenDocument
import SpecimenFigma
import Testing

/// A TEXT node's typography as `import figma` maps it: letter spacing (px and PERCENT) into its style
/// token, `textAutoResize` (Figma's default NONE when absent), `maxLines` with `textTruncation` ENDING,
/// and `textCase`, none of them reported as dropped any more.
@Suite struct FigmaTextImportTests {
    static func text(_ style: String, extra: String = "") -> String {
        #"""
        {"id": "1:1", "type": "COMPONENT", "name": "Card", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 200, "height": 80},
         "children": [{"id": "1:2", "type": "TEXT", "name": "Body", "characters": "The bungalows", \#(extra)
           "absoluteBoundingBox": {"x": 0, "y": 0, "width": 120, "height": 40},
           "style": {"fontFamily": "Inter", "fontSize": 16, "fontWeight": 400, "lineHeightPx": 20\#(style)}}]}
        """#
    }

    static func imported(_ json: String) throws -> (DocumentNode, FigmaImporter.Result) {
        let result = try FigmaFeaturesImportTests.run(json)
        let root = try #require(try FigmaImportTests.documents(result).first).root
        return (try #require(root.children.first), result)
    }

    static func tokens(_ result: FigmaImporter.Result) -> String {
        result.files.filter { $0.name.hasSuffix(".tokens.json") }.map(\.text).joined()
    }

    @Test func letterSpacingInPixelsAndPercentGoesIntoTheStyleToken() throws {
        let (px, pxResult) = try Self.imported(Self.text(#", "letterSpacing": 0.32"#))
        #expect(px.properties.textStyle?.hasSuffix("-0-32") == true, "\(px.properties.textStyle ?? "")")
        #expect(Self.tokens(pxResult).contains(#""letterSpacing": 0.32"#))
        let (_, percentResult) = try Self.imported(Self.text(#", "letterSpacing": {"unit": "PERCENT", "value": 2}"#))
        #expect(Self.tokens(percentResult).contains(#""letterSpacing": "2%""#))
        #expect(!(pxResult.dropped + percentResult.dropped).contains { $0.contains("letter spacing") })
    }

    @Test(arguments: [(#", "textAutoResize": "HEIGHT""#, DocumentTextResize.height), ("", .fixed), (#", "textAutoResize": "WIDTH_AND_HEIGHT""#, .widthAndHeight)])
    func textAutoResizeIsKept(style: String, resize: DocumentTextResize) throws {
        let (body, _) = try Self.imported(Self.text(style))
        #expect(body.properties.textAutoResize == resize)
        #expect(body.properties.maxLines == nil)
    }

    @Test func maxLinesWithAnEndingTruncates() throws {
        let (body, _) = try Self.imported(Self.text(#", "textAutoResize": "HEIGHT", "maxLines": 2, "textTruncation": "ENDING""#))
        #expect(body.properties.textAutoResize == .truncate && body.properties.maxLines == 2)
    }

    @Test(arguments: [("UNDERLINE", DocumentTextDecoration.underline), ("STRIKETHROUGH", .strikethrough)])
    func textDecorationIsKept(figma: String, decoration: DocumentTextDecoration) throws {
        let (body, result) = try Self.imported(Self.text(", \"textDecoration\": \"\(figma)\""))
        #expect(body.properties.textDecoration == decoration)
        #expect(result.dropped.isEmpty, "\(result.dropped)")
    }

    /// Figma's `italic` (or a style name saying Italic) is the token's `fontStyle`, and a weight between the
    /// named ones is set on the wght axis beside the nearest `fontWeight`; neither is dropped.
    @Test func italicAndWeightsBetweenGoIntoTheStyleToken() throws {
        let (body, result) = try Self.imported(Self.text(#", "italic": true"#))
        #expect(Self.tokens(result).contains(#""fontStyle": "italic""#), "\(Self.tokens(result))")
        #expect(body.properties.textStyle?.contains("italic") == true)
        #expect(!result.dropped.contains { $0.contains("italic") }, "\(result.dropped)")
        let (_, named) = try Self.imported(Self.text(#", "fontPostScriptName": "Inter-BoldItalic""#))
        #expect(Self.tokens(named).contains(#""fontStyle": "italic""#))
        let (_, between) = try Self.imported(Self.text(#", "fontWeight": 450"#).replacingOccurrences(of: #""fontWeight": 400, "#, with: ""))
        #expect(Self.tokens(between).contains(#""fontVariations": {"wght": 450}"#), "\(Self.tokens(between))")
    }

    @Test func opentypeFlagsGoIntoTheStyleTokenAsFontFeatures() throws {
        let (body, result) = try Self.imported(Self.text(#", "opentypeFlags": {"TNUM": 1, "SS01": 1}"#))
        #expect(Self.tokens(result).contains(#""fontFeatures": {"#), "\(Self.tokens(result))")
        #expect(Self.tokens(result).contains(#""ss01": 1"#) && Self.tokens(result).contains(#""tnum": 1"#))
        #expect(body.properties.textStyle?.hasSuffix("-ss01-tnum") == true, "\(body.properties.textStyle ?? "")")
        #expect(result.dropped.isEmpty, "\(result.dropped)")
    }

    /// Figma's line height units: FONT_SIZE_% as a percentage, INTRINSIC_% of Inter as auto, of a family
    /// Specimen lacks as Figma's lineHeightPx, PIXELS as the number.
    @Test(arguments: [
        (#", "lineHeightUnit": "FONT_SIZE_%", "lineHeightPercentFontSize": 150"#, "Inter", #""lineHeight": "150%""#),
        (#", "lineHeightUnit": "INTRINSIC_%", "lineHeightPercent": 100"#, "Inter", #""lineHeight": "auto""#),
        (#", "lineHeightUnit": "INTRINSIC_%""#, "Roboto", #""lineHeight": 20"#),
        (#", "lineHeightUnit": "PIXELS""#, "Inter", #""lineHeight": 20"#),
    ])
    func lineHeightKeepsItsUnit(style: String, family: String, token: String) throws {
        let json = Self.text(style).replacingOccurrences(of: #""fontFamily": "Inter""#, with: "\"fontFamily\": \"\(family)\"")
        let (_, result) = try Self.imported(json)
        #expect(Self.tokens(result).contains(token), "\(Self.tokens(result))")
    }

    @Test func paragraphSpacingAndIndentAreKept() throws {
        let (body, result) = try Self.imported(Self.text(#", "paragraphSpacing": 12, "paragraphIndent": 16"#))
        #expect(body.properties.paragraphSpacing == 12 && body.properties.paragraphIndent == 16)
        #expect(result.dropped.isEmpty, "\(result.dropped)")
    }

    @Test(arguments: [("UPPER", DocumentTextCase.upper), ("SMALL_CAPS", .smallCaps), ("SMALL_CAPS_FORCED", .smallCapsForced)])
    func textCaseIsKept(figma: String, textCase: DocumentTextCase) throws {
        let (body, result) = try Self.imported(Self.text(", \"textCase\": \"\(figma)\""))
        #expect(body.properties.textCase == textCase)
        #expect(result.dropped.isEmpty, "\(result.dropped)")
    }
}
