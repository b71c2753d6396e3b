import SpecimenBehaviour
import Testing

@Suite struct EventScriptTests {
    static let parsed: [(String, [BehaviourEvent])] = [
        (
            "focus; type \"Hi\"; paste \"x\"; backspace 2; clear; enter; press send; blur",
            [.focus, .type("Hi"), .paste("x"), .backspace(2), .clear, .enter, .press("send"), .blur]
        ),
        ("type Hi", [.type("Hi")]),
        ("  FOCUS ;; backspace ;\n press chip2Remove ; ", [.focus, .backspace(1), .press("chip2Remove")]),
        ("type \"a; b\"", [.type("a; b")]),
        ("type \"say \\\"hi\\\"\\\\ \\n\\t\\u{E9}\"", [.type("say \"hi\"\\ \n\té")]),
        ("type \"\"", [.type("")]),
        ("paste \"line one\nline two\"", [.paste("line one\nline two")]),
    ]

    @Test(arguments: parsed)
    func parses(script: String, events: [BehaviourEvent]) throws {
        let parsed = try EventScript(parsing: script)
        #expect(parsed.events == events)
        // What the script prints parses back to the same events.
        #expect(try EventScript(parsing: parsed.description).events == events)
    }

    static let refused: [(String, String)] = [
        ("", "the event script has no events; separate events with ';', as in: focus; type \"Hi\"; blur"),
        (" ; ;", "the event script has no events; separate events with ';', as in: focus; type \"Hi\"; blur"),
        ("focus; tipe \"x\"", "event 2 'tipe \"x\"': unknown event 'tipe'; valid: focus, blur, type \"text\", paste \"text\", backspace [N], clear, enter, press NODE"),
        ("type", "event 1 'type': 'type' needs text in double quotes, as in type \"Hi\""),
        ("type \"Hi", "event 1 'type \"Hi': the text after 'type' has no closing quote"),
        ("type two words", "event 1 'type two words': text with spaces or quotes goes in double quotes, as in type \"two words\""),
        ("type \"Hi\" there", "event 1 'type \"Hi\" there': unexpected 'there' after the closing quote"),
        ("type \"\\q\"", "event 1 'type \"\\q\"': unknown escape '\\q'; valid: \\\" \\\\ \\n \\t \\u{...}"),
        ("type \"\\u{110000}\"", "event 1 'type \"\\u{110000}\"': '\\u' must be followed by a code point in braces, such as \\u{E9}"),
        ("backspace x", "event 1 'backspace x': the count after 'backspace' must be a whole number from 1 to 100000, not 'x'"),
        ("backspace 0", "event 1 'backspace 0': the count after 'backspace' must be a whole number from 1 to 100000, not '0'"),
        ("focus now", "event 1 'focus now': 'focus' takes nothing after it, not 'now'"),
        ("press", "event 1 'press': 'press' needs a button's node name, as in press send"),
        ("press the send", "event 1 'press the send': 'press' takes one node name of letters and digits, such as increment or chip2Remove, not 'the send'"),
    ]

    @Test(arguments: refused)
    func refuses(script: String, message: String) {
        #expect(throws: (any Error).self) { try EventScript(parsing: script) }
        do { _ = try EventScript(parsing: script) } catch { #expect("\(error)" == message) }
    }

    @Test func aScriptHasAtMostItsLimitOfEvents() {
        #expect(throws: (any Error).self) { try EventScript(parsing: Array(repeating: "focus", count: 1_001).joined(separator: ";")) }
        #expect((try? EventScript(parsing: Array(repeating: "focus", count: 1_000).joined(separator: ";")))?.events.count == 1_000)
    }
}
