import SpecimenAutoLayout
import SpecimenDocument
import Testing

/// The keys a one-line field needs beyond Figma's own: `roomShare`, `textDirection`, `mask: ""` and a
/// rule's `defaults`, read into their types, and each bad value one line saying what is valid.
@Suite struct DocumentFieldKeysTests {
    typealias E = DocumentErrorTests

    static let swap = #"{"name": "Icon", "kind": "instance-swap", "default": "phone"}"#
    static func document(root: String = #"{"name": "box", "type": "frame"}"#, rules: String = "[]") -> String {
        """
        {
          "version": 1, "name": "Box", "designSystem": "Test", "position": 1,
          "properties": [{"name": "Size", "kind": "variant", "options": ["sm", "md"]}, \(swap)],
          "root": \(root), "rules": \(rules)
        }
        """
    }

    @Test func theKeysAreReadIntoTheirTypes() throws {
        let text = Self.document(
            root: #"{"name": "box", "type": "text", "roomShare": {"fraction": 0.5, "less": 8}, "textDirection": "ltr", "mask": "", "shrinkOrder": 2}"#,
            rules: #"[{"when": {"Size": "md"}, "defaults": {"Icon": "lock"}}]"#)
        let document = try DocumentReader.read(Array(text.utf8), file: "Box.component.json")
        #expect(document.root.properties.layout.roomShare == RoomShare(fraction: 0.5, less: 8))
        #expect(document.root.properties.textDirection == .ltr)
        #expect(document.root.properties.mask == "")
        #expect(document.root.properties.layout.shrinkOrder == 2)
        #expect(document.rules[0].defaults == ["Icon": "lock"])
        #expect(document.rules[0].patches.isEmpty)
    }

    @Test(arguments: [
        (
            document(root: #"{"name": "box", "type": "text", "roomShare": {"fraction": 2}}"#),
            "$.root.roomShare.fraction: a share's fraction is 2.0; valid: 0.0 to 1.0"
        ),
        (
            document(root: #"{"name": "box", "type": "text", "roomShare": {"share": 0.5}}"#),
            #"$.root.roomShare.share: unknown key "share" in a room share"#
        ),
        (
            document(root: #"{"name": "box", "type": "text", "textDirection": "up"}"#),
            #"$.root.textDirection: textDirection "up" is not one of "ltr", "rtl""#
        ),
        (document(root: #"{"name": "box", "type": "text", "mask": "ab"}"#), #"$.root.mask: a mask is one character"#),
        (document(root: #"{"name": "box", "type": "text", "shrinkOrder": 1.5}"#), "$.root.shrinkOrder: shrinkOrder is a whole number"),
        (document(rules: #"[{"defaults": {"Icn": "lock"}}]"#), #"$.rules[0].defaults.Icn: no property "Icn"; did you mean "Icon"?"#),
        (document(rules: #"[{"defaults": {"Size": "md"}}]"#), #"$.rules[0].defaults.Size: Size is a variant property"#),
        (document(rules: #"[{"when": {"Size": "md"}}]"#), #"$.rules[0].set: a rule needs "set""#),
    ])
    func aBadKeySaysWhatIsValid(_ text: String, _ expected: String) {
        let message = E.message(text)
        #expect(message.contains(expected), "\(message)")
        #expect(!message.contains("\n"))
    }
}
