import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `specimen snapshot verify` as CI runs it: GitHub annotations and step summary, JSON, JUnit with times
/// and attachments, re-record commands, empty selections, shards merged; all through the real binary.
@Suite struct SnapshotCITests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let password = "Text Input/Type=Password, State=Error"

    /// A copy of the repository's goldens with Password Error dark@2x replaced by another field of its size.
    private func tamperedCopy() throws -> (folder: URL, snapshots: String) {
        let folder = try CLIRunner.temporaryDirectory()
        let snapshots = folder.appendingPathComponent("Snapshots")
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Snapshots"), to: snapshots)
        let golden = snapshots.appendingPathComponent("\(Self.password)/dark@2x.png")
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.copyItem(at: snapshots.appendingPathComponent("Text Input/Type=Default, State=Filled/light@2x.png"), to: golden)
        return (folder, snapshots.path)
    }

    @Test func aTamperedGoldenUnderGitHubActionsGivesAnAnnotationASummaryAndACommandThatReRecordsIt() throws {
        let (folder, snapshots) = try tamperedCopy()
        let summary = folder.appendingPathComponent("step-summary.md")
        try Data("## Earlier step\n".utf8).write(to: summary)
        let report = folder.appendingPathComponent("report").path
        let github = ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path, "CI": "true"]
        let verify = ["snapshot", "verify", "--snapshots", snapshots, "--filter", "\(Self.password)/*", "--report", report]
        let run = try CLIRunner.run(verify, environment: github)
        #expect(run.status == 1, "\(run.stderr)")
        let annotations = run.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 1)
        let annotation = String(try #require(annotations.first))
        #expect(
            annotation.hasPrefix(
                "::error file=\(snapshots)/Text Input/Type=Password%2C State=Error/dark@2x.png,title=Text Input/Type=Password%2C State=Error dark@2x%3A pixels changed::"))
        #expect(annotation.contains("pixels changed: ") && annotation.contains("%0Adifference: \(report)/images/001-"))
        let command = "specimen snapshot record --snapshots '\(snapshots)' --filter '\(Self.password)/dark@2x.png'"
        #expect(annotation.hasSuffix("%0Are-record: " + command))
        #expect(run.stdout.contains("\nre-record just the failures: \(command)\n"))
        #expect(!run.stderr.contains("["), "no progress bar in a CI log")

        let html = try String(contentsOf: URL(fileURLWithPath: report + "/index.html"), encoding: .utf8)
        #expect(html.contains("Re-record just the failures:</p>\n<pre class=\"line\">\(command.replacingOccurrences(of: "'", with: "&apos;"))</pre>"))
        let markdown = try String(contentsOf: summary, encoding: .utf8)
        #expect(markdown.hasPrefix("## Earlier step\n## Specimen snapshots: 1 golden failed (1 with pixels changed), "), "appended, not overwritten")
        #expect(markdown.contains(" pixels changed, of 4 goldens\n"), "\(markdown)")
        #expect(markdown.contains("| `\(Self.password) dark@2x` | pixels changed | "))
        #expect(markdown.contains("-diff.png` |"))
        #expect(markdown.contains("```sh\n\(command)\n```"))

        // The command it printed, run on a developer's machine, makes the golden pass again.
        let words = ["snapshot", "record", "--snapshots", snapshots, "--filter", "\(Self.password)/dark@2x.png"]
        // Run from the copy's project (its parent folder), which its manifest names as the owner.
        let record = try CLIRunner.run(words, environment: ["CI": ""], in: folder)
        #expect(record.status == 0 && record.stdout.hasPrefix("snapshots: \(snapshots) (from --snapshots)\nwrote \(snapshots)/\(Self.password)/dark@2x.png\n"), "\(record.stderr)")
        #expect(try CLIRunner.run(verify, environment: github).status == 0)
    }

    @Test func jsonAndJUnitHoldEveryGoldensResultTimeAndImages() throws {
        let (folder, snapshots) = try tamperedCopy()
        let report = folder.appendingPathComponent("report")
        let run = try CLIRunner.run(
            [
                "snapshot", "verify", "--snapshots", snapshots, "--filter", "Text Input/Type=Password*",
                "--report", report.path, "--json",
            ], environment: ["GITHUB_ACTIONS": "", "CI": ""])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(Self.password) dark@2x: pixels changed"), "the lines go to stderr with --json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(run.stdout == String(decoding: try Data(contentsOf: report.appendingPathComponent("results.json")), as: UTF8.self))
        let totals = try #require(document["totals"] as? [String: Any])
        #expect(totals["goldens"] as? Int == 20 && totals["matched"] as? Int == 19 && totals["failed"] as? Int == 1)
        #expect((totals["byStatus"] as? [String: Int]) == ["pixels changed": 1])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.count == 20)
        #expect(results.allSatisfy { ($0["seconds"] as? Double ?? 0) > 0 })
        let failed = try #require(results.first { $0["passed"] as? Bool == false })
        #expect(failed["set"] as? String == "Text Input" && failed["variant"] as? String == "Type=Password, State=Error")
        #expect(failed["theme"] as? String == "dark" && failed["scale"] as? Double == 2 && failed["status"] as? String == "pixels changed")
        #expect((failed["changedPixels"] as? Int ?? 0) > 1000)
        let regions = try #require(failed["regions"] as? [[String: Any]])
        #expect(!regions.isEmpty && regions.allSatisfy { $0["node"] is String && $0["width"] is Int && $0["maxDelta"] is Int })
        let images = try #require(failed["images"] as? [String: String])
        #expect(images["golden"] == "Snapshots/\(Self.password)/dark@2x.png")
        for key in ["expected", "actual", "diff"] {
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(try #require(images[key])).path))
        }

        let junit = try JUnitCases(report.appendingPathComponent("junit.xml"))
        #expect(junit.cases.count == 20)
        #expect(junit.cases.allSatisfy { Double($0["time"] ?? "") != nil })
        let attachments = junit.systemOut.joined().split(separator: "\n").map(String.init)
        #expect(attachments.count == 3 && attachments.allSatisfy { $0.hasPrefix("[[ATTACHMENT|") && $0.hasSuffix("]]") })
        for line in attachments {
            #expect(FileManager.default.fileExists(atPath: String(line.dropFirst("[[ATTACHMENT|".count).dropLast(2))), "\(line)")
        }
    }

    @Test(arguments: [
        (["--filter", "No Such Set/*"], "--filter 'No Such Set/*' selects no golden of the "),
        (["--filter", "["], "--filter '[': the '[' at character 1 opens a class that is never closed"),
        (["--filter", "Stepper/Size=md, State=Default/*", "--shard", "1/5"], "--shard 1/5 selects no golden: --filter 'Stepper/Size=md, State=Default/*' selects only 4"),
    ])
    func aSelectionOfNothingIsAnErrorNamingTheFilter(options: [String], message: String) throws {
        let run = try CLIRunner.run(["snapshot", "verify"] + options + ["--report", try CLIRunner.temporaryDirectory().path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("specimen: " + message), "\(run.stderr)")
    }

    @Test func shardsRunOnSeveralMachinesMergeIntoOneReport() throws {
        let (folder, snapshots) = try tamperedCopy()
        var inputs: [String] = []
        for k in 1...3 {
            let report = folder.appendingPathComponent("shard-\(k)").path
            let run = try CLIRunner.run([
                "snapshot", "verify", "--snapshots", snapshots, "--filter", "Text Input/Type=Password*",
                "--shard", "\(k)/3", "--report", report,
            ])
            #expect(run.status == (run.stdout.contains("pixels changed") ? 1 : 0))
            inputs.append(report)
        }
        let out = folder.appendingPathComponent("merged").path
        let merged = try CLIRunner.run(["snapshot", "merge", "--out", out] + inputs)
        #expect(merged.status == 1, "\(merged.stderr)")
        #expect(merged.stdout.contains("20 goldens in 3 shards: 19 matched, 1 golden failed (1 with pixels changed), "), "\(merged.stdout)")
        #expect(merged.stdout.contains("re-record just the failures: specimen snapshot record --snapshots '\(snapshots)' --filter '\(Self.password)/dark@2x.png'"))
        let junit = try JUnitCases(URL(fileURLWithPath: out + "/junit.xml"))
        #expect(junit.cases.count == 20 && junit.failures == 1)
        let diff = try #require(junit.systemOut.first?.split(separator: "\n").first).dropFirst("[[ATTACHMENT|".count).dropLast(2)
        let resolved = diff.hasPrefix("/") ? String(diff) : FileManager.default.currentDirectoryPath + "/" + diff
        #expect(FileManager.default.fileExists(atPath: resolved), "the merged report still finds shard 1..3's images: \(diff)")

        let missing = try CLIRunner.run(["snapshot", "merge", "--out", out, inputs[0], inputs[2]])
        #expect(missing.status == 2 && missing.stderr == "specimen: shard 2/3 missing; merge every shard's results.json\n")
        let twice = try CLIRunner.run(["snapshot", "merge", "--out", out, inputs[0], inputs[0], inputs[1], inputs[2]])
        #expect(twice.status == 2 && twice.stderr.contains("shard 1/3 is given twice"))
    }

    /// Runs verify under `script`, which gives it a terminal, and returns everything the terminal showed.
    private func onATerminal(_ environment: [String: String]) throws -> String {
        let report = try CLIRunner.temporaryDirectory().path
        let command = "'\(CLIRunner.executable.path)' snapshot verify --filter 'Stepper/Size=md*' --report '\(report)'"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func theProgressBarShowsOnATerminalAndNeverInCI() throws {
        let terminal = try onATerminal(["CI": "", "GITHUB_ACTIONS": ""])
        #expect(terminal.contains("] 12/12 goldens"), "\(terminal)")
        #expect(terminal.contains("12 goldens: 12 matched"))
        let ci = try onATerminal(["CI": "true", "GITHUB_ACTIONS": ""])
        #expect(!ci.contains("/12 goldens") && ci.contains("12 goldens: 12 matched"), "\(ci)")
    }

    @Test func theReadmesPackageLinesNameRealProducts() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let products = readme.matches(of: /\.product\(name: "(\w+)", package: "specimen"\)/).map { String($0.output.1) }
        #expect(products == ["SpecimenSnapshot"])
        for product in products { #expect(manifest.contains(".library(name: \"\(product)\"")) }
        // No version is tagged (tags do not travel with this repository's copies): the line names the
        // branch, and the ready workflow checks out the same one (Tests/Install/dependency.sh resolves it).
        #expect(readme.contains(".package(url: ") && readme.contains("branch: \"main\")"))
        let workflow = try String(contentsOf: Self.repository.appendingPathComponent("Examples/.github/workflows/snapshots.yml"), encoding: .utf8)
        #expect(workflow.contains("repository: your-org/specimen, ref: main,"))
        // The matrix in the README runs the commands this binary has.
        #expect(readme.contains("snapshot verify --shard ${{ matrix.shard }}/4") && readme.contains("snapshot merge --out merged report-1"))
    }

    @Test func configureKeepsAGoldensToleranceAndMasksInTheManifestAndVerifyNamesThem() throws {
        let (folder, snapshots) = try tamperedCopy()
        let golden = ["--snapshots", snapshots, "--filter", "\(Self.password)/dark@2x.png"]
        let configure = try CLIRunner.run(
            ["snapshot", "configure"] + golden + ["--mask", "field", "--max-pixels", "3", "--perceptual", "0.1"],
            environment: ["CI": ""])
        #expect(configure.status == 0 && configure.stdout.hasPrefix("snapshots: \(snapshots) (from --snapshots)\nconfigured \(Self.password)/dark@2x.png\n"), "\(configure.stderr)")
        let manifest = try String(contentsOf: URL(fileURLWithPath: snapshots + "/manifest.json"), encoding: .utf8)
        #expect(manifest.components(separatedBy: "\"compare\": {\"maxPixels\": 3, \"perceptual\": 0.1, \"masks\": [\"field\"]}").count == 2)
        let report = ["--report", folder.appendingPathComponent("report").path]
        let verify = try CLIRunner.run(["snapshot", "verify"] + golden + report)
        #expect(verify.status == 1)
        #expect(verify.stdout.contains("; tolerance max-delta 0/255 per channel, max-pixels 3, perceptual threshold 0.1 (anti-aliasing ignored); masked: field\n"))
        #expect(!verify.stdout.contains(": pixels changed: 0 px"))

        let typo = try CLIRunner.run(["snapshot", "configure"] + golden + ["--mask", "caret"], environment: ["CI": ""])
        #expect(typo.status == 2 && typo.stderr.hasPrefix("specimen: --mask 'caret' names no layout node of \(Self.password) dark@2x; valid: "))
        let ci = try CLIRunner.run(["snapshot", "configure"] + golden + ["--clear"], environment: ["CI": "1"])
        #expect(ci.status == 2 && ci.stderr.contains("refused: CI is set"))
        #expect(try CLIRunner.run(["snapshot", "configure"] + golden + ["--clear"], environment: ["CI": ""]).status == 0)
        let cleared = try CLIRunner.run(["snapshot", "verify"] + golden + report)
        #expect(cleared.stdout.contains("; tolerance max-delta 0/255 per channel, max-pixels 0\n"), "\(cleared.stdout)")
        #expect(
            try String(contentsOf: URL(fileURLWithPath: snapshots + "/manifest.json"), encoding: .utf8)
                == String(contentsOf: Self.repository.appendingPathComponent("Snapshots/manifest.json"), encoding: .utf8))
    }

    @Test func versionIsPrinted() throws {
        let run = try CLIRunner.run(["--version"])
        #expect(run.status == 0)
        // The version, then where the fonts and themes come from (here the checkout it was built from).
        #expect(run.stdout.wholeMatch(of: /specimen \d+\.\d+\.\d+ \(renderer \d+\)\nresources: .+ \(the checkout it was built from\)\n/) != nil, "\(run.stdout)")
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Snapshots/manifest.json"), encoding: .utf8)
        let version = run.stdout.split(separator: " ")[1]
        #expect(manifest.contains("\"fingerprint\": {\"specimen\": \"\(version)\", "), "the goldens record the release that made them")
    }
}

/// The `<testcase>` attributes, failures and `<system-out>` texts of a JUnit file.
private final class JUnitCases: NSObject, XMLParserDelegate {
    var cases: [[String: String]] = []
    var failures = 0
    var systemOut: [String] = []
    private var text: String?

    init(_ url: URL) throws {
        super.init()
        let parser = XMLParser(data: try Data(contentsOf: url))
        parser.delegate = self
        guard parser.parse() else { throw CocoaError(.fileReadCorruptFile) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "testcase" { cases.append(attributes) }
        if name == "failure" { failures += 1 }
        if name == "system-out" { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "system-out", let text { systemOut.append(text) }
        if name == "system-out" { text = nil }
    }
}
