import Foundation
import Specimen
import SpecimenDocument
import SpecimenLayout
import Testing

@testable import SpecimenFigma

/// A layer its component hides that an instance shows (Figma: the instance's copy of the layer set
/// visible): the layer is imported hidden, and the instance's override shows it. A hidden layer no
/// instance shows is still left out.
@Suite struct FigmaHiddenLayerShownTests {
    typealias T = FigmaInstanceOverrideTests

    static func tag(_ id: String, badge: Bool) -> String {
        #"""
        {"id": "\#(id);1:2", "type": "RECTANGLE", "name": "badge", "visible": \#(badge), \#(T.box(0, 10, 10)), "fills": [\#(T.solid(1, 0, 0))]},
        {"id": "\#(id);1:3", "type": "TEXT", "name": "label", "characters": "New", \#(T.box(12)), \#(T.style), "fills": [\#(T.solid(0, 0, 0))]}
        """#
    }

    static let file = #"""
        {"name": "Hidden", "document": {"id": "0:0", "type": "DOCUMENT", "name": "Document", "children": [
          {"id": "0:1", "type": "CANVAS", "name": "Page", "children": [
            {"id": "1:1", "type": "COMPONENT", "name": "Tag", "layoutMode": "HORIZONTAL", "itemSpacing": 2, \#(T.box(0, 40)), "children": [
              {"id": "1:2", "type": "RECTANGLE", "name": "badge", "visible": false, \#(T.box(0, 10, 10)), "fills": [\#(T.solid(1, 0, 0))]},
              {"id": "1:4", "type": "RECTANGLE", "name": "ghost", "visible": false, \#(T.box(0, 10, 10)), "fills": [\#(T.solid(0, 0, 1))]},
              {"id": "1:3", "type": "TEXT", "name": "label", "characters": "New", \#(T.box(0)), \#(T.style), "fills": [\#(T.solid(0, 0, 0))]}]},
            {"id": "3:1", "type": "COMPONENT", "name": "List", "layoutMode": "HORIZONTAL", \#(T.box(200, 104)), "children": [
              {"id": "3:2", "type": "INSTANCE", "name": "shown", "componentId": "1:1", "layoutMode": "HORIZONTAL", "itemSpacing": 2, \#(T.box(200, 52)),
               "overrides": [{"id": "I3:2;1:2", "overriddenFields": ["visible"]}], "children": [\#(tag("I3:2", badge: true))]},
              {"id": "3:3", "type": "INSTANCE", "name": "plain", "componentId": "1:1", "layoutMode": "HORIZONTAL", "itemSpacing": 2, \#(T.box(252, 40)), "children": [
                \#(tag("I3:3", badge: false))]}]}]}]},
         "components": {}}
        """#

    @Test func anInstanceShowsALayerItsComponentHides() throws {
        let result = try FigmaImporter(fontFolders: FigmaImportTests.fonts).run(try FigmaFile.parse(Data(Self.file.utf8), source: "hidden.json"), only: [], variables: nil)
        #expect(!result.dropped.contains { $0.contains("1:2") }, "\(result.dropped)")
        let documents = try FigmaImportTests.documents(result)
        let tag = try #require(documents.first { $0.name == "Tag" })
        // The badge is kept, hidden; the ghost, which no instance shows, is left out as before.
        let badge = try #require(tag.allNodes.first { $0.name == "badge" })
        #expect(badge.properties.visible == Binding<Bool>.value(false))
        #expect(!tag.allNodes.contains { $0.name == "ghost" })
        let shown = try FigmaInstanceOverrideTests.instance(documents, "List", "shown")
        #expect(shown.overrides["badge"]?.patch.visible == Binding<Bool>.value(true), "\(shown.overrides)")
        #expect(try FigmaInstanceOverrideTests.instance(documents, "List", "plain").overrides["badge"] == nil)

        // Drawn: the shown instance lays its badge out before its label; the plain one has no badge.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-hidden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in result.files { try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name)) }
        let renderer = try Renderer(home: SpecimenHome.locate(), designSystems: [try DesignSystemFolder(url: folder)])
        let list = try renderer.layout(ComponentConfiguration(set: try renderer.catalogue.set(named: "List")))
        let names = list.allNodes.map(\.name)
        #expect(names.filter { $0 == "badge" }.count == 1, "\(names)")
        #expect(names.filter { $0 == "label" }.count == 2, "\(names)")
    }
}
