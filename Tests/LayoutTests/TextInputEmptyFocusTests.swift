import SpecimenBehaviour
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import Testing

/// Issue 25, item 4: focusing an empty Text Input keeps its placeholder, with the caret just before it,
/// "as soon as someone types" it goes; an empty field shows no Clear button, since there is nothing to
/// clear. In every type; the rule still turns brand, since the field has focus.
@Suite struct TextInputEmptyFocusTests {
    static let types = TextInputTests.types

    static func played(_ variant: String, _ script: String, _ properties: [String] = []) throws -> LayoutTree {
        let configuration = try Catalogue.standard.configuration(set: "Text Input", variant: variant, properties: properties)
        return try Fixtures.engine().play(configuration, script: try EventScript(parsing: script)).last!.layout
    }

    @Test(arguments: types)
    func focusingAnEmptyFieldKeepsItsPlaceholderAndShowsNoClear(type: String) throws {
        let tree = try Self.played("Type=\(type), State=Placeholder", "focus")
        let placeholder = try Fixtures.node(tree, "placeholder")
        #expect(placeholder.text == "Placeholder text")
        #expect(tree.node(named: "value") == nil)
        #expect(tree.node(named: "clear") == nil, "\(type): a Clear button over nothing")
        let caret = try Fixtures.node(tree, "caret")
        #expect(caret.frame.maxX == placeholder.frame.minX)
        // Prefix: the caret stands right after the affix, where typing goes, never over its last glyph.
        if let prefix = tree.node(named: "prefix") { #expect(caret.frame.minX == prefix.frame.maxX) }
        #expect(try Fixtures.node(tree, "rule").fillColors == ["brand/base"])
    }

    @Test(arguments: types)
    func typingRemovesThePlaceholderAndShowsClear(type: String) throws {
        let tree = try Self.played("Type=\(type), State=Placeholder", "focus; type \"a\"")
        #expect(tree.node(named: "placeholder") == nil)
        #expect(tree.node(named: "clear") != nil)
        #expect(try Fixtures.node(tree, "value").frame.width > 0)
    }

    @Test(arguments: types)
    func clearingOrEmptyingAFocusedFieldBringsThePlaceholderBack(type: String) throws {
        for script in ["press clear", "backspace 40"] {
            let tree = try Self.played("Type=\(type), State=Focused", script)
            #expect(try Fixtures.node(tree, "placeholder").text == "Placeholder text", "\(type) after \(script)")
            #expect(tree.node(named: "clear") == nil, "\(type) after \(script)")
        }
        let empty = try Fixtures.layout("Text Input", "Type=\(type), State=Focused", ["Input Text=", "Password Text="])
        #expect(empty.node(named: "clear") == nil, "\(type): the Focused variant with nothing typed")
        #expect(empty.node(named: "caret") != nil)
    }
}
