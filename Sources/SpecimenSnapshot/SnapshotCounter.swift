import Foundation

/// Numbers the unnamed snapshots of one test, as swift-snapshot-testing does: the first
/// `assertSnapshot` without `named:` in a test writes `test.1.png`, the second `test.2.png`.
///
/// Counted per reference folder, test and argument (see `CurrentTestCase`), for the life of the process:
/// a test run once per process (the normal case) always numbers from 1, whichever order the tests ran
/// in. A test repeated inside one process (`--repeat`) keeps counting; give its snapshots names.
enum SnapshotCounter {
    private static let state = Counts()

    /// The next number for `key`: 1, then 2, ...
    static func next(for key: String) -> Int { state.next(key) }

    /// A class guarded by a lock because tests run in parallel on several threads.
    private final class Counts: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func next(_ key: String) -> Int {
            lock.lock()
            defer { lock.unlock() }
            let value = (counts[key] ?? 0) + 1
            counts[key] = value
            return value
        }
    }
}
