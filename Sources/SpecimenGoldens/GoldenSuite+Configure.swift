import Foundation

extension GoldenSuite {
    /// Sets (or, with `clear`, removes) the `"compare"` settings of every golden `filter` selects, in the
    /// manifest: fields given replace the golden's, the others stay. Returns the files changed.
    ///
    /// Masks are checked against each golden's layout first, so a typo fails here, naming the valid
    /// nodes, rather than at the next verify. Refused under CI, like every write to `Snapshots/`, and
    /// in a folder without Specimen's manifest. The manifest is read and written under the folder's
    /// lock, so a `record` beside it cannot drop the settings (one of the two is refused as busy).
    package func configure(filter: SubjectFilter, settings: GoldenComparison, clear: Bool = false) throws -> [String] {
        guard !isCI else { throw SnapshotError.refusedUnderCI("'specimen snapshot configure'") }
        let selected = try checkedSelection(filter: filter)
        try requireGoldensFolder(forRecording: false)
        return try holdingLock {
            try requireGoldensFolder(forRecording: false)
            return try configureLocked(selected, settings: settings, clear: clear)
        }
    }

    private func configureLocked(_ selected: [GoldenSubject], settings: GoldenComparison, clear: Bool) throws -> [String] {
        guard var manifest = try GoldenManifest.load(from: manifestURL) else {
            throw SnapshotError.badManifest(path: manifestURL.path, reason: "there is no manifest yet")
        }
        var changed: [String] = []
        for subject in selected {
            guard var entry = manifest.entries[subject.relativePath] else {
                throw SnapshotError.badManifest(path: manifestURL.path, reason: "'\(subject.relativePath)' has no entry; record it first")
            }
            if let masks = settings.masks {
                let names = try Set(NodeLocator(tree: renderer.layout(subject.configuration), scale: 1, origin: Point(x: 0, y: 0)).entries.map(\.name))
                for mask in masks where !names.contains(mask) {
                    throw SnapshotError.badFilter("--mask '\(mask)' names no layout node of \(subject.name); valid: \(names.sorted().joined(separator: ", "))")
                }
            }
            var compare = clear ? GoldenComparison() : entry.compare ?? GoldenComparison()
            if let value = settings.maxDelta { compare.maxDelta = value }
            if let value = settings.maxPixels { compare.maxPixels = value }
            if let value = settings.maxRatio { compare.maxRatio = value }
            if let value = settings.perceptual { compare.perceptual = value }
            if let value = settings.masks { compare.masks = value }
            _ = try compare.tolerance(over: .exact)
            let updated: GoldenComparison? = compare == GoldenComparison() ? nil : compare
            if updated != entry.compare {
                entry.compare = updated
                manifest.entries[subject.relativePath] = entry
                changed.append(subject.relativePath)
            }
        }
        _ = try writeManifest(manifest)
        return changed
    }
}
