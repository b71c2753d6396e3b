import Testing
import SpecimenBehaviour
import SpecimenLayout

/// Issue 25, item 8: the title row's information button answers `press` and shows its bubble, drawn
/// from the design system's own tokens (the spec has no tooltip tokens: the set's text and surface
/// colours inverted), and a second press closes it; the value and the State do not move. Every set
/// with the title row (Counter Input, Text Input, Text Area, Chip Input) does it the same way.
@Suite struct TooltipTests {
    static let counter = "Use − and + to change the number"
    static let field = "This is a tooltip text to help user"
    static let scripts: [(set: String, variant: String, script: String, open: Bool, text: String)] = [
        ("Counter Input", "State=Filled", "press tooltip", true, counter),
        ("Counter Input", "State=Placeholder", "press tooltip", true, counter),
        ("Counter Input", "State=Error", "press tooltip", true, counter),
        ("Counter Input", "State=Focused", "press increment; press tooltip", true, counter),
        ("Counter Input", "State=Filled", "press tooltip; press tooltip", false, counter),
        ("Counter Input", "State=Filled", "press tooltip; press decrement", true, counter),
        ("Text Input", "Type=Default, State=Filled", "press tooltip", true, field),
        ("Text Input", "Type=Password, State=Placeholder", "press tooltip", true, field),
        ("Text Input", "Type=Left Selection, State=Error", "press tooltip", true, field),
        ("Text Input", "Type=Default, State=Focused", "type \"ab\"; press tooltip", true, field),
        ("Text Input", "Type=Suffix, State=Filled", "press tooltip; press tooltip", false, field),
        ("Text Area", "State=Filled", "press tooltip", true, field),
        ("Text Area", "State=Focused", "press tooltip; type \"x\"", true, field),
        ("Text Area", "State=Placeholder", "press tooltip; press tooltip", false, field),
        ("Chip Input", "State=Filled", "press tooltip", true, "A comma or Return makes a tag"),
        ("Chip Input", "State=Filled", "press tooltip; press chip1Remove", true, "A comma or Return makes a tag"),
        ("Chip Input", "State=Placeholder", "press tooltip; press tooltip", false, "A comma or Return makes a tag"),
    ]

    @Test(arguments: scripts)
    func theInformationButtonShowsItsBubble(set: String, variant: String, script: String, open: Bool, text expected: String) throws {
        let steps = try Played.steps(set, variant, [], script)
        let last = try #require(steps.last)
        let bubble = last.layout.node(named: "tooltipBubble")
        #expect((bubble != nil) == open, "\(variant) \(script)")
        #expect(steps[0].layout.node(named: "tooltipBubble") == nil, "no variant starts with it open")
        guard let bubble else { return }
        let button = try #require(last.layout.node(named: "tooltip"))
        #expect(bubble.frame.maxX == button.frame.maxX && bubble.frame.minY == button.frame.maxY + 4)
        #expect(last.layout.frame.contains(bubble.frame), "the bubble stays inside the component: it never grows the picture")
        #expect(bubble.paints.contains { if case .fill(_, let color) = $0 { color.description == "text/strong-950" } else { false } })
        let text = try #require(bubble.children.first)
        guard case .text(let run, _, let color)? = text.paints.first else { Issue.record("no bubble text"); return }
        #expect(run.text == expected && color.description == "bg/white-0")
        #expect(run.style.size == 12 && run.style.lineHeight == 16)
        // The value and the State are the other events', the tooltip's press changes neither.
        let others = script.replacingOccurrences(of: "press tooltip; ", with: "").replacingOccurrences(of: "; press tooltip", with: "")
        let without = try Played.steps(set, variant, [], others == "press tooltip" ? "focus" : others)
        let reference = others == "press tooltip" ? without[0] : try #require(without.last)
        #expect(last.model.properties.map(\.value) == reference.model.properties.map(\.value))
    }

    /// The bubble's text is the set's `Tooltip Text`.
    @Test(arguments: ["Text Input", "Text Area", "Chip Input", "Counter Input"])
    func theBubbleSaysTheTooltipText(set: String) throws {
        let last = try Played.last(set, nil, ["Tooltip Text=Wir fragen, um Sie zu erreichen"], "press tooltip")
        let text = try #require(last.layout.node(named: "tooltipText"))
        guard case .text(let run, _, _)? = text.paints.first else { Issue.record("no bubble text"); return }
        #expect(run.text == "Wir fragen, um Sie zu erreichen")
    }

    /// A Disabled field answers nothing, its information button included.
    @Test(arguments: ["Counter Input", "Text Input", "Text Area", "Chip Input"])
    func aDisabledFieldRefusesThePress(set: String) throws {
        let variant = set == "Text Input" ? "Type=Default, State=Disabled" : "State=Disabled"
        #expect(throws: BehaviourError.self) { try Played.steps(set, variant, [], "press tooltip") }
    }
}
