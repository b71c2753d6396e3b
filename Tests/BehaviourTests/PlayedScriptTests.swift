import Geometry
import SpecimenBehaviour
import SpecimenLayout
import SpecimenCatalogue
import SpecimenDocument
import SpecimenText
import Testing

/// Tables of event scripts and the state each ends in, set by set: the spec's live specimens.
@Suite struct PlayedScriptTests {
    // MARK: Text Area

    /// (lines typed, field height): "56 for one line, 24 more a line up to five", then it scrolls.
    static let textAreaHeights: [(Int, Double)] = [(1, 56), (2, 80), (3, 104), (4, 128), (5, 152), (6, 152), (7, 152)]

    @Test(arguments: textAreaHeights)
    func textAreaGrowsALineAtATimeUpToFive(lines: Int, height: Double) throws {
        let script = (1...lines).map { "type \"line \($0)\"" }.joined(separator: "; enter; ")
        let last = try Played.last("Text Area", "State=Placeholder", [], "focus; " + script)
        #expect(last.height("field") == height)
        // The caret's line, the last one typed, is the last line drawn.
        let lastLine = try #require(last.layout.node(named: "line\(min(lines, 5))"))
        let caret = try #require(last.layout.allNodes.first { $0.role == .caret })
        #expect(caret.frame.minY == lastLine.frame.minY)
        #expect(last.layout.node(named: "line6") == nil)
        #expect(last.value("State") == "Focused")
    }

    @Test func textAreaCounterFollowsTheTyping() throws {
        let text = String(repeating: "abcdefg ", count: 5) + "xy"  // 42 characters
        let last = try Played.last("Text Area", "State=Placeholder", [], "type \"\(text)\"")
        #expect(last.value("Counter Text") == "42/500")
        #expect(last.layout.allNodes.contains { $0.name == "counter" || $0.paints.contains { "\($0)".contains("42/500") } })
    }

    @Test func textAreaStopsAtItsLimit() throws {
        let last = try Played.last("Text Area", "State=Placeholder", ["Counter Text=0/10"], "type \"0123456789abc\"; type \"d\"")
        #expect(last.value("Value Text") == "0123456789")
        #expect(last.value("Counter Text") == "10/10")
        #expect(last.value("State") == "Focused")
    }

    // MARK: Single-line fields

