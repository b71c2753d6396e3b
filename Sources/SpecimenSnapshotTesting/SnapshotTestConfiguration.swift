/// Settings for every snapshot taken inside a scope, as swift-snapshot-testing's
/// `withSnapshotTesting(record:)`: a task-local value, so concurrent tests each see their own.
///
/// Set it with `withSnapshotTesting(record:operation:)` around some code, or with the
/// `.snapshots(record:)` trait on a `@Test` or `@Suite`. What applies to one snapshot, first found:
/// `CI` set (nothing is ever recorded), the call's own `record:`, the innermost scope's, then
/// `SPECIMEN_RECORD`, then `missing`.
public struct SnapshotTestConfiguration: Sendable, Hashable {
    /// The record mode for snapshots in the scope; `nil` leaves it to the enclosing scope or `SPECIMEN_RECORD`.
    public var record: SnapshotRecordMode?

    /// A scope setting `record`, or leaving it to the enclosing scope when `nil`.
    public init(record: SnapshotRecordMode? = nil) {
        self.record = record
    }

    /// The configuration of the running task's innermost scope.
    @TaskLocal public static var current = SnapshotTestConfiguration()

    /// `self` with what `inner` sets laid over it.
    func merging(_ inner: SnapshotTestConfiguration) -> SnapshotTestConfiguration {
        SnapshotTestConfiguration(record: inner.record ?? record)
    }
}

/// Runs `operation` with `record` applying to every snapshot it takes that does not pass its own.
public func withSnapshotTesting<R>(record: SnapshotRecordMode? = nil, operation: () throws -> R) rethrows -> R {
    try SnapshotTestConfiguration.$current.withValue(SnapshotTestConfiguration.current.merging(.init(record: record)), operation: operation)
}

/// Runs the asynchronous `operation` with `record` applying to every snapshot it takes that does not pass its own.
public func withSnapshotTesting<R>(
    record: SnapshotRecordMode? = nil, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotTestConfiguration.$current.withValue(
        SnapshotTestConfiguration.current.merging(.init(record: record)),
        operation: operation, isolation: isolation)
}
