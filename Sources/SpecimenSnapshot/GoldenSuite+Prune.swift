import Foundation

/// What `prune` found, and removed unless it only checked.
public struct PruneResult: Sendable {
    /// Files under `Snapshots/` no subject produces, relative to it.
    public let orphanFiles: [String]
    /// Manifest entries without a file, or for a file no subject produces.
    public let orphanEntries: [String]
    /// True when they were removed (false for `--check`).
    public let removed: Bool

    public var isEmpty: Bool { orphanFiles.isEmpty && orphanEntries.isEmpty }

    /// One line per orphan: `orphaned file: Snapshots/Old/light@2x.png`.
    public func lines(directory: URL) -> [String] {
        let verb = removed ? "removed" : "orphaned"
        return orphanFiles.map { "\(verb) file: \(directory.appendingPathComponent($0).path)" }
            + orphanEntries.map { "\(verb) manifest entry: \($0)" }
    }
}

extension GoldenSuite {
    /// Finds (with `check`) or removes goldens no subject produces: stray files, then manifest entries
    /// that have no file or no subject. Removing is refused under CI, which must not write `Snapshots/`.
    public func prune(check: Bool) throws -> PruneResult {
        let expected = Set(subjects.map(\.relativePath))
        let onDisk = filesOnDisk()
        let present = Set(onDisk)
        let orphanFiles = onDisk.filter { !expected.contains($0) }
        // Pruning against a manifest it cannot read would throw away what it cannot see: say so instead.
        let manifest = try GoldenManifest.load(from: manifestURL)
        let orphanEntries = (manifest?.entries.keys.filter { !expected.contains($0) || !present.contains($0) } ?? [])
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        guard !check else { return PruneResult(orphanFiles: orphanFiles, orphanEntries: orphanEntries, removed: false) }
        guard !isCI else { throw SnapshotError.refusedUnderCI("'specimen snapshot prune'") }
        for file in orphanFiles {
            let url = url(ofFile: file)
            do { try FileManager.default.removeItem(at: url) } catch {
                throw SnapshotError.unwritableFile(path: url.path, reason: "cannot remove it (\(error.localizedDescription))")
            }
            removeEmptyFolders(above: url)
        }
        if !orphanEntries.isEmpty, var manifest {
            for file in orphanEntries { manifest.entries[file] = nil }
            _ = try writeManifest(manifest)
        }
        return PruneResult(orphanFiles: orphanFiles, orphanEntries: orphanEntries, removed: true)
    }

    /// Removes folders left empty between `file` and `Snapshots/` itself.
    private func removeEmptyFolders(above file: URL) {
        var folder = file.deletingLastPathComponent().standardizedFileURL
        while folder.path.count > directory.path.count, folder.path.hasPrefix(directory.path) {
            guard let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path), contents.isEmpty else { return }
            try? FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent().standardizedFileURL
        }
    }
}
