#if canImport(Testing)
import Testing

/// `@Test(.snapshots(record: .all))` or `@Suite(.snapshots(record: .failed))`: the test's (or every
/// test's in the suite) snapshots taken with that record mode, as `withSnapshotTesting` would.
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    /// What the scope sets.
    public let configuration: SnapshotTestConfiguration

    /// A suite's setting reaches every test in it.
    public var isRecursive: Bool { true }

    /// Runs the test with this trait's configuration laid over the enclosing scope's.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotTestConfiguration.$current.withValue(SnapshotTestConfiguration.current.merging(configuration)) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotsTrait {
    /// Snapshots in this test or suite are recorded with `record` (never under `CI`).
    public static func snapshots(record: SnapshotRecordMode) -> Self {
        SnapshotsTrait(configuration: SnapshotTestConfiguration(record: record))
    }
}
#endif
