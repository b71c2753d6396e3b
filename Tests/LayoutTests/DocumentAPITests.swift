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

    @Test(arguments: [("Stepper", "Stepper"), ("DigitInput", "Digit Input"), ("CounterInput", "Counter Input"), ("TextInput", "Text Input")])
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

    @Test func aDocumentOfADesignSystemSpecimenDoesNotShipNeedsItsTheme() throws {
        let text = #"{"version": 1, "name": "X", "designSystem": "Nobody's", "position": 1, "root": {"name": "r", "type": "frame", "width": 4, "height": 4}}"#
        let document = try DocumentReader.read(Array(text.utf8), file: "X.component.json")
        #expect { try Fixtures.engine().layout(document) } throws: { "\($0)".contains("give the engine its theme") }
        #expect(try Fixtures.appetiteEngine().layout(document).frame == Rect(0, 0, 4, 4))
    }

    /// A rule's defaults reach a document laid out with no Swift of its own: Password's lock and eye-off
    /// stand in for the icons, and an icon the user set still wins.
    @Test func aRulesDefaultsReachTheDocumentThroughThePublicAPI() throws {
        let document = try DocumentReader.read(contentsOf: Self.themes.appendingPathComponent("appetite/TextInput.component.json"))
        let password = try Fixtures.engine().layout(document, variant: "Type=Password, State=Filled")
        #expect(password.node(named: "iconLeft")?.iconName == "lock")
        #expect(password.node(named: "iconRight")?.iconName == "eye-off")
        let chosen = try Fixtures.engine().layout(document, variant: "Type=Password, State=Filled", properties: ["Icon Left Swap=phone"])
        #expect(chosen.node(named: "iconLeft")?.iconName == "phone")
        let plain = try Fixtures.engine().layout(document, variant: "Type=Default, State=Filled")
        #expect(plain.node(named: "iconLeft")?.iconName == "phone")
    }

    /// The README's example of a bad document is what the reader says of that typo in the README's own
    /// Tag (the icon's `width` misspelled), its line number included.
    @Test func theReadmesBadDocumentLineIsTheReaders() throws {
        let readme = try String(contentsOf: Self.themes.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```json\n{\n  \"$schema\": \"../component.schema.json\",\n  \"version\": 1,\n  \"name\": \"Tag\""))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let text = String(readme[readme.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])
        let typo = text.replacingOccurrences(of: #""fg/soft-500", "width": 16"#, with: #""fg/soft-500", "widht": 16"#)
        #expect(typo != text)
        let quoted = try #require(readme.range(of: "A bad document is one line naming the file, the line, the JSON path, what is wrong and what is valid,\nfor example `"))
        let said = String(readme[quoted.upperBound...].prefix { $0 != "`" }).replacingOccurrences(of: "\n", with: " ")
        let message = try #require(#expect(throws: DocumentError.self) { try DocumentReader.read(Array(typo.utf8), file: "Tag.component.json") })
        #expect(said.hasSuffix(" (valid: ...)"), "\(said)")
        #expect("\(message)".hasPrefix(String(said.dropLast(" (valid: ...)".count))), "README: \(said); the reader: \(message)")
    }

    @Test func theReadmeExampleLaysOut() throws {
        let readme = try String(contentsOf: Self.themes.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```json\n{\n  \"$schema\": \"../component.schema.json\",\n  \"version\": 1,\n  \"name\": \"Tag\""))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let text = String(readme[readme.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])
        let document = try DocumentReader.read(Array(text.utf8), file: "Tag.component.json")
        let tree = try Fixtures.appetiteEngine().layout(document)
        // 28 tall; 8 + 16 + 4 + the label + 8 wide; the icon centred in the 20 left by the padding.
        let label = try Fixtures.node(tree, "label")
        #expect(tree.frame.height == 28)
        #expect(abs(tree.frame.width - (36 + label.frame.width)) < 1e-9)
        #expect(tree.node(named: "icon")?.frame == Rect(8, 6, 16, 16))
        let off = try Fixtures.appetiteEngine().layout(document, variant: "Tone=Brand", properties: ["Icon=off"])
        #expect(off.node(named: "icon") == nil)
        #expect(off.node(named: "label")?.frame.minX == 8)
        // The root draws its pill, so it is a node of the tree (a group), holding the icon and the label.
        let tag = try Fixtures.node(off, "tag")
        #expect(tag.role == .group && tag.frame == off.frame && tag.children.map(\.name) == ["label"])
        #expect(tag.paints.count == 1)
    }

    @Test(arguments: [
        (
            #"{"name": "r", "type": "frame", "children": [{"name": "i", "type": "instance", "component": "Other"}]}"#,
            "shows \"Other\", which is not among the documents given to the layout"
        ),
        (#"{"name": "r", "type": "frame", "children": [{"name": "t", "type": "text", "characters": "Hi"}]}"#, "the text \"t\" has no textStyle"),
    ])
    func whatCannotBeDrawnIsRefusedInOneLine(root: String, expected: String) throws {
        // (A button's action is any name now: a user's `launch` is drawn, and `press` says nothing answers it.)
        let text = #"{"version": 1, "name": "X", "designSystem": "T", "position": 1, "root": \#(root)}"#
        let document = try DocumentReader.read(Array(text.utf8), file: "X.component.json")
        do {
            _ = try Fixtures.appetiteEngine().layout(document)
            Issue.record("laid out")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
            #expect("\(error)".hasPrefix("X.component.json"))
        }
    }
}
