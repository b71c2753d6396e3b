import Testing
import SpecimenLayout

/// Paints by token, per the spec's token table ("Applied to") and prose.
@Suite struct PaintTests {
    /// (set, variant, extra properties, node, the token its text or icon is drawn in)
    static let inks: [(String, String, String, String)] = [
        ("Text Input", "State=Placeholder", "title", "text/soft-500"),
        ("Text Input", "State=Placeholder", "optional", "text/disabled-400"),
        ("Text Input", "State=Placeholder", "placeholder", "text/soft-500"),
        ("Text Input", "State=Placeholder", "hintText", "text/sub-700"),
        ("Text Input", "State=Placeholder", "hintIcon", "fg/soft-500"),
        ("Text Input", "State=Placeholder", "iconLeft", "fg/soft-500"),
        ("Text Input", "State=Placeholder", "tooltip", "fg/soft-500"),
        ("Text Input", "State=Filled", "value", "text/strong-950"),
        ("Text Input", "State=Focused", "clear", "fg/soft-500"),
        ("Text Input", "State=Error", "value", "text/strong-950"),
        ("Text Input", "State=Error", "hintText", "state/error/base-500"),
        ("Text Input", "State=Error", "hintIcon", "state/error/base-500"),
        ("Text Input", "State=Error", "iconRight", "fg/soft-500"),
        ("Text Input", "State=Disabled", "value", "text/disabled-400"),
        ("Text Input", "State=Disabled", "hintText", "text/disabled-400"),
        ("Text Input", "State=Disabled", "hintIcon", "fg/disabled-400"),
        ("Text Input", "State=Disabled", "iconLeft", "fg/disabled-400"),
        ("Text Input", "State=Disabled", "title", "text/soft-500"),
        ("Text Input", "Type=Prefix, State=Filled", "prefix", "text/soft-500"),
        ("Text Input", "Type=Suffix, State=Filled", "suffix", "text/soft-500"),
        ("Text Input", "Type=Prefix, State=Disabled", "prefix", "text/disabled-400"),
        ("Text Input", "Type=Suffix, State=Disabled", "suffix", "text/disabled-400"),
        ("Chip Input", "State=Disabled", "placeholder", "text/disabled-400"),
        ("Chip Input", "State=Disabled", "chip1Label", "text/disabled-400"),
        ("Chip Input", "State=Error", "chip1Label", "text/strong-950"),
        ("Text Area", "State=Placeholder", "line1", "text/soft-500"),
        ("Text Area", "State=Filled", "line1", "text/strong-950"),
        ("Text Area", "State=Disabled", "counter", "text/disabled-400"),
        ("Counter Input", "State=Filled", "value", "text/strong-950"),
        ("Counter Input", "State=Filled", "decrementIcon", "fg/sub-700"),
        ("Counter Input", "State=Disabled", "value", "text/disabled-400"),
        ("Counter Input", "State=Disabled", "incrementIcon", "fg/disabled-400"),
        ("Digit Input", "State=Filled", "digit1", "text/strong-950"),
        ("Digit Input", "State=Disabled", "digit1", "text/disabled-400"),
        ("Stepper", "State=Default", "value", "text/strong-950"),
        ("Stepper", "State=Default", "decrementIcon", "fg/sub-700"),
        ("Stepper", "State=Default", "incrementIcon", "fg/sub-700"),
        ("Stepper", "State=Min", "decrementIcon", "fg/disabled-400"),
        ("Stepper", "State=Min", "incrementIcon", "fg/sub-700"),
        ("Stepper", "State=Max", "decrementIcon", "fg/sub-700"),
        ("Stepper", "State=Max", "incrementIcon", "fg/disabled-400"),
        ("Composer", "Style=Default, State=Empty", "placeholder", "text/soft-500"),
        ("Composer", "Style=Default, State=Empty", "sendIcon", "fg/disabled-400"),
        ("Composer", "Style=Default, State=Typing", "value", "text/strong-950"),
        ("Composer", "Style=Default, State=Typing", "sendIcon", "text/on-color/strong"),
        ("Composer", "Style=Overlay, State=Empty", "placeholder", "colors/alpha/white/alpha-72"),
        ("Composer", "Style=Overlay, State=Empty", "accessory", "static/static-white-0"),
        ("Composer", "Style=Overlay, State=Typing", "value", "static/static-white-0"),
    ]

