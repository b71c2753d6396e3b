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
/// `workers` threads each take the next job until none is left (``Order/inOrder``), or each walks its own
/// share of the jobs (``Order/inShares``). The first error (typed: a `body` that cannot throw makes `map`
/// non-throwing) stops the jobs not yet started and is thrown once all threads are done; `progress` is
/// called after each job that succeeded, from the thread that ran it. The order jobs run in changes
/// when they run, never what `map` returns.
package enum ParallelMap {
    /// Which job a thread takes next.
    package enum Order: Sendable {
        /// The first job no thread has taken.
        case inOrder
        /// The next of the thread's own share: the jobs are cut into one run of neighbours per thread, and
        /// a thread whose share is done takes the last job of the share with most left. Neighbouring
        /// jobs often need the same first-use work (a batch's lines of one set: its glyphs, the Overlay
        /// Composer's backdrop and blur); taken in order they ran at the same moment on two threads,
        /// one making what the other then waited for, while in shares one thread runs them one after the
        /// other and the second finds the work done.
        case inShares
    }

    /// `body` of every input, on up to `workers` threads, in input order; see the type for errors and `progress`.
    package static func map<Input: Sendable, Output: Sendable, Failure: Error>(
        _ inputs: [Input], workers: Int = ProcessInfo.processInfo.activeProcessorCount, order: Order = .inOrder,
        progress: (@Sendable () -> Void)? = nil, _ body: @Sendable (Input) throws(Failure) -> Output
    ) throws(Failure) -> [Output] {
        let threads = max(1, min(workers, inputs.count))
        let state = Mutex(State<Output, Failure>(count: inputs.count, shares: order == .inShares ? threads : 1))
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            while let index = state.withLock({ $0.take(share: order == .inShares ? thread : 0) }) {
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

    /// The jobs left to hand out, the results so far and the first error.
    private struct State<Output, Failure: Error> {
        var jobs: JobShares
        var slots: [Output?]
        var failure: Failure?

        init(count: Int, shares: Int) {
            slots = Array(repeating: nil, count: count)
            jobs = JobShares(count: count, shares: shares)
        }

        mutating func take(share: Int) -> Int? {
            guard failure == nil else { return nil }
            return jobs.take(share: share)
        }

        mutating func fail(_ error: Failure) {
            if failure == nil { failure = error }
        }
    }
}
