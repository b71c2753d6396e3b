import Synchronization
import Testing

@testable import SpecimenSupport

/// `ParallelMap` runs every job once and returns the results in input order, however the jobs are
/// handed out; in shares, each thread runs a run of neighbours.
@Suite struct ParallelMapTests {
    @Test(arguments: [0, 1, 2, 7, 72, 73], [1, 2, 3, 8])
    func everyJobRunsOnceAndResultsKeepInputOrder(count: Int, workers: Int) {
        let inputs = Array(0..<count)
        for order in [ParallelMap.Order.inOrder, .inShares] {
            let runs = Mutex([Int](repeating: 0, count: count))
            let results = ParallelMap.map(inputs, workers: workers, order: order) { input -> String in
                runs.withLock { $0[input] += 1 }
                return "job \(input)"
            }
            #expect(results == inputs.map { "job \($0)" })
            #expect(runs.withLock { $0 } == Array(repeating: 1, count: count))
        }
    }

    /// Shares are runs of neighbours covering every job once, within one job of each other in length.
    @Test(arguments: [0, 1, 5, 72, 73], [1, 2, 3, 8])
    func sharesCutTheJobsIntoRunsOfNeighbours(count: Int, shares: Int) {
        let cut = JobShares(count: count, shares: shares).left
        #expect(cut.count == shares)
        #expect(cut.flatMap { Array($0) } == Array(0..<count))
        let lengths: [Int] = cut.map(\.count)
        #expect((lengths.max() ?? 0) - (lengths.min() ?? 0) <= 1)
    }

    /// Two threads' turns, as a batch of 72 lines hands them out: each walks its own half in order,
    /// and the one that finishes first takes the other's last jobs, from the end.
    @Test func aThreadDoneWithItsShareTakesTheLastJobOfTheLargest() {
        var jobs = JobShares(count: 8, shares: 2)
        #expect([jobs.take(share: 0), jobs.take(share: 1), jobs.take(share: 1)] == [0, 4, 5])
        #expect([jobs.take(share: 0), jobs.take(share: 0), jobs.take(share: 0)] == [1, 2, 3])
        // Share 0 is done: it takes 7, the end of share 1, while share 1 goes on with 6.
        #expect([jobs.take(share: 0), jobs.take(share: 1)] == [7, 6])
        #expect(jobs.take(share: 0) == nil && jobs.take(share: 1) == nil)
        var inOrder = JobShares(count: 3, shares: 1)
        #expect([inOrder.take(share: 0), inOrder.take(share: 0), inOrder.take(share: 0), inOrder.take(share: 0)] == [0, 1, 2, nil])
    }
}
