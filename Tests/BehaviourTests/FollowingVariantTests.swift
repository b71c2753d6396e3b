import SpecimenBehaviour
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import SpecimenText
import Testing

/// Issue 36: what only the shipped sets' Swift models knew is their documents' behaviour now, and so
/// open to every design system: options that hold until the content is edited, the rule default an
/// option gives (the Error hint), what an option answers, and the content an option starts a slot with.
@Suite struct FollowingVariantTests {
    /// The drawn text of a layout's node.
    static func text(_ step: PlayedStep, _ node: String) -> String? { text(step.layout, node) }

    static func text(_ layout: LayoutTree, _ node: String) -> String? {
        guard case .text(let run, _, _)? = layout.node(named: node)?.paints.first else { return nil }
        return run.text
    }

    /// A variant as it starts: its model and its layout.
    static func start(_ set: String, _ variant: String) throws -> (model: DocumentModel, layout: LayoutTree) {
        let model = try DocumentModel.decoding(try Catalogue.standard.configuration(set: set, variant: variant))
        return (model, try LayoutEngine(text: try TextEngine.shared()).layout(model))
    }

    @Test func errorHoldsItsMessageUntilTheValueIsEdited() throws {
        let steps = try Played.steps("Text Input", "State=Error", [], "focus; type \"x\"")
        #expect(steps.map { $0.value("State") } == ["Error", "Error", "Focused"])
        #expect(steps.map { Self.text($0, "hintText") } == ["Enter a valid value", "Enter a valid value", "This is a hint text to help user"])
        // A hint the person gave is theirs in Error too.
        let given = try Played.last("Text Input", "State=Error", ["Help Text=Use your work address"], "focus")
        #expect(Self.text(given, "hintText") == "Use your work address")
    }

    @Test func disabledHoldsAndAnswersNothing() throws {
        #expect(throws: BehaviourError.self) { try Played.steps("Chip Input", "State=Disabled", [], "focus") }
        #expect(try Self.start("Counter Input", "State=Disabled").model.currentValues["State"] == "Disabled")
    }

    @Test func readOnlyAnswersOnlyItsToggle() throws {
        #expect(throws: BehaviourError.self) { try Played.steps("InputPassword", "State=Read-only", [], "type \"x\"") }
        let steps = try Played.steps("InputPassword", "State=Read-only", [], "press trailingIcon")
        #expect(steps.map { $0.value("Characters") } == ["Hidden", "Visible"])
        #expect(steps.map { $0.value("State") } == ["Read-only", "Read-only"])
    }

    @Test func anEditEmptiesTheErrorSlot() throws {
        let steps = try Played.steps("InputPassword", "State=Error", [], "focus; type \"9\"")
        #expect(steps.map { $0.value("State") } == ["Error", "Error", "Editing"])
        #expect(steps.map { $0.value("Error Text") } == ["Minimum 8 characters", "Minimum 8 characters", ""])
    }

    @Test func anOptionStartsItsSlotsContent() throws {
        let focused = try Self.start("Digit Input", "State=Focused")
        #expect(["digit1", "digit2", "digit3"].map { Self.text(focused.layout, $0) } == ["4", "8", nil])
        #expect(focused.model.currentValues["State"] == "Focused")
        #expect(try Self.start("Chip Input", "State=Filled").layout.allNodes.filter { $0.role.name == "chip" }.count == 3)
        #expect(try Self.start("Chip Input", "State=Placeholder").layout.allNodes.filter { $0.role.name == "chip" }.isEmpty)
    }
}
