import SpecimenLayout
import Testing

/// Issue 25, item 6: the password eye shows the password. Text Input's `Password Text` holds the
/// password itself (its default was ten bullets, so "Visible" drew the same bullets), drawn as one
/// bullet per character while hidden and as the characters once the eye is pressed; a second press
/// hides them again. Backbase's InputPassword does the same with its `Text`.
@Suite struct PasswordRevealTests {
    static let cases: [(set: String, variant: String, eye: String, password: String)] = [
        ("Text Input", "Type=Password, State=Filled", "iconRight", "sunflower7"),
        ("Text Input", "Type=Password, State=Focused", "iconRight", "sunflower7"),
        ("Text Input", "Type=Password, State=Error", "iconRight", "sunflower7"),
        ("InputPassword", "State=Default, Characters=Hidden", "trailingIcon", "hunter2"),
        ("InputPassword", "State=Editing, Characters=Hidden", "trailingIcon", "hunter2"),
    ]

    /// The drawn text of the layout's `value` node.
    static func drawn(_ step: PlayedStep) -> String? {
        guard case .text(let run, _, _)? = step.layout.node(named: "value")?.paints.first else { return nil }
        return run.text
    }

    @Test(arguments: cases)
    func theEyeRevealsTheCharacters(set: String, variant: String, eye: String, password: String) throws {
        let steps = try Played.steps(set, variant, [], "press \(eye); press \(eye)")
        let hidden = String(repeating: "\u{2022}", count: password.count)
        #expect(steps.map(Self.drawn) == [hidden, password, hidden], "\(set) \(variant)")
    }

    /// The default variants still draw ten bullets, so their pictures did not change.
    @Test func theHiddenDefaultIsTenBullets() throws {
        let step = try Played.steps("Text Input", "Type=Password, State=Filled", [], "focus")[0]
        #expect(Self.drawn(step) == String(repeating: "\u{2022}", count: 10))
    }

    /// A password the user gives is what the eye shows.
    @Test func aGivenPasswordIsWhatShows() throws {
        let last = try Played.last("Text Input", "Type=Password, State=Filled", ["Password Text=Kw8#qz"], "press iconRight")
        #expect(Self.drawn(last) == "Kw8#qz")
    }
}
