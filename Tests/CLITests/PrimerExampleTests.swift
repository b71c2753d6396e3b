import Foundation
import Testing

/// `Examples/primer/` is a project of its own (`specimen.json` naming `design-system/`): its goldens
/// of GitHub Primer's Button, Checkbox and Label verify from there, as CI would run them, with no Swift.
@Suite struct PrimerExampleTests {
    static let project = ReadmeCommandTests.root.appendingPathComponent("Examples/primer")

    @Test func primersGoldensVerifyFromItsFolder() throws {
        // CI set: verify never writes, and a missing golden fails.
        let result = try CLIRunner.run(["snapshot", "verify"], environment: ["SPECIMEN_HOME": "", "CI": "1"], in: Self.project)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("snapshots: \(Self.project.path)/Snapshots"), "\(result.stdout)")
        // 88 variants (60 Buttons, 8 Checkboxes, 20 Labels), light and dark at 2x.
        #expect(result.stdout.contains("176 goldens: 176 matched"), "\(result.stdout)")
    }

    @Test func everyPrimerComponentIsListedFromItsFolder() throws {
        let result = try CLIRunner.run(["list"], environment: ["SPECIMEN_HOME": ""], in: Self.project)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 88)
        #expect(lines.filter { $0.hasPrefix("Button/") }.count == 60)
        #expect(lines.contains("Checkbox/Checked=on, Indeterminate=off, State=Disabled"))
        #expect(lines.contains("Label/Variant=Sponsors, Size=Large"))
    }
}
