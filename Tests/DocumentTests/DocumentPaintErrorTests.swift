import SpecimenDocument
import Testing

/// The document keys the Composer, Chip Input and Text Area documents brought (image fills, background
/// blur, forEach, paragraph) refuse bad values in one line naming the path and what is valid.
@Suite struct DocumentPaintErrorTests {
    static func frame(_ keys: String) -> String { DocumentErrorTests.document(root: #"{"name": "box", "type": "frame", \#(keys)}"#) }

    @Test(arguments: [
        (frame(#""fills": [{"image": "sunset"}]"#), #"$.root.fills[0].image: image "sunset" is not one Specimen draws; valid: "backdrop""#),
        (frame(#""fills": [{"image": "backdrop", "color": "bg/white-0"}]"#), #"$.root.fills[0].color: an image fill takes no colour"#),
        (frame(#""effects": [{"type": "background-blur"}]"#), #"$.root.effects[0].radius: a background blur's radius is missing"#),
        (frame(#""effects": [{"type": "background-blur", "radius": "blur/sm", "gap": "x/y"}]"#), #"a background blur takes only a radius"#),
        (
            frame(#""effects": [{"type": "glow"}]"#),
            #"effect "glow" is not one Specimen draws; valid: "focus-ring", "drop-shadow", "inner-shadow", "layer-blur", "background-blur""#
        ),
        (frame(#""effects": [{"type": "drop-shadow"}]"#), #"$.root.effects[0].color: a shadow's colour is missing"#),
        (frame(#""forEach": "chips""#), #"$.root.forEach: list "chips" is not one the behaviour holds (valid: none for this behaviour)"#),
        (DocumentErrorTests.document(root: #"{"name": "box", "type": "text", "forEach": "chips"}"#), #"$.root.forEach: only a frame repeats its children"#),
        (DocumentErrorTests.document(root: #"{"name": "box", "type": "text", "paragraph": {"maxLines": 0}}"#), #"$.root.paragraph.maxLines: maxLines is 0.0; valid: 1.0 to 100.0"#),
        (DocumentErrorTests.document(root: #"{"name": "box", "type": "text", "paragraph": {"maxLines": 2.5}}"#), #"maxLines is a whole number of lines"#),
        (DocumentErrorTests.document(root: #"{"name": "box", "type": "text", "paragraph": {"maxLines": 5, "keep": "middle"}}"#), #"keep "middle" is not one of "start", "end""#),
    ])
    func aBadPaintSaysWhereAndWhat(_ text: String, _ expected: String) {
        let message = DocumentErrorTests.message(text)
        #expect(message.contains(expected), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test func theNewKeysReadBack() throws {
        let text = DocumentErrorTests.document(
            root: #"""
                {"name": "box", "type": "frame", "fills": [{"image": "backdrop"}, {"shape": "pill", "color": "bg/white-0"}],
                 "effects": [{"type": "background-blur", "radius": "backdropBlur/sm"}],
                 "children": [{"name": "line", "type": "text", "paragraph": {"maxLines": 5, "keep": "end"}}]}
                """#)
        let document = try DocumentReader.read(Array(text.utf8), file: "Box.component.json")
        #expect(document.root.properties.fills?.first?.image == "backdrop")
        #expect(document.root.properties.fills?.last?.shape == .pill)
        #expect(document.root.properties.effects == [.backgroundBlur(radius: "backdropBlur/sm")])
        #expect(document.root.children.first?.properties.paragraph == DocumentParagraph(maxLines: 5, keep: .end))
    }
}
