import SpecimenLayout
import Testing

/// A message of white space is not a message (issue 25): Send stays dormant, and pressing it (or the
/// keyboard's Send) sends nothing, so the field keeps what was typed.
@Suite struct WhiteSpaceMessageTests {
    @Test(arguments: ["press send", "enter"])
    func sendingWhiteSpaceDoesNothing(send: String) throws {
        let steps = try Played.steps("Composer", "State=Empty", [], "focus; type \"   \"; \(send)")
        #expect(steps.map { $0.value("Value") } == ["", "", "   ", "   "])
        let fill = { (step: PlayedStep) in step.layout.node(named: "send")!.paints.map { "\($0)" }.joined() }
        #expect(!fill(steps[2]).contains("brand") && !fill(steps[3]).contains("brand"))
        let sent = try Played.steps("Composer", "State=Empty", [], "focus; type \" hi \"; \(send)")
        #expect(sent.last?.value("Value") == "")
    }
}
