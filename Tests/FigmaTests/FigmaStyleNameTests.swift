import Foundation
import SpecimenDocument
import Testing

@testable import SpecimenFigma

/// Names from the file: an effect style names its shadows' colours, a colour style names a paint bound
/// to a variable when the file cannot (a files response carries a variable's id, never its name).
@Suite struct FigmaStyleNameTests {
    static let file = #"""
        {"name": "Names", "document": {"id": "0:0", "type": "DOCUMENT", "name": "Document", "children": [
          {"id": "0:1", "type": "CANVAS", "name": "Page", "children": [
            {"id": "1:1", "type": "COMPONENT", "name": "Card", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 40, "height": 40},
             "styles": {"effect": "S:e", "fill": "S:f"},
             "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0.4, "b": 1, "a": 1}, "boundVariables": {"color": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:7"}}}],
             "effects": [{"type": "DROP_SHADOW", "visible": true, "color": {"r": 0, "g": 0, "b": 0, "a": 0.25}, "offset": {"x": 0, "y": 2}, "radius": 4},
                         {"type": "DROP_SHADOW", "visible": true, "color": {"r": 0, "g": 0, "b": 0, "a": 0.1}, "offset": {"x": 0, "y": 8}, "radius": 16}]}]}]},
         "styles": {"S:e": {"name": "Shadow / Card", "styleType": "EFFECT"}, "S:f": {"name": "Brand / Primary", "styleType": "FILL"}}}
        """#

    @Test func effectAndColourStylesNameTheirTokens() throws {
        let result = try FigmaImporter(fontFolders: FigmaImportTests.fonts).run(try FigmaFile.parse(Data(Self.file.utf8), source: "names.json"), only: [], variables: nil)
        let card = try #require(try FigmaImportTests.documents(result).first)
        #expect(card.root.properties.fills?.map(\.color) == ["figma/color/brand/primary"])
        #expect(
            card.root.properties.effects == [
                .shadow(inner: false, color: "figma/color/shadow/card", x: 0, y: 2, blur: 4, spread: 0, behind: false),
                .shadow(inner: false, color: "figma/color/shadow/card-2", x: 0, y: 8, blur: 16, spread: 0, behind: false),
            ])
        let tokens = try #require(result.files.first { $0.name.hasSuffix(".tokens.json") }?.text)
        #expect(tokens.contains("\"card-2\"") && tokens.contains("\"primary\""))
        #expect(result.dropped.contains { $0.contains("bound to variable VariableID:1:7 named after its colour style Brand / Primary") })
    }
}
