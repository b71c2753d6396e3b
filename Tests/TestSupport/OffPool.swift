import Foundation

/// A blocking wait (a child process, a pipe's silence limit) run on a thread of its own and awaited.
///
/// Swift Testing runs every test on the cooperative pool, which has one thread per core: two on the
/// machine `make test` is timed on. A test that blocks in `wait4`, `poll` or `sleep` for seconds holds
/// one of them, and the tests queued behind it wait too (five hostile cases that wait out the 10 s
/// silence limit held a thread for 50 s). Awaiting the wait here leaves the pool to them.
public enum OffPool {
    /// `work`'s value, computed on a new thread while the caller's task is suspended.
    public static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }
}
