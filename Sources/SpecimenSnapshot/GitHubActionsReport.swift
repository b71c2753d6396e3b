import Foundation

/// What `verify` adds under GitHub Actions (`GITHUB_ACTIONS=true`): one `::error` workflow command per
/// failure, which GitHub shows as an annotation on the golden's file, and a Markdown summary for
/// `$GITHUB_STEP_SUMMARY` with each failure's regions, difference image and the re-record command.
public enum GitHubActionsReport {
    /// True when running as a GitHub Actions step.
    public static func isActive(environment: [String: String]) -> Bool { environment["GITHUB_ACTIONS"] == "true" }

    /// `::error file=Snapshots/Text Input/.../dark@2x.png,title=Text Input/... dark@2x: pixels changed::<line>`.
    /// - Parameters:
    ///   - snapshotsFolder: `Snapshots/` as a path from the repository root (where GitHub resolves `file`).
    ///   - reportFolder: the report folder as the job sees it, for the difference image's path.
    public static func annotations(_ document: VerificationDocument, snapshotsFolder: String = "Snapshots", reportFolder: String?) -> [String] {
        document.failures.map { result in
            var message = result.message
            if let diff = JUnitReport.imagePaths(result, reportFolder: reportFolder).first { message += "\ndifference: " + diff }
            if let command = result.rerecord { message += "\nre-record: " + command }
            let file = snapshotsFolder + "/" + result.file
            return "::error file=\(property(file)),title=\(property("\(result.name): \(result.status)"))::\(data(message))"
        }
    }

    /// The step summary: a headline, a table of failures and the command re-recording them all.
    public static func summary(_ document: VerificationDocument, reportFolder: String?) -> String {
        let totals = document.totals
        let shards = document.shards == ["1/1"] ? "" : " (shards \(document.shards.joined(separator: ", ")))"
        var text = "## Specimen snapshots\(shards): "
        text += totals.failed == 0 ? "all \(totals.goldens) goldens match\n" : "\(totals.failed) of \(totals.goldens) failed\n"
        guard totals.failed > 0 else { return text + "\n" }
        text += "\n| Golden | Status | Changed pixels | Regions | Difference image |\n|---|---|---|---|---|\n"
        for result in document.failures {
            let regions = result.regions.map(\.node).joined(separator: ", ")
            let diff = JUnitReport.imagePaths(result, reportFolder: reportFolder).first.map { "`\($0)`" } ?? ""
            text += "| `\(cell(result.name))` | \(cell(result.status)) | \(result.changedPixels) | \(cell(regions)) | \(cell(diff)) |\n"
        }
        if let command = document.rerecord {
            text += "\nRe-record just these, on a developer's machine (never in CI), then review and commit `Snapshots/`:\n\n```sh\n\(command)\n```\n"
        }
        return text + "\n"
    }

    /// Appends the summary to the file `$GITHUB_STEP_SUMMARY` names (GitHub renders every step's).
    public static func appendSummary(_ summary: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw SnapshotError.unwritableFile(path: path, reason: "cannot create the step summary file")
            }
        }
        do {
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(summary.utf8))
        } catch {
            throw SnapshotError.unwritableFile(path: path, reason: "cannot append the step summary (\(error.localizedDescription))")
        }
    }

    /// A workflow command's message: `%`, CR and LF escaped, as GitHub's runner unescapes them.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value: also `:` and `,`, which end a property.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// A Markdown table cell: `|` escaped, line breaks as spaces.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
