import Synchronization

/// Numbers the unnamed snapshots of one test, as swift-snapshot-testing does: the first
/// `assertSnapshot` without `named:` in a test writes `test.1.png`, the second `test.2.svg`.
///
/// Counted per reference folder and test (suite and function, see `SnapshotTestIdentity`), across
/// formats, for the life of the process: a test run once per process (the normal case) always numbers
/// from 1, whichever order the tests ran in. A test repeated inside one process (`--repeat`) keeps
/// counting; give its snapshots names.
enum SnapshotCounter {
    /// Tests run in parallel on several threads.
    private static let counts = Mutex<[String: Int]>([:])

    /// The next number for `key`: 1, then 2, ...
    static func next(for key: String) -> Int {
        counts.withLock { counts in
            let value = (counts[key] ?? 0) + 1
            counts[key] = value
            return value
        }
    }
}
