import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// The one way Specimen runs independent jobs on several threads: `map` with results in input order,
/// so what is written afterwards never depends on which thread finished first.
///
/// `workers` threads each take the next job until none is left. The first error (typed: a `body`
/// that cannot throw makes `map` non-throwing) stops the jobs not yet started and is thrown once all
/// threads are done; `progress` is called after each job that succeeded, from the thread that ran it.
public enum ParallelMap {
    /// `body` of every input, on up to `workers` threads, in input order; see the type for errors and `progress`.
    public static func map<Input: Sendable, Output: Sendable, Failure: Error>(
        _ inputs: [Input], workers: Int = ProcessInfo.processInfo.activeProcessorCount, progress: (@Sendable () -> Void)? = nil,
        _ body: @Sendable (Input) throws(Failure) -> Output
    ) throws(Failure) -> [Output] {
        let state = Mutex(State<Output, Failure>(count: inputs.count))
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, inputs.count))) { _ in
            while let index = state.withLock({ $0.take() }) {
                do throws(Failure) {
                    let output = try body(inputs[index])
                    state.withLock { $0.slots[index] = output }
                    progress?()
                } catch {
                    state.withLock { $0.fail(error) }
                }
            }
        }
        return try state.withLock { state throws(Failure) -> [Output] in
            if let failure = state.failure { throw failure }
            return state.slots.compactMap { $0 }
        }
    }

    /// The next job to hand out, the results so far and the first error.
    private struct State<Output, Failure: Error> {
        var next = 0
        var slots: [Output?]
        var failure: Failure?

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        mutating func take() -> Int? {
            guard failure == nil, next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }

        mutating func fail(_ error: Failure) {
            if failure == nil { failure = error }
        }
    }
}
