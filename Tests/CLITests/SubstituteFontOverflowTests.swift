import Foundation
import Testing

/// Issue 38, item 6: a family nobody provides is one line per family on stderr, naming the nodes that
/// use it and how to provide it (the import's line, `MissingFontFamily`), and a text that the substitute
/// (Inter) makes overflow its fixed box is reported, never cut silently: a design system's card whose
/// description is set in Poppins and title in Roboto (neither in Fonts/ nor the folder), the description
/// in a fixed 96 x 18 pt box (`textAutoResize` NONE), renders with each line on stderr once, and its
/// picture drawn.
@Suite struct SubstituteFontOverflowTests {
    static let card = """
        {
          "version": 1, "name": "Poppins Card", "description": "A card whose text is set in a font nobody provides.", "designSystem": "Poppins-like", "position": 1,
          "root": {
            "name": "card", "type": "frame", "direction": "vertical", "padding": {"vertical": 8, "horizontal": 8}, "width": 112, "height": "hug",
            "fills": [{"shape": "rectangle", "color": "surface"}],
            "children": [
              {"name": "title", "type": "text", "role": "text", "characters": "Card", "textStyle": "type/title", "color": "ink"},
              {"name": "description", "type": "text", "role": "text", "characters": "A product description that runs over several lines",
               "textStyle": "type/body", "color": "ink", "textAutoResize": "NONE", "width": 96, "height": 18}
            ]
          }
        }
        """

    static let tokens = """
        {
          "surface": {"$type": "color", "$value": "#FFFFFF"},
          "ink": {"$type": "color", "$value": "#161616"},
          "type": {
            "body": {"$type": "typography", "$value": {"fontFamily": "Poppins", "fontSize": 14, "lineHeight": 18, "fontWeight": 400}},
            "title": {"$type": "typography", "$value": {"fontFamily": "Roboto, sans-serif", "fontSize": 16, "lineHeight": 20, "fontWeight": 700}}
          }
        }
        """

    @Test func aMissingFamilyAndTheOverflowItCausesAreBothSaid() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let system = folder.appendingPathComponent("poppins-like")
        try FileManager.default.createDirectory(at: system, withIntermediateDirectories: true)
        try Data(Self.card.utf8).write(to: system.appendingPathComponent("Card.component.json"))
        try Data(Self.tokens.utf8).write(to: system.appendingPathComponent("tokens.json"))
        let out = folder.appendingPathComponent("out.png").path
        let result = try CLIRunner.run(["render", "Poppins Card", "--design-system", system.path, "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out), "the picture is still drawn")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        // One line per family, and no other line names it (the engine's shorter line is not said too).
        let poppins = lines.filter { $0.contains("font Poppins") || $0.contains("family \"Poppins") }
        #expect(
            poppins == [
                "specimen: warning: font Poppins Regular (400) is not in Fonts or poppins-like; drawn in Inter Regular; used by Poppins Card / description; "
                    + "provide its files in the design system's fonts/ folder"
            ], "\(result.stderr)")
        // A family Debian ships says which package; a CSS list is named by its first family.
        let roboto = lines.filter { $0.contains("font Roboto") || $0.contains("family \"Roboto") }
        #expect(
            roboto == [
                "specimen: warning: font Roboto Bold (700) is not in Fonts or poppins-like; drawn in Inter Bold; used by Poppins Card / title; "
                    + "provide its files in the design system's fonts/ folder (Debian's fonts-roboto has it)"
            ], "\(result.stderr)")
        let overflow = lines.filter { $0.contains("text \"description\"") && $0.contains("overflows its box") }
        #expect(overflow.count == 1 && overflow.first?.contains("of its 18 pt height") == true && overflow.first?.hasSuffix("drawn past it") == true, "\(result.stderr)")
    }
}
