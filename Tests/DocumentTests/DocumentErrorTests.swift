import Foundation
import SpecimenDocument
import SpecimenLimits
import Testing

/// A bad document is one line naming the file, the line, the JSON path, what is wrong and what is valid.
@Suite struct DocumentErrorTests {
    static func document(root: String = #"{"name": "box", "type": "frame"}"#, extra: String = "") -> String {
        """
        {
          "version": 1, "name": "Box", "designSystem": "Test", "position": 1,
          "properties": [{"name": "Size", "kind": "variant", "options": ["sm", "md"]}, {"name": "Label", "kind": "text", "default": "Hi"}],
          "root": \(root)\(extra)
        }
        """
    }

    static func message(_ text: String) -> String {
        do {
            _ = try DocumentReader.read(Array(text.utf8), file: "Box.component.json")
            return "no error"
        } catch { return error.description }
    }

    @Test(arguments: [
        (
            document(root: #"{"name": "box", "type": "frame", "widht": 10}"#),
            #"Box.component.json:4: $.root.widht: unknown key "widht" in a node; did you mean "width""#
        ),
        (
            document(root: #"{"name": "box", "type": "frame", "direction": "diagonal"}"#),
            #"Box.component.json:4: $.root.direction: direction "diagonal" is not one of "horizontal", "vertical", "none", "group""#
        ),
        (
            document(root: #"{"name": "box", "type": "frame", "direction": "none", "width": 10, "height": "hug"}"#),
            #"Box.component.json:4: $.root.height: a frame without auto layout (direction "none") never hugs its children, as in Figma; give height a number of points or "fill", or give the frame a direction"#
        ),
        (document(root: #"{"name": "box", "type": "frame", "gap": "8"}"#), "Box.component.json:4: $.root.gap: gap must be a number"),
        (
            document(root: #"{"name": "box", "type": "text", "characters": {"property": "Lable"}}"#),
            #"Box.component.json:4: $.root.characters.property: no property "Lable"; did you mean "Label"?"#
        ),
        (
            document(root: #"{"name": "box", "type": "frame", "visible": {"property": "Label"}}"#),
            #"$.root.visible.property: visible binds to a boolean property; "Label" is text"#
        ),
        (
            document(extra: #", "rules": [{"when": {"Size": "lg"}, "set": {"box": {"gap": 2}}}]"#),
            #"$.rules[0].when.Size: "lg" is not a value of Size (valid: sm, md)"#
        ),
        (document(extra: #", "rules": [{"when": {"Size": "md"}, "set": {"bx": {"gap": 2}}}]"#), #"$.rules[0].set.bx: no node "bx"; did you mean "box"?"#),
        (
            document(extra: #", "rules": [{"while": "empty", "set": {"box": {"gap": 2}}}]"#),
            #"$.rules[0].while: content state "empty" is not one the behaviour reports"#
        ),
        (
            document(root: #"{"name": "box", "type": "frame", "children": [{"name": "box", "type": "frame"}]}"#),
            #"$.root.children[0].name: the node id "box" is used twice"#
        ),
        (document(root: #"{"name": "box", "type": "frame", "width": -4}"#), "$.root.width: a size is -4.0; valid: 0.0 to 10000.0"),
        (#"{"version": 2}"#, "Box.component.json:1: $.version: version 2 is not read by this Specimen; valid: 1"),
        ("{\n  \"version\": 1,\n  \"name\": \"Box\"\n  \"x\": 1}", "Box.component.json:4: not JSON: expected ',' or '}' after the member \"name\""),
    ])
    func aBadDocumentSaysWhereAndWhat(_ text: String, _ expected: String) {
        let message = Self.message(text)
        #expect(message.contains(expected), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test func nodesNestingPastTheLimitAreRefused() {
        var root = #"{"name": "n0", "type": "frame"}"#
        for i in 1...Limits.documentDepth { root = #"{"name": "n\#(i)", "type": "frame", "children": [\#(root)]}"# }
        #expect(Self.message(Self.document(root: root)).contains("nodes nest deeper than \(Limits.documentDepth) levels"))
    }

    @Test func moreNodesThanTheLimitAreRefused() {
        let children = (0...Limits.documentNodes).map { #"{"name": "c\#($0)", "type": "rectangle"}"# }.joined(separator: ",")
        #expect(Self.message(Self.document(root: #"{"name": "box", "type": "frame", "children": [\#(children)]}"#)).contains("more than \(Limits.documentNodes) nodes"))
    }

    @Test func json5IsRead() throws {
        let text = "{\n  // a comment\n  version: 1, name: 'Box', designSystem: 'Test', position: 1,\n  root: {name: 'box', type: 'frame', gap: 4,},\n}"
        let document = try DocumentReader.read(Array(text.utf8), file: "Box.component.json5")
        #expect(document.root.properties.layout.gap == 4)
    }

    @Test func anInstanceCycleIsRefused() throws {
        func make(_ name: String, instance: String) throws -> ComponentDocument {
            let text =
                #"{"version": 1, "name": "\#(name)", "designSystem": "T", "position": 1, "root": {"name": "r", "type": "frame", "children": [{"name": "i", "type": "instance", "component": "\#(instance)"}]}}"#
            return try DocumentReader.read(Array(text.utf8), file: "\(name).component.json")
        }
        let a = try make("A", instance: "B"), b = try make("B", instance: "A")
        #expect(throws: DocumentError.self) { try DesignSystemFolder.check([a, b]) }
        do { try DesignSystemFolder.check([a, b]) } catch { #expect(error.description.contains("instance cycle A -> B -> A")) }
        let c = try make("C", instance: "Nope")
        do { try DesignSystemFolder.check([c]) } catch { #expect(error.description.contains("no component \"Nope\"")) }
    }
}
