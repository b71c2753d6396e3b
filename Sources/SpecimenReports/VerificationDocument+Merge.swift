import Foundation

extension VerificationDocument {
    /// The shards of one verification as one document: every result once, totals recounted, one
    /// re-record command. Throws, naming the shard, when a shard is missing or given twice, or when
    /// the documents are of different runs (another shard count, filter or tolerance).
    package static func merged(_ documents: [(document: VerificationDocument, name: String)]) throws -> VerificationDocument {
        guard let first = documents.first else { throw SnapshotError.badShard("'snapshot merge' needs at least one results.json") }
        var byIndex: [Int: String] = [:]
        var count: Int?
        for (document, name) in documents {
            guard document.filter == first.document.filter, document.tolerance == first.document.tolerance else {
                throw SnapshotError.badShard("\(name) was verified with another filter or tolerance than \(first.name); merge the shards of one run")
            }
            for text in document.shards {
                let shard = try Shard(parsing: text)
                if let count, count != shard.count {
                    throw SnapshotError.badShard("\(name) holds shard \(shard), but another input is one of \(count) shards; merge the shards of one run")
                }
                count = shard.count
                if let other = byIndex[shard.index] { throw SnapshotError.badShard("shard \(shard) is given twice: \(other) and \(name)") }
                byIndex[shard.index] = name
            }
        }
        let total = count ?? 1
        let missing = (1...total).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            throw SnapshotError.badShard(
                "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(total)" }.joined(separator: ", ")) missing; merge every shard's results.json")
        }
        let ordered = documents.sorted { (try? Shard(parsing: $0.document.shards[0]).index) ?? 0 < (try? Shard(parsing: $1.document.shards[0]).index) ?? 0 }
        let results = ordered.flatMap(\.document.results)
        // Goldens in path order first, then orphans and manifest problems (which only shard 1 reports).
        let goldens = results.filter { $0.set != nil }, others = results.filter { $0.set == nil }
        let failures = results.filter { !$0.passed }
        return VerificationDocument(
            shards: (1...total).map { "\($0)/\(total)" }, filter: first.document.filter, tolerance: first.document.tolerance,
            seconds: documents.map(\.document.totals.seconds).max() ?? 0, results: goldens + others,
            rerecord: mergedCommand(failures))
    }

    /// One command for all shards' failures: their `--filter`s after one `record` (a `record` without
    /// filters, for an unreadable manifest, covers them all), then any `prune`.
    private static func mergedCommand(_ failures: [Result]) -> String? {
        var head: String?
        var filters: [String] = []
        var recordsAll = false
        var others: [String] = []
        for part in failures.compactMap(\.rerecord).flatMap({ $0.components(separatedBy: " && ") }) {
            guard part.hasPrefix("specimen snapshot record") else {
                if !others.contains(part) { others.append(part) }
                continue
            }
            let pieces = part.components(separatedBy: " --filter ")
            head = head ?? pieces[0]
            if pieces.count == 1 { recordsAll = true }
            filters += pieces.dropFirst()
        }
        var commands: [String] = []
        if let head { commands.append(recordsAll ? head : head + filters.map { " --filter " + $0 }.joined()) }
        commands += others
        return commands.isEmpty ? nil : commands.joined(separator: " && ")
    }

    /// The document with every image path made relative to `folder` (where the merged document is
    /// written) from `source` (the folder of the document it came from).
    package func rebasingImages(from source: URL, to folder: URL) -> VerificationDocument {
        var copy = self
        copy.results = results.map { result in
            var result = result
            guard var images = result.images else { return result }
            func rebase(_ path: String?) -> String? {
                path.map { Self.relativePath(of: source.appendingPathComponent($0), from: folder) }
            }
            images.expected = rebase(images.expected)
            images.actual = rebase(images.actual)
            images.diff = rebase(images.diff)
            result.images = images
            return result
        }
        return copy
    }

    /// `../shard-1/images/001-x-diff.png`: the path of `file` from `folder`.
    static func relativePath(of file: URL, from folder: URL) -> String {
        let target = file.standardizedFileURL.pathComponents, base = folder.standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }
}
