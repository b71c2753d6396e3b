import Foundation
import Testing

/// The ready workflow in `Examples/.github/workflows/` is the one the README shows, reads as YAML (as
/// GitHub reads it), uploads the very folder `verify` writes its report to, and links it from the summary.
@Suite struct CIWorkflowTests {
    static let root = ReadmeCommandTests.root
    static let workflow = "Examples/.github/workflows/snapshots.yml"

    /// The workflow as JSON, through PyYAML (`make test` installs it).
    static func parsed() throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))", root.appendingPathComponent(workflow).path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 with PyYAML could not read \(workflow)")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func theReadmeShowsTheReadyWorkflow() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(Self.workflow), encoding: .utf8)
        let start = try #require(text.range(of: "name: Snapshots"))
        let body = String(text[start.lowerBound...])
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```yaml\n" + body + "```"))
    }

    @Test func itUploadsTheReportVerifyWritesAndLinksIt() throws {
        let jobs = try #require(try Self.parsed()["jobs"] as? [String: Any])
        let steps = try #require((jobs["snapshots"] as? [String: Any])?["steps"] as? [[String: Any]])
        let verify = try #require(steps.first { ($0["run"] as? String)?.contains("snapshot verify") == true }?["run"] as? String)
        let words = verify.split(separator: " ").map(String.init)
        let report = try #require(words.firstIndex(of: "--report").map { words[$0 + 1] })
        let upload = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true })
        #expect((upload["with"] as? [String: Any])?["path"] as? String == report)
        #expect(upload["if"] as? String == "failure()")
        let id = try #require(upload["id"] as? String)
        let link = try #require(steps.first { ($0["run"] as? String)?.contains("GITHUB_STEP_SUMMARY") == true })
        #expect((link["run"] as? String)?.contains("${{ steps.\(id).outputs.artifact-url }}") == true)
        // The verify step's words are a command this binary takes.
        let help = try CLIRunner.run(["snapshot", "--help"])
        #expect(help.stdout.contains("--report DIR"))
    }
}
