import Testing
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import SpecimenText

/// Content no one tuned for, as a person types it (issue 25), in Text Area and Composer: the counter
/// counts what was typed, an answer over its limit says so, white space is not a message, a given
/// value shows in every state, and the Composer's circles keep the field's height at any text scale.
@Suite struct TypedContentTests {
    /// (Value Text, the counter it shows): user-perceived characters, with the invisible bidi marks a
    /// pseudo-locale or a bidi-aware editor adds left out.
    static let counts: [(String, String)] = [
        ("Hello", "5/500"),
        ("\u{202E}Hello\u{202C}", "5/500"),  // ar-XB's right-to-left override and its pop
        ("a\u{200F}b\u{200E}c", "3/500"),  // RLM and LRM between letters
        ("\u{2067}\u{05E9}\u{05DC}\u{05D5}\u{05DD}\u{2069}", "4/500"),  // RLI ... PDI around a Hebrew word
        ("\u{061C}\u{0661}\u{0662}", "2/500"),  // ALM before Arabic-Indic digits
        ("e\u{301}", "1/500"),  // e and a combining accent
        ("\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", "1/500"),  // a ZWJ family
        ("\u{1F1EF}\u{1F1F5}\u{1F44D}\u{1F3FD}", "2/500"),  // a flag and a thumb with its skin tone
    ]

    @Test(arguments: counts)
    func theCounterCountsWhatThePersonTyped(value: String, counter: String) throws {
        let tree = try Fixtures.layout("Text Area", "State=Filled", ["Value Text=\(value)"])
        #expect(try Fixtures.node(tree, "counter").text == counter)
    }

    /// (Counter Text, Value Text, over the limit): on the limit is fine; past it the counter and the
    /// rule take the error colour, since the count says what is wrong.
    static let limits: [(String, String, Bool)] = [
        ("0/20", String(repeating: "a", count: 20), false),
        ("0/20", String(repeating: "a", count: 21), true),
        ("0/500", String(repeating: "x", count: 600), true),
        ("0/20", "\u{202E}" + String(repeating: "a", count: 20) + "\u{202C}", false),
    ]

    @Test(arguments: limits)
    func anAnswerOverItsLimitDoesNotLookNormal(counterText: String, value: String, over: Bool) throws {
        for state in ["Filled", "Focused"] {
            let tree = try Fixtures.layout("Text Area", "State=\(state)", ["Counter Text=\(counterText)", "Value Text=\(value)"])
            #expect(try Fixtures.node(tree, "counter").inkColor == (over ? "state/error/base-500" : "text/sub-700"))
            let rest = state == "Focused" ? "brand/base" : "border/sub-200"
            #expect(try Fixtures.node(tree, "rule").fillColors == [over ? "state/error/base-500" : rest])
        }
    }

    /// (Value, Send's fill): only something a person would send wakes Send.
    static let messages: [(String, String)] = [
        ("   ", "bg/soft-100"), ("\t", "bg/soft-100"), ("\u{00A0}\u{2003}", "bg/soft-100"),
        (" a ", "brand/base"), ("\u{1F44D}", "brand/base"),
    ]

    @Test(arguments: messages)
    func whiteSpaceIsNotAMessage(value: String, fill: String) throws {
        for state in ["Empty", "Typing"] {
            let tree = try Fixtures.layout("Composer", "State=\(state)", ["Value=\(value)"])
            #expect(try Fixtures.node(tree, "send").fillColors == [fill])
            #expect(try Fixtures.node(tree, "sendIcon").inkColor == (fill == "brand/base" ? "text/on-color/strong" : "fg/disabled-400"))
        }
    }

    /// "The content decides": a given Value Text shows in Text Area Placeholder as a given Value does in
    /// Composer Empty; with none given, Placeholder starts empty.
    @Test func aGivenValueShowsInPlaceholderAsComposerShowsIt() throws {
        let given = try Fixtures.layout("Text Area", "State=Placeholder", ["Value Text=Ring twice"])
        #expect(try Fixtures.node(given, "line1").text == "Ring twice")
        #expect(given.node(named: "placeholder") == nil)
        #expect(try Fixtures.node(given, "counter").text == "10/500")
        #expect(try Fixtures.node(given, "line1").inkColor == "text/strong-950")
        let none = try Fixtures.layout("Text Area", "State=Placeholder")
        #expect(try Fixtures.node(none, "line1").text == "Add more detail")
        #expect(try Fixtures.node(none, "counter").text == "0/500")
        let composer = try Fixtures.layout("Composer", "State=Empty", ["Value=Ring twice"])
        #expect(try Fixtures.node(composer, "value").text == "Ring twice")
    }

    /// "The avatar, the action and the send circle share the 40 pt height with the field", at every
    /// text scale: the field grows with its line, and so do the circles.
    @Test(arguments: [1.0, 1.5, 2.0, 3.0])
    func theCirclesShareTheFieldsHeight(scale: Double) throws {
        let configuration = try Catalogue.standard.configuration(set: "Composer", variant: "State=Typing", properties: ["Avatar=on", "Action=on"])
        let tree = try Fixtures.engine().layout(configuration, environment: LayoutEnvironment(textScale: scale))
        let field = try Fixtures.node(tree, "field").frame
        #expect(field.height == tree.frame.height)
        for circle in ["avatar", "action", "send"] {
            let frame = try Fixtures.node(tree, circle).frame
            #expect(frame.height == field.height && frame.width == field.height, "\(circle) at x\(scale)")
            #expect(frame.minY == field.minY)
        }
        #expect(tree.frame.width == 361, "the bar keeps its width; the field gives up the room")
        #expect(scale > 1 || field.height == 40)
    }
}
