import Foundation
import SpecimenReports
import Testing

/// Specimen's own goldens: every subject in the repository's `Snapshots/` must match, none may be
/// missing, none orphaned. Never records: it runs as if under CI, whatever the environment says.
@Suite struct GoldenSuiteTests {
    @Test func everyGoldenInTheRepositoryMatches() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = environment["CI"].flatMap { $0.isEmpty ? nil : $0 } ?? "golden-suite-test"
        let suite = try GoldenSuite.standard(environment: environment)
        let result = suite.verify()
        #expect(result.outcomes.filter { $0.subject != nil }.count == suite.subjects.count)
        // One issue per failure, up to a screenful; the report holds them all.
        for failure in result.failures.prefix(20) {
            Issue.record(Comment(rawValue: failure.line))
        }
        if !result.passed {
            // The same report `specimen snapshot verify` writes, for a person to open.
            let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("specimen-golden-report", isDirectory: true)
            try? ReportWriter(directory: folder).write(result, snapshots: suite.directory)
            Issue.record("\(result.summary); report: \(folder.path)/index.html (record goldens with 'specimen snapshot record')")
        }
    }
}
