import SpecimenBehaviour
import Testing

@Suite struct TextEditingTests {
    /// (editing, starting text, caret, event, text after, caret after)
    static let table: [(TextEditing, String, Int, BehaviourEvent, String, Int)] = [
        (.singleLine, "", 0, .type("Hi"), "Hi", 2),
        (.singleLine, "Hi", 2, .paste(" there"), "Hi there", 8),
        (.singleLine, "Hello", 5, .backspace(2), "Hel", 3),
        (.singleLine, "Hello", 5, .backspace(99), "", 0),
        (.singleLine, "Hello", 2, .type("y"), "Heyllo", 3),
        (.singleLine, "Hello", 5, .clear, "", 0),
        (.singleLine, "", 0, .paste("one\ntwo"), "onetwo", 6),
        (TextEditing(keepsLineBreaks: true), "", 0, .type("one\ntwo"), "one\ntwo", 7),
        (TextEditing(maxLength: 5), "abc", 3, .paste("defgh"), "abcde", 5),
        (TextEditing(maxLength: 5), "abcde", 5, .type("f"), "abcde", 5),
        // Grapheme clusters: one backspace removes e + combining acute, and a flag counts as one.
        (.singleLine, "cafe\u{301}", 4, .backspace(1), "caf", 3),
        (TextEditing(maxLength: 2), "", 0, .type("🇫🇷🇩🇪🇮🇹"), "🇫🇷🇩🇪", 2),
    ]

    @Test(arguments: table)
    func edits(editing: TextEditing, text: String, caret: Int, event: BehaviourEvent, expected: String, expectedCaret: Int) throws {
        let result = try #require(editing.applying(event, to: text, caret: caret))
        #expect(result.text == expected)
        #expect(result.caret == expectedCaret)
    }

    @Test(arguments: [BehaviourEvent.focus, .blur, .enter, .press("send")])
    func leavesOtherEventsToTheSet(event: BehaviourEvent) {
        #expect(TextEditing.singleLine.applying(event, to: "x", caret: 1) == nil)
    }

    @Test func answersNameEventsAndButtons() {
        let answers = BehaviourAnswers(events: ["press", "blur", "focus", "type"], buttons: ["decrement", "increment"])
        #expect(answers.summary == "it answers: focus, blur, type \"text\", press NODE (NODE: decrement, increment)")
        #expect(answers.answers(.press("increment")))
        #expect(!answers.answers(.press("send")))
        #expect(!answers.answers(.clear))
        #expect(BehaviourAnswers(events: []).summary == "it answers no events")
        let error = BehaviourError.notAnswered(set: "Stepper", event: "type \"x\"", answers: BehaviourAnswers(events: [], buttons: ["decrement", "increment"]))
        #expect(error.description == "Stepper does not answer 'type \"x\"'; it answers: press NODE (NODE: decrement, increment)")
    }
}
