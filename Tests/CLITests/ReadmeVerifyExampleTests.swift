import Foundation
import Testing

/// The README's example of a failing golden is the line `verify` prints for it: the Password Error
/// golden replaced by the Filled picture, its pixel count, regions and tolerance as the command says them.
@Suite struct ReadmeVerifyExampleTests {
    @Test func theFailureLineIsWhatVerifyPrints() throws {
        let project = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: project) }
        try Data(#"{"snapshots": "Snapshots"}"#.utf8).write(to: project.appendingPathComponent("specimen.json"))
        let user = ProjectTests.user
        let filter = ["--filter", "Text Input/Type=Password, State=Error/dark@2x.png"]
        let record = try CLIRunner.run(["snapshot", "record"] + filter, environment: user, in: project)
        #expect(record.status == 0, "\(record.stderr)")
        let filled = try CLIRunner.run(
            ["render", "Text Input", "Type=Password, State=Filled", "--theme", "dark", "--scale", "2", "--out", "filled.png"], environment: user, in: project)
        #expect(filled.status == 0, "\(filled.stderr)")
        let golden = project.appendingPathComponent("Snapshots/Text Input/Type=Password, State=Error/dark@2x.png")
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.moveItem(at: project.appendingPathComponent("filled.png"), to: golden)
        let verify = try CLIRunner.run(["snapshot", "verify"] + filter + ["--report", project.appendingPathComponent("report").path], environment: user, in: project)
        #expect(verify.status == 1, "\(verify.stdout)\(verify.stderr)")
        let line = try #require(verify.stdout.split(separator: "\n").first { $0.contains(": pixels changed: ") }, "\(verify.stdout)")
        let readme = try String(contentsOf: ReadmeCommandTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("`\(line.trimmingCharacters(in: .whitespaces))`"), "the README does not quote: \(line)")
    }
}
