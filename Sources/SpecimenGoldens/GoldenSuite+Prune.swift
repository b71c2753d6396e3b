#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SpecimenFiles

/// What `prune` found, and removed unless it only checked.
package struct PruneResult: Sendable {
    /// Files under `Snapshots/` no subject produces, relative to it.
    package let orphanFiles: [String]
    /// Manifest entries without a file, or for a file no subject produces.
    package let orphanEntries: [String]
    /// True when they were removed (false for `--check`).
    package let removed: Bool

    package var isEmpty: Bool { orphanFiles.isEmpty && orphanEntries.isEmpty }

    /// One line per orphan: `orphaned file: Snapshots/Old/light@2x.png`.
    package func lines(directory: URL) -> [String] {
        let verb = removed ? "removed" : "orphaned"
        return orphanFiles.map { "\(verb) file: \(directory.appendingPathComponent($0).path)" }
            + orphanEntries.map { "\(verb) manifest entry: \($0)" }
    }
}

extension GoldenSuite {
    /// Finds (with `check`) or removes goldens no subject produces: golden-shaped files, then manifest
    /// entries that have no file or no subject, and temporary files a killed `record` left (told from a
    /// user's hidden files by their name's check). Nothing else in the folder is ever touched, and a
    /// folder without Specimen's manifest is refused
    /// (`SnapshotError.notAGoldensFolder`). Removing is refused under CI, which must not write `Snapshots/`.
    package func prune(check: Bool) throws -> PruneResult {
        try requireGoldensFolder(forRecording: false)
        if check { return try findOrphans(removing: false) }
        guard !isCI else { throw SnapshotError.refusedUnderCI("'specimen snapshot prune'") }
        return try holdingLock {
            try requireGoldensFolder(forRecording: false)
            return try findOrphans(removing: true)
        }
    }

    private func findOrphans(removing: Bool) throws -> PruneResult {
        let expected = Set(subjects.map(\.relativePath))
        let contents = GoldenFolder.contents(of: directory)
        let present = Set(contents.goldens)
        let orphanFiles = contents.goldens.filter { !expected.contains($0) }
        // Pruning against a manifest it cannot read would throw away what it cannot see: say so instead.
        let manifest = try GoldenManifest.load(from: manifestURL)
        let orphanEntries = (manifest?.entries.keys.filter { !expected.contains($0) || !present.contains($0) } ?? [])
            .sorted { ByteOrder.precedes($0, $1) }
        guard removing else { return PruneResult(orphanFiles: orphanFiles, orphanEntries: orphanEntries, removed: false) }
        for file in orphanFiles {
            let url = url(ofFile: file)
            try GoldenFolder.removeFile(url.path)
            removeEmptyFolders(above: url)
        }
        // Under the lock no other Specimen writes here, so a temporary file Specimen named that no live
        // writer holds locked is a dead process's leftover; a user's look-alike fails the name's check.
        for file in contents.temporaryFiles { GoldenFolder.removeTemporaryFile(url(ofFile: file).path) }
        if !orphanEntries.isEmpty, var manifest {
            for file in orphanEntries { manifest.entries[file] = nil }
            _ = try writeManifest(manifest)
        }
        return PruneResult(orphanFiles: orphanFiles, orphanEntries: orphanEntries, removed: true)
    }

    /// Removes the variant and set folders left empty above `file`; `rmdir` removes only an empty folder.
    private func removeEmptyFolders(above file: URL) {
        let parts = file.path.dropFirst(directory.path.count).split(separator: "/")
        guard parts.count == 3 else { return }
        for depth in [2, 1] {
            let folder = directory.appendingPathComponent(parts.prefix(depth).joined(separator: "/")).path
            guard FileGate.removeEmptyFolder(folder) else { return }
        }
    }
}
