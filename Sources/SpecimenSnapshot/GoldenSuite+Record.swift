import Foundation

/// What `record` did.
public struct RecordResult: Sendable {
    /// Goldens written because they were missing or their pixels changed, relative to `Snapshots/`.
    public let written: [String]
    /// Goldens whose pixels were already right, left byte for byte as they were.
    public let unchanged: [String]
    /// True when `manifest.json` was rewritten.
    public let manifestWritten: Bool

    /// `Recorded 248 goldens: 3 written, 245 unchanged; manifest updated`.
    public var summary: String {
        let total = written.count + unchanged.count
        return "Recorded \(total) golden\(total == 1 ? "" : "s"): \(written.count) written, \(unchanged.count) unchanged; manifest "
            + (manifestWritten ? "updated" : "unchanged")
    }
}

extension GoldenSuite {
    /// Renders each selected subject twice and writes its golden, atomically, when it is missing or its
    /// pixels changed; a golden whose decoded pixels already equal the rendering keeps its bytes, so
    /// re-recording never churns the repository. Then updates the manifest's entries for those subjects.
    ///
    /// Refuses under CI (`SnapshotError.refusedUnderCI`) and when a subject renders differently twice.
    public func record(filter: SubjectFilter? = nil) throws -> RecordResult {
        guard !isCI else { throw SnapshotError.refusedUnderCI("'specimen snapshot record'") }
        try requireGoldensFolder(forRecording: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError.unwritableFile(path: directory.path, reason: "cannot create the folder (\(error.localizedDescription))")
        }
        return try GoldenFolderLock.holding(directory) { try recordLocked(filter: filter) }
    }

    private func recordLocked(filter: SubjectFilter?) throws -> RecordResult {
        let selected = select(filter: filter)
        let fingerprint = self.fingerprint
        // A manifest that cannot be read is rebuilt by recording everything; recording only some subjects
        // would drop the other goldens' entries, so that is refused with the manifest's error.
        var manifest: GoldenManifest
        do {
            manifest = try GoldenManifest.load(from: manifestURL) ?? GoldenManifest()
        } catch {
            // Rebuilt only where goldens show it was Specimen's: someone else's manifest.json is never replaced.
            guard filter == nil, !filesOnDisk().isEmpty else { throw error }
            manifest = GoldenManifest()
        }
        let results = ParallelMap.map(selected) { subject in
            Result { try record(subject) }
        }
        var written: [String] = []
        var unchanged: [String] = []
        for (subject, result) in zip(selected, results) {
            let (wrote, size, digest) = try result.get()
            if wrote { written.append(subject.relativePath) } else { unchanged.append(subject.relativePath) }
            var entry = GoldenManifest.Entry(subject: subject, size: size, fingerprint: fingerprint)
            entry.digest = digest
            entry.compare = manifest.entries[subject.relativePath]?.compare  // a golden's own settings survive re-recording
            manifest.entries[subject.relativePath] = entry
        }
        let manifestWritten = try writeManifest(manifest)
        return RecordResult(written: written, unchanged: unchanged, manifestWritten: manifestWritten)
    }

    /// Writes one golden if needed; returns whether it wrote, the image's size, and the digest of the
    /// file left on disk (the old one, when its pixels are the same) with the pixels it holds.
    private func record(_ subject: GoldenSubject) throws -> (Bool, PixelSize, GoldenDigest) {
        let first = try subject.pixmap(renderer)
        let second = try subject.pixmap(renderer)
        guard first == second else { throw SnapshotError.renderNotRepeatable(subject: subject.name) }
        let bytes = try PNGEncoder().encode(first, pixelsPerPoint: subject.scale)
        let url = url(of: subject)
        try requireRealFolders(to: subject.relativePath)
        // The old golden is compared in bounded memory (its header first, then its rows), and read whole
        // for its digest only within Limits.goldenReadWholeBytes; one grown past that is rewritten.
        // Compared with the new file's decoded pixels, not the drawing: alpha is stored straight, so a
        // translucent pixel comes back from a file a step off its premultiplied drawing.
        if let new = try? PNGDecoder().decode(bytes), GoldenFile.holds(new, atPath: url.path),
           let existing = try? GoldenFile.wholeBytes(atPath: url.path) {
            return (false, PixelSize(first), GoldenDigest(file: existing, pixels: first))
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(bytes, to: url.path)
        } catch {
            throw SnapshotError.unwritableFile(path: url.path, reason: "\(error)")
        }
        return (true, PixelSize(first), GoldenDigest(file: bytes, pixels: first))
    }

    /// Refuses a golden whose set or variant folder, or the file itself, is a link or not what it should
    /// be: writing through a link could change a file outside the goldens folder, and reading a FIFO hangs.
    private func requireRealFolders(to relativePath: String) throws {
        let parts = relativePath.split(separator: "/").map(String.init)
        for depth in 1...parts.count {
            let path = directory.appendingPathComponent(parts.prefix(depth).joined(separator: "/")).path
            guard GoldenFolder.exists(path) else { return }
            let kind = GoldenFolder.entryKind(path)
            guard kind == (depth == parts.count ? .file : .folder) else {
                throw SnapshotError.notAGoldensFolder(path: directory.path,
                                                      reason: "\(path) is a link or not a regular \(depth == parts.count ? "file" : "folder")")
            }
        }
    }

    func writeManifest(_ manifest: GoldenManifest) throws -> Bool {
        do {
            return try manifest.write(to: manifestURL)
        } catch {
            throw SnapshotError.unwritableFile(path: manifestURL.path, reason: "\(error)")
        }
    }
}
