import Foundation
import Specimen
import SpecimenDocument
import SpecimenFigma
import SpecimenLayout
import Testing

/// A text whose font is not here is drawn in Inter, wider or narrower than the font Figma set it in;
/// a label Figma shows on one line stays on one line (Fitma's "View all categories": 158 pt in Gothic
/// A1, 162.4 pt in Inter Medium, broke after "View all" and was cut by its button).
@Suite struct FigmaSubstituteFontTests {
    /// The label's lines as drawn: one child (`line1`, `line2`...) a line.
    static func lines(of node: LayoutNode) -> Int {
        node.children.filter { $0.name.hasPrefix("line") }.count
    }

    @Test func aOneLineLabelInAFontNotHereStaysOnOneLine() throws {
        let file = try FigmaFile.read(path: FigmaFixtures.path("grida/fitma.trimmed.json"))
        let (folder, system, _) = try FigmaDocumentCheckTests.imported(file)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = try Renderer(home: SpecimenHome.locate(), designSystems: [system])
        let block = try renderer.layout(ComponentConfiguration(set: try renderer.catalogue.set(named: "block / desktop / 3 text on cards")))
        let button = try #require(block.allNodes.first { $0.name == "button / primaryIcon" })
        let label = try #require(button.children.first { $0.name == "label" })
        // The instance's width (260) reaches the label through its component's LEFT_RIGHT constraint.
        #expect(label.frame.width == 158)
        #expect(Self.lines(of: label) == 1)
        // The component itself: "Button w/ Icon", 120 pt in Figma, 125 pt in Inter Medium.
        let component = try renderer.layout(ComponentConfiguration(set: try renderer.catalogue.set(named: "button / primaryIcon")))
        #expect(Self.lines(of: try #require(component.allNodes.first { $0.name == "label" })) == 1)
    }

    @Test func aLabelInAFontThatIsHereKeepsFigmasField() throws {
        // Told the font is here (a folder holding GothicA1-Medium), the import keeps Figma's NONE.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("GothicA1-Medium.ttf"))
        let file = try FigmaFile.read(path: FigmaFixtures.path("grida/fitma.trimmed.json"))
        let here = try FigmaImporter(fontFolders: FigmaImportTests.fonts + [folder]).run(file, only: [], variables: nil)
        let missing = try FigmaImporter(fontFolders: FigmaImportTests.fonts).run(file, only: [], variables: nil)
        func button(_ result: FigmaImporter.Result) throws -> String { try #require(result.files.first { $0.name == "button-primaryIcon.component.json" }).text }
        #expect(try button(here).contains("\"textAutoResize\": \"NONE\""))
        #expect(try button(missing).contains("\"textAutoResize\": \"WIDTH_AND_HEIGHT\""))
    }
}
