import Foundation
import SpecimenReports
import Testing

/// A reviewer reads a CI run at a glance: goldens and pixels are counted apart ("1 golden failed, 1
/// pixel changed", never "1 failed (1 pixels changed)"), and the step summary says where the HTML
/// report is, with workspace-relative paths and, when the report has an address, thumbnails.
@Suite struct CIReportWordingTests {
    /// One golden with one changed pixel, its report written to `report`.
    static func onePixelChanged() throws -> (result: VerificationResult, document: VerificationDocument) {
        let suite = try Fixtures.recordedSuite()
        let changed = suite.subjects[0]
        try Fixtures.alter(suite.url(of: changed), scale: changed.scale) { $0[2, 2] = PremultipliedColor(red: 255, green: 0, blue: 255, alpha: 255) }
        let result = suite.verify()
        let folder = try Fixtures.temporaryFolder().appendingPathComponent("specimen-report", isDirectory: true)
        let document = try ReportWriter(directory: folder).write(result, snapshots: suite.directory)
        return (result, document)
    }

    @Test func theLineCountsGoldensAndPixelsApart() throws {
        let (result, _) = try Self.onePixelChanged()
        #expect(result.summary.hasPrefix("4 goldens: 3 matched, 1 golden failed (1 with pixels changed), 1 pixel changed in "), "\(result.summary)")
    }

    @Test func severalFailuresOfSeveralKindsArePlural() {
        let outcomes = [
            GoldenOutcome(kind: .pixelsChanged, subject: nil, name: "a", file: "a", detail: "", differingPixels: 3967),
            GoldenOutcome(kind: .pixelsChanged, subject: nil, name: "b", file: "b", detail: "", differingPixels: 1),
            GoldenOutcome(kind: .missing, subject: nil, name: "c", file: "c", detail: ""),
        ]
        let tally = FailureTally(failures: outcomes.map { ($0.kind.rawValue, $0.differingPixels) })
        #expect(tally.phrase == "3 goldens failed (2 with pixels changed, 1 missing), 3968 pixels changed")
    }

    @Test func theSummaryWithAPublishedReportShowsThumbnailsAndLinksTheRunsArtifacts() throws {
        let (_, document) = try Self.onePixelChanged()
        let links = GitHubActionsReport.Links(environment: [
            "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "team/app", "GITHUB_RUN_ID": "42",
            "SPECIMEN_REPORT_URL": "https://team.github.io/app/specimen-report/",
        ])
        let markdown = GitHubActionsReport.summary(document, reportFolder: "specimen-report", links: links)
        #expect(markdown.hasPrefix("## Specimen snapshots: 1 golden failed (1 with pixels changed), 1 pixel changed, of 4 goldens\n"), "\(markdown)")
        #expect(
            markdown.contains(
                "Open [the HTML report](https://team.github.io/app/specimen-report/index.html), or `specimen-report/index.html` in [this run's artifacts](https://github.com/team/app/actions/runs/42#artifacts)"
            ))
        let diff = try #require(document.failures.first?.images?.diff)
        let url = "https://team.github.io/app/specimen-report/" + diff.split(separator: "/").map { GitHubActionsReport.percentEncoded(String($0)) }.joined(separator: "/")
        #expect(markdown.contains("<a href=\"\(url)\"><img src=\"\(url)\" width=\"240\" alt=\"difference\"></a>"), "\(markdown)")
        #expect(!url.contains(" ") && !url.contains(","))
    }

    @Test func withoutAnAddressThePathsAreTheWorkspacesOrTheReportFolders() throws {
        let (_, document) = try Self.onePixelChanged()
        let diff = try #require(document.failures.first?.images?.diff)
        let inside = GitHubActionsReport.summary(document, reportFolder: "specimen-report")
        #expect(inside.contains("| `specimen-report/\(diff)` |") && inside.contains("Open `specimen-report/index.html`:"), "\(inside)")
        #expect(!inside.contains("<img"))
        let outside = GitHubActionsReport.summary(document, reportFolder: nil)
        #expect(outside.contains("| `\(diff)` |") && !outside.contains("/tmp"), "\(outside)")
    }

    @Test func aPathInsideTheWorkspaceIsRelativeToIt() {
        let workspace = URL(fileURLWithPath: "/home/runner/work/app/app", isDirectory: true)
        #expect(ReportWriter.relativePath(of: URL(fileURLWithPath: "/home/runner/work/app/app/specimen-report"), inside: workspace) == "specimen-report")
        #expect(ReportWriter.relativePath(of: URL(fileURLWithPath: "/home/runner/work/app/app-other/r"), inside: workspace) == nil)
        #expect(ReportWriter.relativePath(of: URL(fileURLWithPath: "/tmp/r"), inside: workspace) == nil)
    }
}
