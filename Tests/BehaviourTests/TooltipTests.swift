import Testing
import SpecimenBehaviour
import SpecimenLayout

/// Issue 25, item 8: the title row's information button answers `press` and shows its bubble, drawn
/// from the design system's own tokens (the spec has no tooltip tokens: the set's text and surface
/// colours inverted), and a second press closes it; the value and the State do not move.
@Suite struct TooltipTests {
    static let scripts: [(variant: String, script: String, open: Bool)] = [
        ("State=Filled", "press tooltip", true),
        ("State=Placeholder", "press tooltip", true),
        ("State=Error", "press tooltip", true),
        ("State=Focused", "press increment; press tooltip", true),
        ("State=Filled", "press tooltip; press tooltip", false),
        ("State=Filled", "press tooltip; press decrement", true),
    ]

    @Test(arguments: scripts)
    func theInformationButtonShowsItsBubble(variant: String, script: String, open: Bool) throws {
        let steps = try Played.steps("Counter Input", variant, [], script)
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
        #expect(run.text == "Use − and + to change the number" && color.description == "bg/white-0")
        #expect(run.style.size == 12 && run.style.lineHeight == 16)
        // The value and the State are the button presses', the tooltip's press changes neither.
        let without = try Played.last("Counter Input", variant, [], script.replacingOccurrences(of: "press tooltip; ", with: "")
            .replacingOccurrences(of: "; press tooltip", with: "").replacingOccurrences(of: "press tooltip", with: "blur"))
        #expect(last.value("Input Number") == without.value("Input Number"))
    }

    /// A Disabled field answers nothing, its information button included.
    @Test func aDisabledFieldRefusesThePress() throws {
        #expect(throws: BehaviourError.self) { try Played.steps("Counter Input", "State=Disabled", [], "press tooltip") }
    }
}
