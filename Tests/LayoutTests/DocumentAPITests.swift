import Foundation
import Geometry
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import Testing

/// A document needs no Swift: `LayoutEngine.layout(_:properties:environment:)` lays out any document,
/// and each shipped document describes exactly the catalogue entry its set's typed model declares.
@Suite struct DocumentAPITests {
    static let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Themes")

    @Test(arguments: [("Stepper", "Stepper"), ("DigitInput", "Digit Input"), ("CounterInput", "Counter Input")])
    func aShippedDocumentDescribesItsSetsCatalogueEntry(file: String, set: String) throws {
        let document = try DocumentReader.read(contentsOf: Self.themes.appendingPathComponent("appetite/\(file).component.json"))
        #expect(document.componentSet == (try Catalogue.standard.set(named: set)))
    }

    @Test func theStepperDocumentThroughThePublicAPIIsTheStepper() throws {
        let document = try DocumentReader.read(contentsOf: Self.themes.appendingPathComponent("appetite/Stepper.component.json"))
        let tree = try Fixtures.engine().layout(document, variant: "Size=md, State=Default", properties: ["Value=7"])
        #expect(tree.frame == Rect(0, 0, 123, 44))
        #expect(tree.nodes.map(\.name) == ["decrement", "value", "increment"])
        #expect(tree.node(named: "increment")?.frame == Rect(79, 0, 44, 44))
    }

    @Test func theReadmeExampleLaysOut() throws {
        let readme = try String(contentsOf: Self.themes.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```json\n{\n  \"$schema\": \"../component.schema.json\",\n  \"version\": 1,\n  \"name\": \"Tag\""))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let text = String(readme[readme.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])
        let document = try DocumentReader.read(Array(text.utf8), file: "Tag.component.json")
        let tree = try Fixtures.engine().layout(document)
        // 28 tall; 8 + 16 + 4 + the label + 8 wide; the icon centred in the 20 left by the padding.
        let label = try Fixtures.node(tree, "label")
        #expect(tree.frame.height == 28)
        #expect(abs(tree.frame.width - (36 + label.frame.width)) < 1e-9)
        #expect(tree.node(named: "icon")?.frame == Rect(8, 6, 16, 16))
        let off = try Fixtures.engine().layout(document, variant: "Tone=Brand", properties: ["Icon=off"])
        #expect(off.node(named: "icon") == nil)
        #expect(off.node(named: "label")?.frame.minX == 8)
        // The root draws its pill, so it is a node of the tree (a chip), holding the icon and the label.
        let tag = try Fixtures.node(off, "tag")
        #expect(tag.role == .chip && tag.frame == off.frame && tag.children.map(\.name) == ["label"])
        #expect(tag.paints.count == 1)
    }

    @Test(arguments: [
        (#"{"name": "r", "type": "frame", "children": [{"name": "i", "type": "instance", "component": "Other"}]}"#, "shows \"Other\", which is not among the documents given to the layout"),
        (#"{"name": "r", "type": "frame", "role": "button", "action": "launch"}"#, "action \"launch\" is not one of clear, decrement"),
    ])
    func whatCannotBeDrawnIsRefusedInOneLine(root: String, expected: String) throws {
        let text = #"{"version": 1, "name": "X", "designSystem": "T", "position": 1, "root": \#(root)}"#
        let document = try DocumentReader.read(Array(text.utf8), file: "X.component.json")
        do {
            _ = try Fixtures.engine().layout(document)
            Issue.record("laid out")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
            #expect("\(error)".hasPrefix("X.component.json"))
        }
    }
}
