import Foundation
import SpecimenFiles

/// What `verify` adds under GitHub Actions (`GITHUB_ACTIONS=true`): one `::error` workflow command per
/// failure, which GitHub shows as an annotation on the golden's file, and a Markdown summary for
/// `$GITHUB_STEP_SUMMARY` with each failure's regions, difference image and the re-record command.
package enum GitHubActionsReport {
    /// True when running as a GitHub Actions step.
    package static func isActive(environment: [String: String]) -> Bool { environment["GITHUB_ACTIONS"] == "true" }

    /// `::error file=Snapshots/Text Input/.../dark@2x.png,title=Text Input/... dark@2x: pixels changed::<line>`.
    /// - Parameters:
    ///   - snapshotsFolder: `Snapshots/` as a path from the repository root (where GitHub resolves `file`).
    ///   - reportFolder: the report folder as the job sees it, for the difference image's path.
    package static func annotations(_ document: VerificationDocument, snapshotsFolder: String = "Snapshots", reportFolder: String?) -> [String] {
        document.failures.map { result in
            var message = result.message
            if let diff = JUnitReport.imagePaths(result, reportFolder: reportFolder).first { message += "\ndifference: " + diff }
            if let command = result.rerecord { message += "\nre-record: " + command }
            let file = snapshotsFolder + "/" + result.file
            return "::error file=\(property(file)),title=\(property("\(result.name): \(result.status)"))::\(data(message))"
        }
    }

    /// Where a reader of the step summary can reach the report: the run's page (whose Artifacts list
    /// holds the uploaded report) and, when the report is published somewhere (`SPECIMEN_REPORT_URL`),
    /// its address, from which the summary shows each failure's difference image as a thumbnail.
    /// GitHub strips `data:` images from summaries, so a thumbnail needs an address.
    package struct Links: Sendable, Equatable {
        /// `https://github.com/org/repo/actions/runs/123`, from `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, `GITHUB_RUN_ID`.
        package var run: String?
        /// Where the report folder is published, without a trailing `/`.
        package var report: String?

        package init(run: String? = nil, report: String? = nil) {
            self.run = run
            self.report = report
        }

        package init(environment: [String: String]) {
            if let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"], let id = environment["GITHUB_RUN_ID"],
                !server.isEmpty, !repository.isEmpty, !id.isEmpty
            {
                run = "\(server)/\(repository)/actions/runs/\(id)"
            }
            if let base = environment["SPECIMEN_REPORT_URL"], !base.isEmpty {
                report = base.hasSuffix("/") ? String(base.dropLast()) : base
            }
        }
    }

    /// The step summary: a headline counting goldens and pixels apart, where the HTML report is, a
    /// table of failures (with thumbnails when the report has an address) and the command re-recording
    /// them all.
    /// - Parameter reportFolder: the report folder relative to the workspace, or `nil` when it lies
    ///   outside it (then images are named relative to the report folder).
    package static func summary(_ document: VerificationDocument, reportFolder: String?, links: Links = Links()) -> String {
        let totals = document.totals
        let shards = document.shards == ["1/1"] ? "" : " (shards \(document.shards.joined(separator: ", ")))"
        var text = "## Specimen snapshots\(shards): "
        let tally = FailureTally(failures: document.failures.map { ($0.status, $0.changedPixels) })
        text +=
            tally.failed == 0
            ? "all \(FailureTally.count(totals.goldens, "golden")) match\n"
            : "\(tally.phrase), of \(FailureTally.count(totals.goldens, "golden"))\n"
        guard tally.failed > 0 else { return text + "\n" }
        let index = (reportFolder.map { $0 + "/" } ?? "") + "index.html"
        var open: [String] = []
        if let report = links.report { open.append("[the HTML report](\(report)/index.html)") }
        if let run = links.run { open.append("`\(index)` in [this run's artifacts](\(run)#artifacts)") } else { open.append("`\(index)`") }
        text += "\nOpen " + open.joined(separator: ", or ") + ": expected, difference and actual side by side.\n"
        text += "\n| Golden | Status | Changed pixels | Regions | Difference image |\n|---|---|---|---|---|\n"
        for result in document.failures {
            let regions = result.regions.map(\.node).joined(separator: ", ")
            var diff = ""
            if let image = result.images?.diff {
                if let report = links.report {
                    let url = report + "/" + image.split(separator: "/").map { percentEncoded(String($0)) }.joined(separator: "/")
                    diff = "<a href=\"\(url)\"><img src=\"\(url)\" width=\"240\" alt=\"difference\"></a>"
                } else {
                    diff = "`" + (image.hasPrefix("/") ? "" : reportFolder.map { $0 + "/" } ?? "") + image + "`"
                }
            }
            text += "| `\(cell(result.name))` | \(cell(result.status)) | \(result.changedPixels) | \(cell(regions)) | \(cell(diff)) |\n"
        }
        if let command = document.rerecord {
            text += "\nRe-record just these, on a developer's machine (never in CI), then review and commit `Snapshots/`:\n\n```sh\n\(command)\n```\n"
        }
        return text + "\n"
    }

    /// A path segment for a URL: everything but unreserved characters escaped.
    package static func percentEncoded(_ segment: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
    }

    /// Appends the summary to the file `$GITHUB_STEP_SUMMARY` names (GitHub renders every step's).
    package static func appendSummary(_ summary: String, to path: String) throws {
        do { try FileGate.append(Array(summary.utf8), to: path) } catch let refusal as OutputRefusal {
            throw SnapshotError.unwritableFile(path: path, reason: "cannot append the step summary (\(refusal.reason))")
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
