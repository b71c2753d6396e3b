import Dispatch
import Synchronization

/// One value computed on another thread while the caller goes on, waited for where it is first read.
///
/// `snapshot verify` spends its first milliseconds on work that does not depend on each other: hashing
/// the fonts for the environment fingerprint, reading the manifest, finding orphaned files. Each alone
/// kept one core busy while the other waited; side by side they end when the longest does.
final class BackgroundTask<Value: Sendable>: Sendable {
    private let done = DispatchGroup()
    /// Written once by the worker before `done` is left, read only after waiting on it.
    private let result = Mutex<Value?>(nil)

    init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async {
            let value = work()
            self.result.withLock { $0 = value }
            self.done.leave()
        }
    }

    /// The value, once the work has finished (the worker always sets it before leaving `done`).
    var value: Value {
        done.wait()
        return result.withLock { $0! }
    }
}
