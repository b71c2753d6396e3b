import Foundation
import SpecimenSnapshot

extension SnapshotCommand {
    /// `specimen snapshot merge --out DIR RESULTS...`: the shards of one CI run as one report.
    static func merge(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, command: "snapshot merge", options: ["out"], flags: [])
        guard let out = arguments.value("out") else {
            throw UsageError("'specimen snapshot merge' needs --out DIR for the merged results.json and junit.xml")
        }
        guard !arguments.positionals.isEmpty else {
            throw UsageError("'specimen snapshot merge' needs each shard's results.json (or its report folder); usage: specimen snapshot merge --out DIR RESULTS...")
        }
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
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot create \(folder.path): \(error.localizedDescription)")
        }
        try AtomicFile.write(try merged.encoded(), to: folder.appendingPathComponent("results.json").path)
        let display = ReportWriter.displayPath(of: folder)
        try AtomicFile.write(Array(JUnitReport.xml(merged, reportFolder: display).utf8), to: folder.appendingPathComponent("junit.xml").path)
        for failure in merged.failures { print(failure.message) }
        let totals = merged.totals
        let tally = FailureTally(merged)
        print("\(FailureTally.count(totals.goldens, "golden")) in \(FailureTally.count(merged.shards.count, "shard")): \(totals.matched) matched"
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
