import Foundation
import TestSupport
import Testing

/// Issue 25, item 13: an error drawn by colour alone (Error with Help off: the red rule and nothing
/// else) is what the spec's guideline forbids ("red is not a message"), so `render` draws what was
/// asked and says so once on stderr, naming the guideline; a render with its message says nothing.
@Suite struct RenderWarningTests {
    static let renders: [(set: String, variant: String, properties: [String], warns: Bool)] = [
        ("Text Input", "Type=Default, State=Error", ["Help=off"], true),
        ("Text Input", "Type=Suffix, State=Error", ["Help Text="], true),
        ("Counter Input", "State=Error", ["Help=off"], true),
        ("Digit Input", "State=Error", [], true),
        ("Text Input", "Type=Default, State=Error", [], false),
        ("InputPassword", "State=Error, Characters=Hidden", [], false),
        ("InputPassword", "State=Error, Characters=Hidden", ["Error Text="], false),
        ("Stepper", "Size=sm, State=Default", [], false),
    ]

    @Test(arguments: renders)
    func anErrorWithoutAMessageIsAWarning(set: String, variant: String, properties: [String], warns: Bool) throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png").path
        let result = try CLIRunner.run(["render", set, variant] + properties.flatMap { ["--prop", $0] } + ["--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out), "the picture is still drawn")
        let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("specimen: warning: ") }
        if warns {
            #expect(warnings.count == 1, "\(result.stderr)")
            #expect(warnings.first?.contains("Do not signal the error with the red rule alone.") == true)
            #expect(warnings.first?.contains("\(set)/") == true)
        } else {
            #expect(warnings.isEmpty, "\(result.stderr)")
        }
    }

    /// Issue 36: a user's design system without guidelines is never warned in another system's words:
    /// a Carbon-like field's red rule alone draws with nothing on stderr (`ForeignGuidelinesTests`
    /// shows the same layout fails the check when a system's guidelines ask it).
    @Test func aDesignSystemWithoutGuidelinesIsNotWarnedInAnotherSystemsWords() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let system = try CarbonLikeDesignSystem.write(to: folder.appendingPathComponent("carbon-like"))
        let out = folder.appendingPathComponent("out.png").path
        let result = try CLIRunner.run(["render", "Carbon Field", "State=Error", "--design-system", system.path, "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
