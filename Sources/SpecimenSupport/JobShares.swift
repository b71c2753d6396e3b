/// Which job each of `ParallelMap`'s threads runs next: the jobs `0 ..< count` cut into one run of
/// neighbours per share, the first shares a job longer where they do not divide evenly. A share hands
/// out its jobs first to last; once it is empty, its thread takes the last job of the share with most
/// left, so the threads meet instead of one idling while another still has a run to do. With one share
/// this is the jobs in order.
struct JobShares: Sendable {
    /// What each share has left.
    private(set) var left: [Range<Int>]

    init(count: Int, shares: Int) {
        let (size, extra) = max(0, count).quotientAndRemainder(dividingBy: max(1, shares))
        left = (0..<max(1, shares)).map { share in
            let start = share * size + min(share, extra)
            return start..<start + size + (share < extra ? 1 : 0)
        }
    }

    /// The next job for the thread of `share`, or nil when none is left anywhere.
    mutating func take(share: Int) -> Int? {
        if let first = left[share].first {
            left[share] = left[share].dropFirst()
            return first
        }
        guard let largest = left.indices.max(by: { left[$0].count < left[$1].count }), let last = left[largest].last else { return nil }
        left[largest] = left[largest].dropLast()
        return last
    }
}
