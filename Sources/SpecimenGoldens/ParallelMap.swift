import Dispatch
import Foundation

/// `map` over all cores, results in input order: renders are independent, and order must not depend on
/// which thread finished first.
package enum ParallelMap {
    package static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        let results = Slots<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            results.set(index, transform(inputs[index]))
        }
        return results.values
    }

    /// One slot per input. A class guarded by a lock because `concurrentPerform`'s workers all write to
    /// it; each slot is written once, and read only after every worker is done.
    private final class Slots<Output>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Output?]

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Output) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        var values: [Output] {
            lock.lock()
            defer { lock.unlock() }
            return storage.compactMap { $0 }
        }
    }
}
