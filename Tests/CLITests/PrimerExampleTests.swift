import Foundation
import Testing

/// `Examples/primer/` is a project of its own (`specimen.json` naming `design-system/`): its goldens
/// of GitHub Primer's Button, Checkbox and Label verify from there, as CI would run them, with no Swift.
@Suite struct PrimerExampleTests {
    static let project = ReadmeCommandTests.root.appendingPathComponent("Examples/primer")

    @Test func primersGoldensVerifyFromItsFolder() throws {
        // CI set: verify never writes Snapshots/, and a missing golden fails; its report goes to a
        // temporary folder, not into the repository.
        let report = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: report) }
        let result = try CLIRunner.run(["snapshot", "verify", "--report", report.path], environment: ["SPECIMEN_HOME": "", "CI": "1"], in: Self.project)
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
        // The README's counts are these: the Button's variants, and its goldens (every variant in the
        // project's two themes, which `primersGoldensVerifyFromItsFolder` holds to what verify counts).
        let readme = try String(contentsOf: ReadmeCommandTests.root.appendingPathComponent("README.md"), encoding: .utf8)
            .replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
        #expect(readme.contains("Rest, Hover, Pressed, Focus, Disabled: \(lines.filter { $0.hasPrefix("Button/") }.count) variants)"))
        #expect(readme.contains("so its \(lines.count * 2) goldens verify from there"))
        #expect(lines.contains("Checkbox/Checked=on, Indeterminate=off, State=Disabled"))
        #expect(lines.contains("Label/Variant=Sponsors, Size=Large"))
    }

    /// The committed audit is what `specimen audit` finds today: Primer's controls are 28 to 40 pt
    /// (under 44 pt) and its Label borders are decoration under 3:1, so findings there are expected.
    @Test func theCommittedAuditIsTodays() throws {
        let result = try CLIRunner.run(["audit"], environment: ["SPECIMEN_HOME": ""], in: Self.project)
        #expect(result.status == 0, "\(result.stderr)")
        let committed = try String(contentsOf: Self.project.appendingPathComponent("audit.txt"), encoding: .utf8)
        #expect(result.stdout == committed, "Examples/primer/audit.txt is stale: run specimen audit > audit.txt in Examples/primer")
        #expect(committed.contains("Audit: ") && committed.contains("Checkbox/"))
    }

    /// The README's count of Primer's audit checks is the committed audit's (which the test above holds to today's).
    @Test func theReadmesAuditCountIsTheAudits() throws {
        let committed = try String(contentsOf: Self.project.appendingPathComponent("audit.txt"), encoding: .utf8)
        let summary = try #require(committed.split(separator: "\n").first { $0.hasPrefix("Audit: ") })
        let checks = try #require(summary.split(separator: " ").dropFirst().first)
        let readme = try String(contentsOf: Self.project.appendingPathComponent("../../README.md").standardizedFileURL, encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("specimen audit --design-system Examples/primer/design-system") })
        #expect(line.contains("# \(checks) checks:"), "README: \(line); the audit says \(summary)")
    }

    /// The committed review packet is the bytes `specimen packet --date 2026-12-01` writes, and its
    /// outline has a bookmark per component. (Its cover names Primer's token files: `ReviewPacket.tokenSources`.)
    @Test func theCommittedPacketIsTodays() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("primer-review.pdf")
        let result = try CLIRunner.run(["packet", "--date", "2026-12-01", "--out", out.path], environment: ["SPECIMEN_HOME": ""], in: Self.project)
        #expect(result.status == 0, "\(result.stderr)")
        let fresh = try Data(contentsOf: out), committed = try Data(contentsOf: Self.project.appendingPathComponent("primer-review.pdf"))
        // Compared as one Boolean: `#expect` on two unequal Data values diffs them for its message, which
        // for two PDFs of half a megabyte ran for many minutes.
        let same = fresh == committed
        #expect(
            same,
            "Examples/primer/primer-review.pdf is stale (\(fresh.count) bytes made, \(committed.count) committed): run specimen packet --date 2026-12-01 --out primer-review.pdf in Examples/primer"
        )
        // One bookmark per Primer component (the outline's titles are plain PDF strings).
        let text = String(decoding: committed, as: UTF8.self)
        #expect(["(Button)", "(Checkbox)", "(Label)"].allSatisfy { text.contains("/Title \($0)") })
    }
}
