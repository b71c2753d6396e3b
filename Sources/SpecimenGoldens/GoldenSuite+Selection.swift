extension GoldenSuite {
    /// The subjects a filter and a shard select, or an error naming the filter or shard when they select
    /// none: a CI job that verifies nothing must fail loudly, never pass.
    package func checkedSelection(filter: SubjectFilter? = nil, shard: Shard = .whole) throws -> [GoldenSubject] {
        let filtered = filter.map { f in subjects.filter { f.matches($0) } } ?? subjects
        if let filter, filtered.isEmpty {
            let example = subjects.first.map { " such as '\($0.name)' or '\($0.relativePath)'" } ?? ""
            throw SnapshotError.badFilter(
                "--filter \(filter) selects no golden of the \(subjects.count); a pattern must match a whole name or file\(example), so put '*' around a part")
        }
        // More shards than goldens leaves some shard with nothing, whichever this one is: every job of
        // such a matrix is refused alike, rather than some passing with nothing verified.
        let part = shard.part(of: filtered)
        if part.isEmpty || shard.count > filtered.count {
            throw SnapshotError.badShard(
                "--shard \(shard) selects no golden: \(filter.map { "--filter \($0) selects" } ?? "there are") only \(filtered.count), fewer than \(shard.count) shards; use at most \(filtered.count) shards"
            )
        }
        return part
    }
}