    @Test func aLongValueScrollsToKeepTheCaretInView() throws {
        let long = "the quick brown fox jumps over the lazy dog and keeps running"
        let steps = try Played.steps("Text Input", "State=Placeholder", [], "type \"\(long)\"; blur")
        let typing = steps[1], rest = steps[2]
        let field = try #require(typing.layout.node(named: "field"))
        let caret = try #require(typing.layout.allNodes.first { $0.role == .caret })
        #expect(field.frame.contains(caret.frame))
        // Focused, the end of the text shows after "…"; at rest, the start shows before "…".
        let shown = try #require(typing.layout.node(named: "value")).paints.compactMap { paint -> String? in
            if case .text(let run, _, _) = paint { return run.text } else { return nil }
        }.joined()
        #expect(shown.hasPrefix("\u{2026}") && shown.hasSuffix("keeps running"))
        let atRest = try #require(rest.layout.node(named: "value")).paints.compactMap { paint -> String? in
            if case .text(let run, _, _) = paint { return run.text } else { return nil }
        }.joined()
        #expect(atRest.hasPrefix("the quick") && atRest.hasSuffix("\u{2026}"))
        #expect(rest.value("State") == "Filled")
    }

    // MARK: Stepper and Counter Input

    @Test func stepperStopsAtItsMinimum() throws {
        let steps = try Played.steps("Stepper", "State=Default", ["Value=2", "Minimum=0"], "press decrement; press decrement; press decrement")
        #expect(steps.map { $0.value("Value") } == ["2", "1", "0", "0"])
        #expect(steps.map { $0.value("State") } == ["Default", "Default", "Min", "Min"])
        #expect(steps.last?.model.derivedVariant.name == "Size=sm, State=Min")
    }

    @Test func stepperStopsAtItsMaximum() throws {
        let steps = try Played.steps("Stepper", "Size=md", ["Value=8", "Maximum=9"], "press increment; press increment")
        #expect(steps.map { $0.value("Value") } == ["8", "9", "9"])
        #expect(steps.map { $0.value("State") } == ["Default", "Max", "Max"])
    }

    @Test func aValueThatIsNotANumberCannotBeStepped() throws {
        #expect(throws: BehaviourError.notANumber(set: "Stepper", property: "Value", value: "two", event: "press increment")) {
            try Played.steps("Stepper", nil, ["Value=two"], "press increment")
        }
    }

    @Test func counterInputNudgesItsNumber() throws {
        let steps = try Played.steps(
            "Counter Input", "State=Placeholder", ["Input Number=1", "Minimum=0", "Maximum=2"],
            "focus; press increment; press increment; blur; press decrement")
        #expect(steps.map { $0.value("Input Number") } == ["1", "1", "2", "2", "2", "1"])
        #expect(steps.map { $0.value("State") } == ["Placeholder", "Focused", "Focused", "Focused", "Filled", "Filled"])
    }

    // MARK: Composer

    @Test func sendEmptiesTheComposerAndGoesDormant() throws {
        let steps = try Played.steps("Composer", "State=Empty", [], "focus; type \"On my way\"; press send")
        #expect(steps.map { $0.value("State") } == ["Empty", "Empty", "Typing", "Empty"])
        #expect(steps.map { $0.value("Value") } == ["", "", "On my way", ""])
        let send = { (step: PlayedStep) in step.layout.node(named: "send")!.paints.map { "\($0)" }.joined() }
        #expect(send(steps[2]).contains("brand"))
        #expect(!send(steps[3]).contains("brand"))
    }

    // MARK: Digit Input

    @Test func fourDigitsFillADigitInput() throws {
        let steps = try Played.steps("Digit Input", "State=Default", [], "focus; type \"4\"; type \"8\"; type \"2\"; type \"1\"")
        #expect(steps.map { $0.value("State") } == ["Default", "Focused", "Focused", "Focused", "Focused", "Filled"])
        let last = try #require(steps.last)
        for (index, digit) in ["4", "8", "2", "1"].enumerated() {
            #expect(last.layout.node(named: "digit\(index + 1)") != nil, "cell \(index + 1) holds \(digit)")
        }
        #expect(!last.layout.allNodes.contains { $0.role == .caret })
    }

    @Test func backspaceMovesTheDigitFocusBack() throws {
        let steps = try Played.steps("Digit Input", "State=Default", [], "type \"4821\"; backspace; backspace")
        #expect(steps.map { $0.value("State") } == ["Default", "Filled", "Focused", "Focused"])
        let caret = try #require(steps[3].layout.allNodes.first { $0.role == .caret })
        let cell3 = try #require(steps[3].layout.node(named: "cell3"))
        #expect(cell3.frame.contains(caret.frame))
    }

    // MARK: Passwords

    @Test func theEyeTogglesTheTextInputPassword() throws {
        let steps = try Played.steps("Text Input", "Type=Password, State=Placeholder", [], "type \"hunter2\"; press iconRight; press iconRight")
        let texts = steps.map { step in step.layout.allNodes.first { $0.name == "value" }.map(Self.text) ?? "" }
        #expect(texts == ["", "•••••••", "hunter2", "•••••••"])
        #expect(steps.map { $0.value("Icon Right Swap") } == ["eye-off", "eye-off", "eye", "eye-off"])
    }

    @Test func theToggleShowsTheInputPassword() throws {
        let steps = try Played.steps("InputPassword", "State=Default", [], "press trailingIcon; press trailingIcon")
        #expect(steps.map { $0.value("Characters") } == ["Hidden", "Visible", "Hidden"])
    }

    // MARK: Chip Input

    @Test func chipsWrapIntoFurtherRows() throws {
        let steps = try Played.steps(
            "Chip Input", "State=Placeholder", [],
            "type \"Design, Research, Travel, Photography, Architecture,\"; press chip1Remove")
        let full = steps[1], removed = steps[2]
        #expect(full.model.properties.isEmpty == false)
        let chipsRow = try #require(full.layout.node(named: "chips"))
        #expect(chipsRow.frame.height == 72)  // two rows: 32 + 8 + 32
        #expect(full.layout.allNodes.filter { $0.role.name == "chip" }.count == 5)
        #expect(removed.layout.allNodes.filter { $0.role.name == "chip" }.count == 4)
    }

    // MARK: Refusals

    @Test func anEventTheSetDoesNotAnswerNamesWhatItDoes() throws {
        #expect(throws: (any Error).self) { try Played.steps("Stepper", nil, [], "type \"3\"") }
        do { _ = try Played.steps("Stepper", nil, [], "type \"3\"") } catch {
            #expect("\(error)" == "Stepper (Size=sm, State=Default) does not answer 'type \"3\"'; it answers: press NODE (NODE: decrement, increment)")
        }
        do { _ = try Played.steps("Text Input", "State=Disabled", [], "focus") } catch {
            #expect("\(error)" == "Text Input (Type=Default, State=Disabled) does not answer 'focus'; it answers no events")
        }
    }

    static func text(_ node: LayoutNode) -> String {
        node.paints.compactMap { paint -> String? in
            if case .text(let run, _, _) = paint { return run.text }
            return nil
        }.joined()
    }
}

@Suite struct LiveSpecimenTests {
    @Test func everySetHasALiveSpecimenThatPlays() throws {
        #expect(LiveSpecimen.all.map(\.set.name) == Catalogue.standard.sets.map(\.name))
        for specimen in LiveSpecimen.all {
            let steps = try LayoutEngine(text: try TextEngine.shared()).play(try specimen.configuration(), script: try EventScript(parsing: specimen.script))
            #expect(steps.count > 3, "\(specimen.set.name) plays a few steps")
            // The interaction ends somewhere else than it starts (a step on a bound may change nothing: that is the point).
            #expect(steps.first!.jsonLine().dropFirst(12) != steps.last!.jsonLine().dropFirst(12), "\(specimen.set.name)")
        }
    }
}
