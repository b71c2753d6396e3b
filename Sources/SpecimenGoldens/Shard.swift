/// The K-th of N equal parts of a list, for splitting verification across CI jobs.
///
/// Parts are contiguous runs of the list in its stable (path) order, sizes differing by at most one,
/// so the N parts together hold every subject exactly once.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    package let index: Int
    package let count: Int

    package init(index: Int, count: Int) throws {
        guard count >= 1, (1...count).contains(index) else {
            throw SnapshotError.badShard("--shard must be K/N with 1 <= K <= N, such as 1/4, not \(index)/\(count)")
        }
        self.init(checkedIndex: index, count: count)
    }

    /// Parses `K/N`.
    package init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
            throw SnapshotError.badShard("--shard must be K/N with 1 <= K <= N, such as 1/4, not '\(text)'")
        }
        try self.init(index: k, count: n)
    }

    /// Everything, in one part.
    package static let whole = Shard(checkedIndex: 1, count: 1)

    private init(checkedIndex: Int, count: Int) {
        self.index = checkedIndex
        self.count = count
    }

    package var description: String { "\(index)/\(count)" }

    /// This shard's part of `items`.
    package func part<T>(of items: [T]) -> [T] {
        Array(items[boundary(index - 1, of: items.count)..<boundary(index, of: items.count)])
    }

    /// `total * k / count`, in double width: `--shard 9223372036854775807/9223372036854775807` must
    /// not overflow the product (the quotient is at most `total`, so it always fits).
    private func boundary(_ k: Int, of total: Int) -> Int {
        count.dividingFullWidth(total.multipliedFullWidth(by: k)).quotient
    }
}
