import SpecimenBehaviour
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import SpecimenText
import Testing

/// Issue 25, item 8: no button answers nothing. The Selection picker opens its list of dial codes or
/// currencies (and closes it), the Composer's accessory and action add an attachment chip, and each
/// press draws something the layout before it did not.
@Suite struct ButtonsAnswerTests {
    static let presses: [(set: String, variant: String, properties: [String], script: String, shown: String, texts: [String])] = [
        ("Text Input", "Type=Left Selection, State=Filled", [], "press selection", "pickerList", ["+1", "+44", "+91"]),
        ("Text Input", "Type=Left Selection, State=Placeholder", [], "focus; press selection", "pickerList", ["+1", "+44", "+91"]),
        ("Text Input", "Type=Right Selection, State=Focused", [], "press selection", "pickerList", ["USD", "EUR", "GBP"]),
        ("Text Input", "Type=Right Selection, State=Error", [], "press selection", "pickerList", ["USD", "EUR", "GBP"]),
        ("Composer", "Style=Default, State=Empty", [], "press accessory", "attachment", ["Attachment"]),
        ("Composer", "Style=Overlay, State=Typing", [], "press accessory", "attachment", ["Attachment"]),
        ("Composer", "Style=Default, State=Empty", ["Action=on"], "press action", "attachment", ["Attachment"]),
    ]

    /// Every text run drawn under `node`, in drawing order.
    static func texts(_ node: LayoutNode) -> [String] {
        node.paints.compactMap { if case .text(let run, _, _) = $0 { run.text } else { nil } } + node.children.flatMap(texts)
    }

    @Test(arguments: presses)
    func thePressDrawsWhatItDoes(set: String, variant: String, properties: [String], script: String, shown: String, texts: [String]) throws {
        let steps = try Played.steps(set, variant, properties, script)
        #expect(steps[0].layout.node(named: shown) == nil, "no variant starts with \(shown) shown")
        let node = try #require(steps.last?.layout.node(named: shown), "\(set) \(variant): \(script) shows no \(shown)")
        #expect(Self.texts(node) == texts)
        let last = try #require(steps.last)
        #expect(last.layout.frame.contains(node.frame), "what the press shows stays inside the component")
    }

    /// A second press on the picker closes its list; the chevron points up while it is open.
    @Test(arguments: ["Left Selection", "Right Selection"])
    func thePickerClosesAgain(type: String) throws {
        let steps = try Played.steps("Text Input", "Type=\(type), State=Filled", [], "press selection; press selection")
        #expect(steps.map { $0.layout.node(named: "pickerList") != nil } == [false, true, false])
        let chevrons = steps.map { step -> String? in
            guard case .icon(let glyph, _, _)? = step.layout.node(named: "selectionChevron")?.paints.first else { return nil }
            return glyph.name
        }
        #expect(chevrons == ["chevron-down", "chevron-up", "chevron-down"])
        // The list opens in the column under the field: the hint moves down by the list and its gap.
        let field = try #require(steps[1].layout.node(named: "field")), list = try #require(steps[1].layout.node(named: "pickerList"))
        #expect(list.frame.minY == field.frame.maxY + 6 && list.frame.height == 4 + 3 * 44 + 4)
        #expect(steps[1].layout.node(named: "hint")!.frame.minY == list.frame.maxY + 6)
    }

    /// The attachment chip shows the pressed button's glyph; with it Send is live, and sending empties
    /// the field and the chip.
    @Test func anAttachmentIsSent() throws {
        let steps = try Played.steps("Composer", "Style=Default, State=Empty", ["Action=on"], "press action; press accessory; press send")
        let glyph = { (step: PlayedStep) -> String? in
            guard case .icon(let glyph, _, _)? = step.layout.node(named: "attachmentIcon")?.paints.first else { return nil }
            return glyph.name
        }
        #expect(steps.map(glyph) == [nil, "camera", "paperclip", nil])
        let sendFill = { (step: PlayedStep) in step.layout.node(named: "send")!.paints.map { "\($0)" }.joined() }
        #expect(!sendFill(steps[0]).contains("brand") && sendFill(steps[1]).contains("brand") && !sendFill(steps[3]).contains("brand"))
        #expect(steps[0].layout.node(named: "send")?.isInactive == true && steps[1].layout.node(named: "send")?.isInactive == false)
    }

    /// Disabled Text Input answers no press, its picker included.
    @Test func aDisabledPickerRefusesThePress() throws {
        #expect(throws: BehaviourError.self) { try Played.steps("Text Input", "Type=Left Selection, State=Disabled", [], "press selection") }
    }

    /// The class, over every set x every variant: each button a live variant draws, unless its document
    /// marks it inactive (a Stepper button at its bound, the dormant Send), answers `press`, and the
    /// layout after the press differs from the one before.
    @Test func everyLiveButtonAnswers() throws {
        var pressed = 0
        for configuration in Catalogue.standard.allConfigurations where configuration.value("State") != "Disabled" {
            let set = configuration.set.name, variant = configuration.variant.name
            let start = try LayoutEngine(text: try TextEngine.shared()).layout(configuration)
            for button in start.allNodes where button.role.name == "button" && !button.isInactive {
                let steps = try Played.steps(set, variant, [], "press \(button.name)")
                #expect(
                    String(describing: steps[0].layout.nodes) != String(describing: steps[1].layout.nodes),
                    "\(set) \(variant): press \(button.name) draws nothing new")
                pressed += 1
            }
        }
        #expect(pressed >= 90, "\(pressed) buttons pressed")
    }
}