    @Test(arguments: inks)
    func inkColour(set: String, variant: String, node: String, token: String) throws {
        let tree = try Fixtures.layout(set, variant)
        #expect(try Fixtures.node(tree, node).inkColor == token)
    }

    static let rules: [(String, String)] = [
        ("Placeholder", "border/sub-200"), ("Filled", "border/sub-200"), ("Focused", "brand/base"),
        ("Error", "state/error/base-500"), ("Disabled", "border/sub-200"),
    ]

    @Test(arguments: rules)
    func ruleColourInTheThreeUnderlinedSets(state: String, token: String) throws {
        for set in ["Text Input", "Text Area", "Chip Input"] {
            let rule = try Fixtures.node(try Fixtures.layout(set, "State=\(state)"), "rule")
            #expect(rule.fillColors == [token], "\(set)")
            #expect(rule.strokes.isEmpty)
        }
    }

    /// (state, fill, stroke or nil): the Counter pill and the Digit cell alike.
    static let boxes: [(String, String, String?)] = [
        ("Filled", "bg/white-0", "border/sub-200"), ("Focused", "bg/white-0", "brand/base"),
        ("Error", "bg/white-0", "state/error/base-500"), ("Disabled", "bg/weak-50", nil),
    ]

    @Test(arguments: boxes)
    func counterPillAndDigitCellPaints(state: String, fill: String, stroke: String?) throws {
        let pill = try Fixtures.node(try Fixtures.layout("Counter Input", "State=\(state)"), "pill")
        let cell = try Fixtures.node(try Fixtures.layout("Digit Input", "State=\(state)"), state == "Focused" ? "cell3" : "cell1")
        for node in [pill, cell] {
            #expect(node.fillColors == [fill])
            #expect(node.strokes.map(\.color) == (stroke.map { [$0] } ?? []))
            #expect(node.strokes.allSatisfy { $0.width == 1 })
        }
    }

    @Test func stepperAndCounterButtonsAreWhiteWithASoftStroke() throws {
        for (set, variant) in [("Stepper", "State=Min"), ("Stepper", "Size=md, State=Max"), ("Counter Input", "State=Error")] {
            let tree = try Fixtures.layout(set, variant)
            for name in ["decrement", "increment"] {
                let button = try Fixtures.node(tree, name)
                #expect(button.fillColors == ["bg/white-0"])
                #expect(button.strokes.map(\.color) == ["border/soft-100"])
                #expect(button.strokes.map(\.width) == [1])
            }
        }
    }

    @Test func composerFillsBySendStateAndStyle() throws {
        let empty = try Fixtures.layout("Composer", "State=Empty")
        #expect(try Fixtures.node(empty, "field").fillColors == ["bg/weak-50"])
        #expect(try Fixtures.node(empty, "send").fillColors == ["bg/soft-100"])
        let typing = try Fixtures.layout("Composer", "State=Typing")
        #expect(try Fixtures.node(typing, "send").fillColors == ["brand/base"])

        let overlay = try Fixtures.layout("Composer", "Style=Overlay, State=Typing", ["Action=on"])
        #expect(overlay.nodes.first?.paints.count == 1)
        if case .backdropImage? = overlay.nodes.first?.paints.first {} else { Issue.record("backdrop must paint the backdrop image") }
        for (name, fill) in [("field", "colors/alpha/black/alpha-24"), ("action", "colors/alpha/white/alpha-24")] {
            let node = try Fixtures.node(overlay, name)
            guard case .backdropBlur(_, let radius)? = node.paints.first else { Issue.record("\(name) must blur first"); continue }
            #expect(radius.description == "backdropBlur/sm")
            #expect(node.fillColors == [fill])
        }
        #expect(try Fixtures.node(overlay, "actionIcon").inkColor == "static/static-white-0")
    }

    @Test func focusedFieldsHaveABrandCaretOneLineTall() throws {
        for (set, variant) in [
            ("Text Input", "State=Focused"), ("Text Area", "State=Focused"), ("Chip Input", "State=Focused"),
            ("Digit Input", "State=Focused"), ("Composer", "State=Typing"),
        ] {
            let caret = try Fixtures.node(try Fixtures.layout(set, variant), "caret")
            #expect(caret.fillColors == ["brand/base"], "\(set)")
            #expect(caret.frame.width == 1)
            #expect([24.0, 36.0].contains(caret.frame.height))
        }
    }
}
