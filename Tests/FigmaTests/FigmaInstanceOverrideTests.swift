import Foundation
import SpecimenDocument
import Testing

@testable import SpecimenFigma

/// Instances as Figma resolves them: what an instance's children show differently from its main
/// component (texts, visibility, fills, a swapped nested instance) imported as the instance's
/// `overrides`, keyed by the component document's layer names; a library component said once.
@Suite struct FigmaInstanceOverrideTests {
    static func solid(_ r: Double, _ g: Double, _ b: Double) -> String { #"{"type": "SOLID", "color": {"r": \#(r), "g": \#(g), "b": \#(b), "a": 1}}"# }
    static func box(_ x: Double, _ w: Double = 40, _ h: Double = 20) -> String { #""absoluteBoundingBox": {"x": \#(x), "y": 0, "width": \#(w), "height": \#(h)}"# }
    static let style = #""style": {"fontFamily": "Inter", "fontSize": 12, "fontWeight": 400, "lineHeightPx": 16}"#

    /// A swatch (a chip and a size label), an instance of it with the label and the chip's colour
    /// changed, one with the chip hidden, and a shelf that swaps one of a row's swatches for a star.
    static func swatch(_ id: String, chip: String, label: String, chipVisible: Bool = true) -> String {
        #"""
        {"id": "\#(id);1:2", "type": "RECTANGLE", "name": "chip", "visible": \#(chipVisible), \#(box(0, 10, 10)), "fills": [\#(chip)]},
        {"id": "\#(id);1:3", "type": "TEXT", "name": "label", "characters": "\#(label)", \#(box(12)), \#(style), "fills": [\#(solid(0, 0, 0))]}
        """#
    }

    static let file = #"""
        {"name": "Overrides", "document": {"id": "0:0", "type": "DOCUMENT", "name": "Document", "children": [
          {"id": "0:1", "type": "CANVAS", "name": "Page", "children": [
            {"id": "1:1", "type": "COMPONENT", "name": "Swatch", "layoutMode": "HORIZONTAL", "itemSpacing": 2, \#(box(0, 52)), "children": [
              {"id": "1:2", "type": "RECTANGLE", "name": "chip", \#(box(0, 10, 10)), "fills": [\#(solid(0.5, 0, 0.5))]},
              {"id": "1:3", "type": "TEXT", "name": "label", "characters": "XS", \#(box(12)), \#(style), "fills": [\#(solid(0, 0, 0))]}]},
            {"id": "2:1", "type": "COMPONENT", "name": "Star", \#(box(100, 30, 30)), "fills": [\#(solid(1, 0.8, 0))]},
            {"id": "3:1", "type": "COMPONENT", "name": "Row", "layoutMode": "HORIZONTAL", \#(box(200, 160)), "children": [
              {"id": "3:2", "type": "INSTANCE", "name": "a", "componentId": "1:1", "layoutMode": "HORIZONTAL", "itemSpacing": 2, \#(box(200, 52)), "children": [
                \#(swatch("I3:2", chip: solid(0.5, 0, 0.5), label: "XS"))]},
              {"id": "3:3", "type": "INSTANCE", "name": "b", "componentId": "1:1", "layoutMode": "HORIZONTAL", "itemSpacing": 2, \#(box(252, 52)),
               "overrides": [{"id": "I3:3;1:3", "overriddenFields": ["characters"]}, {"id": "I3:3;1:2", "overriddenFields": ["fills"]}], "children": [
                \#(swatch("I3:3", chip: solid(1, 0, 0), label: "XL"))]},
              {"id": "3:4", "type": "INSTANCE", "name": "c", "componentId": "1:1", "layoutMode": "HORIZONTAL", "itemSpacing": 2, \#(box(304, 52)), "children": [
                \#(swatch("I3:4", chip: solid(0.5, 0, 0.5), label: "XS", chipVisible: false))]},
              {"id": "3:5", "type": "INSTANCE", "name": "lib", "componentId": "9:9", \#(box(356, 4, 4))},
              {"id": "3:6", "type": "INSTANCE", "name": "lib", "componentId": "9:9", \#(box(360, 4, 4))}]},
            {"id": "4:1", "type": "COMPONENT", "name": "Shelf", "layoutMode": "HORIZONTAL", \#(box(400, 160)), "children": [
              {"id": "4:2", "type": "INSTANCE", "name": "row", "componentId": "3:1", "layoutMode": "HORIZONTAL", \#(box(400, 160)), "children": [
                {"id": "I4:2;3:2", "type": "INSTANCE", "name": "a", "componentId": "2:1", \#(box(400, 30, 30)), "fills": [\#(solid(1, 0.8, 0))]},
                {"id": "I4:2;3:3", "type": "INSTANCE", "name": "b", "componentId": "1:1", "layoutMode": "HORIZONTAL", "itemSpacing": 2, \#(box(430, 52)), "children": [
                  \#(swatch("I4:2;3:3", chip: solid(1, 0, 0), label: "XXL"))]}]}]}]}]},
         "components": {"9:9": {"key": "abc123", "name": "Library icon", "remote": true}}}
        """#

    static func imported() throws -> (documents: [ComponentDocument], result: FigmaImporter.Result) {
        let result = try FigmaImporter(fontFolders: FigmaImportTests.fonts).run(try FigmaFile.parse(Data(file.utf8), source: "overrides.json"), only: [], variables: nil)
        return (try FigmaImportTests.documents(result), result)
    }

    static func instance(_ documents: [ComponentDocument], _ document: String, _ name: String) throws -> DocumentNode {
        try #require(documents.first { $0.name == document }?.allNodes.first { $0.name == name && $0.kind == .instance })
    }

    @Test func textsFillsAndVisibilityBecomeTheInstancesOverrides() throws {
        let (documents, _) = try Self.imported()
        try DesignSystemFolder.check(documents)
        #expect(try Self.instance(documents, "Row", "a").overrides.isEmpty)
        let b = try Self.instance(documents, "Row", "b").overrides
        #expect(b.keys.sorted() == ["chip", "label"])
        #expect(b["label"]?.patch.characters == .value("XL"))
        #expect(b["chip"]?.patch.fills?.map(\.color) == ["figma/color/ff0000"])
        let c = try Self.instance(documents, "Row", "c").overrides
        #expect(c.keys.sorted() == ["chip"] && c["chip"]?.patch.visible == .value(false))
    }

    @Test func aSwappedNestedInstanceAndItsOwnOverridesAreKept() throws {
        let (documents, _) = try Self.imported()
        let row = try Self.instance(documents, "Shelf", "row").overrides
        #expect(row["a"]?.component == "Star")
        // The shelf's b shows XXL where the row's b shows XL: the nested instance's own override.
        #expect(row["b"]?.component == nil && row["b"]?.overrides["label"]?.patch.characters == .value("XXL"))
    }

    @Test func aLibraryComponentIsSaidOnceWithItsKey() throws {
        let (_, result) = try Self.imported()
        let said = result.dropped.filter { $0.contains("Library icon") }
        #expect(said.count == 1, "\(result.dropped)")
        #expect(said.first?.contains("key abc123") == true)
        #expect(!result.dropped.contains { $0.contains("overridden in the instance dropped") })
    }
}
