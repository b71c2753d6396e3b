import SpecimenDocument
import Testing

/// A behaviour's following variants and text rules (issue 36) read as written, and a bad one refused
/// in one line naming what is valid.
@Suite struct BehaviourReadingTests {
    static func document(_ behaviour: String, extra: String = "") -> String {
        DocumentErrorTests.document(extra: #", "behaviour": "# + behaviour + extra)
    }

    @Test func aFieldsBehaviourReadsAsWritten() throws {
        let text = Self.document(
            #"{"pattern": "editable-text", "bind": {"text": "Label"}, "lineBreaks": true, "limit": {"property": "Label", "default": 40}, "#
                + #""startsFrom": [{"when": {"Size": "md"}, "property": "Label"}], "#
                + #""variant": [{"property": "Size", "states": {"md": ["focused", "empty"]}, "holds": {"sm": "until-edited"}, "answers": {"sm": ["focus"]}, "content": {"sm": {"text": ""}}}]}"#,
            extra: #", "keepsOrderInRightToLeft": true"#)
        let document = try DocumentReader.read(Array(text.utf8), file: "Box.component.json")
        let behaviour = try #require(document.behaviour)
        #expect(document.keepsOrderInRightToLeft)
        #expect(behaviour.lineBreaks && behaviour.limit == DocumentBehaviour.TextLimit(property: "Label", otherwise: 40))
        #expect(behaviour.startsFrom == [DocumentBehaviour.TextSource(when: ["Size": ["md"]], property: "Label")])
        let variant = try #require(behaviour.variant)
        #expect(variant.states == [.init(option: "md", state: "focused", also: ["empty"])])
        #expect(variant.holds == ["sm": .untilEdited] && variant.answers == ["sm": ["focus"]] && variant.content == ["sm": ["text": ""]])
    }

    @Test(arguments: [
        (
            #"{"pattern": "editable-text", "variant": {"property": "Size", "holds": {"sm": "sometimes"}}}"#,
            #"a hold "sometimes" is not one of "always", "until-edited", "until-touched""#
        ),
        (#"{"pattern": "editable-text", "startsFrom": [{"property": "Size"}]}"#, #""Size" is not a Text property of this document; valid: Label"#),
        (#"{"pattern": "bounded-value", "variant": {"property": "Size", "content": {"sm": {"text": "1"}}}}"#, #"unknown key "text" in the bounded-value pattern's slots"#),
    ])
    func aBadBehaviourIsNamed(behaviour: String, fragment: String) {
        let message = DocumentErrorTests.message(Self.document(behaviour))
        #expect(message.contains(fragment), "\(message)")
        #expect(message.hasPrefix("Box.component.json:"))
    }
}
