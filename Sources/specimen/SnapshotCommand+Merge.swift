import Foundation
import SpecimenFiles
import SpecimenReports

extension SnapshotCommand {
    /// `specimen snapshot merge --out DIR RESULTS...`: the shards of one CI run as one report.
    static func merge(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: mergeUsage)
        guard let out = arguments.value("out") else {
            throw UsageError("'specimen snapshot merge' needs --out DIR for the merged results.json and junit.xml")
        }
        guard !arguments.positionals.isEmpty else {
            throw UsageError("'specimen snapshot merge' needs each shard's results.json (or its report folder); usage: \(mergeUsage.line)")
        }
        // Checked before anything is read: never into a goldens folder, never over a shard's own file.
        var inputs: [String] = []
        for input in arguments.positionals {
            var isFolder: ObjCBool = false
            let folder = FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) && isFolder.boolValue
            inputs.append(folder ? URL(fileURLWithPath: input).appendingPathComponent("results.json").path : input)
        }
        let policy = OutputPolicy(inputs: inputs)
        let real = try policy.checkedFolder(out)
        for name in ["results.json", "junit.xml"] { _ = try policy.file(real + "/" + name) }
        let folder = URL(fileURLWithPath: out, isDirectory: true).standardizedFileURL
        var documents: [(document: VerificationDocument, name: String)] = []
        for input in arguments.positionals {
            var isFolder: ObjCBool = false
            var url = URL(fileURLWithPath: input)
            if FileManager.default.fileExists(atPath: input, isDirectory: &isFolder), isFolder.boolValue {
                url = url.appendingPathComponent("results.json")
            }
            let document = try VerificationDocument.load(from: url)
            documents.append((document.rebasingImages(from: url.deletingLastPathComponent(), to: folder), input))
        }
        let merged = try VerificationDocument.merged(documents)
        let output = try policy.folder(out)
        let display = ReportWriter.displayPath(of: folder)
        let files = StagedFiles(durability: output.policy.durability)
        try files.stage(try merged.encoded(), at: try output.file("results.json"))
        try files.stage(Array(JUnitReport.xml(merged, reportFolder: display).utf8), at: try output.file("junit.xml"))
        try files.commit()
        for failure in merged.failures { print(failure.message) }
        let totals = merged.totals
        let tally = FailureTally(merged)
        print(
            "\(FailureTally.count(totals.goldens, "golden")) in \(FailureTally.count(merged.shards.count, "shard")): \(totals.matched) matched"
                + (tally.failed == 0 ? "" : ", " + tally.phrase))
        if let command = merged.rerecord { print("re-record just the failures: \(command)") }
        print("merged: \(folder.appendingPathComponent("results.json").path), \(folder.appendingPathComponent("junit.xml").path)")
        let environment = ProcessInfo.processInfo.environment
        if GitHubActionsReport.isActive(environment: environment), let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            let summary = GitHubActionsReport.summary(merged, reportFolder: display, links: GitHubActionsReport.Links(environment: environment))
            try GitHubActionsReport.appendSummary(summary, to: path)
        }
        return merged.failures.isEmpty ? ExitStatus.success : ExitStatus.checkFailed
    }
}
