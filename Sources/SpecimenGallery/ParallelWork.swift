import Foundation

/// Runs independent jobs on a few threads and returns their results in the jobs' order, so what is
/// written afterwards does not depend on which thread finished first.
enum ParallelWork {
    /// `body` applied to every job on `workers` threads. The first error stops the remaining jobs
    /// and is thrown; results come back in job order.
    static func map<Job: Sendable, Result: Sendable>(_ jobs: [Job], workers: Int, progress: ProgressBar? = nil,
                                                     _ body: @escaping @Sendable (Job) throws -> Result) throws -> [Result] {
        let state = SharedState<Result>(count: jobs.count)
        let threads = max(1, min(workers, jobs.count))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = state.nextIndex() {
                do {
                    state.store(try body(jobs[index]), at: index)
                    progress?.advance()
                } catch {
                    state.fail(error)
                }
            }
        }
        return try state.results()
    }

    /// The queue position, the results and the first error. `@unchecked Sendable`: every stored
    /// property is read and written only under `lock`.
    private final class SharedState<Result: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let count: Int
        private var slots: [Result?]
        private var error: Error?

        init(count: Int) {
            self.count = count
            slots = Array(repeating: nil, count: count)
        }

        func nextIndex() -> Int? {
            lock.withLock {
                guard error == nil, next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func store(_ result: Result, at index: Int) {
            lock.withLock { slots[index] = result }
        }

        func fail(_ failure: Error) {
            lock.withLock { if error == nil { error = failure } }
        }

        func results() throws -> [Result] {
            try lock.withLock {
                if let error { throw error }
                return slots.compactMap { $0 }
            }
        }
    }
}
