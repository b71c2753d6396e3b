import Foundation
import SpecimenFiles
import SpecimenPNG
import SpecimenSupport

/// What `record` did.
package struct RecordResult: Sendable {
    /// Goldens written because they were missing or their pixels changed, relative to `Snapshots/`.
    package let written: [String]
    /// Goldens whose pixels were already right, left byte for byte as they were.
    package let unchanged: [String]
    /// True when `manifest.json` was rewritten.
    package let manifestWritten: Bool

    /// `Recorded 248 goldens: 3 written, 245 unchanged; manifest updated`.
    package var summary: String {
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
    /// All or nothing: every subject is rendered, checked and encoded, and every changed golden written
    /// to its temporary file, before any golden is replaced; a failure anywhere leaves every golden and
    /// the manifest as they were. A new folder gets its manifest (Specimen's marker) before its first
    /// golden and its entries after the last, so a first record killed in between leaves a folder that
    /// a later `record` or `prune` accepts.
    ///
    /// Refuses under CI (`SnapshotError.refusedUnderCI`) and when a subject renders differently twice.
    package func record(filter: SubjectFilter? = nil) throws -> RecordResult {
        guard !isCI else { throw SnapshotError.refusedUnderCI("'specimen snapshot record'") }
        try requireGoldensFolder(forRecording: true)
        let made = !GoldenFolder.exists(directory.path)
        do { try FileGate.makeFolders(directory.path) } catch let refusal as OutputRefusal {
            throw SnapshotError.unwritableFile(path: directory.path, reason: "cannot create the folder (\(refusal.reason))")
        }
        do {
            return try holdingLock { try recordLocked(filter: filter) }
        } catch {
            // A record that failed into a folder it made leaves no empty folder behind (rmdir removes only an empty one).
            if made { FileGate.removeEmptyFolder(directory.path) }
            throw error
        }
    }

    /// One subject, rendered and compared with its golden: the bytes to write (nil when the golden's
    /// pixels are already right), the image's size, and the digest of the file that will be on disk.
    private struct Plan: Sendable {
        let subject: GoldenSubject
        let bytes: [UInt8]?
        let size: PixelSize
        let digest: GoldenDigest
    }

    private func recordLocked(filter: SubjectFilter?) throws -> RecordResult {
        // Checked again under the lock: another process may have changed the folder since.
        try requireGoldensFolder(forRecording: true)
        let selected = select(filter: filter)
        let fingerprint = self.fingerprint
        // A manifest that cannot be read is rebuilt by recording everything; recording only some subjects
        // would drop the other goldens' entries, so that is refused with the manifest's error. The folder
        // holds Specimen's marker (checked above), so it is Specimen's to rebuild.
        var manifest: GoldenManifest
        let isNew: Bool
        do {
            let loaded = try GoldenManifest.load(from: manifestURL)
            manifest = loaded ?? GoldenManifest()
            isNew = loaded == nil
        } catch {
            guard filter == nil else { throw error }
            manifest = GoldenManifest()
            isNew = false
        }
        let plans = try ParallelMap.map(selected) { subject in Result { try plan(subject) } }.map { try $0.get() }
        let changed = plans.filter { $0.bytes != nil }
        if let ownerEntry { manifest.project = ownerEntry }
        if isNew { _ = try writeManifest(GoldenManifest(project: manifest.project)) }
        do {
            try replaceGoldens(changed)
        } catch {
            if isNew { try? GoldenFolder.removeFile(manifestURL.path) }
            throw error
        }
        for plan in plans {
            var entry = GoldenManifest.Entry(subject: plan.subject, size: plan.size, fingerprint: fingerprint)
            entry.digest = plan.digest
            entry.compare = manifest.entries[plan.subject.relativePath]?.compare  // a golden's own settings survive re-recording
            manifest.entries[plan.subject.relativePath] = entry
        }
        let manifestWritten = try writeManifest(manifest)
        return RecordResult(
            written: changed.map(\.subject.relativePath), unchanged: plans.filter { $0.bytes == nil }.map(\.subject.relativePath),
            manifestWritten: manifestWritten)
    }

    /// Renders one subject twice and compares it with its golden; writes nothing.
    private func plan(_ subject: GoldenSubject) throws -> Plan {
        let first = try subject.pixmap(renderer)
        let second = try subject.pixmap(renderer)
        guard first == second else { throw SnapshotError.renderNotRepeatable(subject: subject.name) }
        let bytes = try PNGEncoder().encode(first, pixelsPerPoint: subject.scale)
        try requireRealFolders(to: subject.relativePath)
        // The old golden is compared in bounded memory (its header first, then its rows), and read whole
        // for its digest only within Limits.goldenReadWholeBytes; one grown past that is rewritten.
        // Compared with the new file's decoded pixels, not the drawing: alpha is stored straight, so a
        // translucent pixel comes back from a file a step off its premultiplied drawing.
        let path = url(of: subject).path
        if let new = try? PNGDecoder().decode(bytes), GoldenFile.holds(new, atPath: path),
            let existing = try? GoldenFile.wholeBytes(atPath: path)
        {
            return Plan(subject: subject, bytes: nil, size: PixelSize(first), digest: GoldenDigest(file: existing, pixels: first))
        }
        return Plan(subject: subject, bytes: bytes, size: PixelSize(first), digest: GoldenDigest(file: bytes, pixels: first))
    }

    /// Writes every changed golden to its temporary file, then renames them all into place. On a
    /// failure the temporary files, and the set and variant folders made for them, are removed.
    ///
    /// Goldens are a person's work, so they are flushed, but once for them all (``DurabilityGroup``:
    /// the temporary files before the renames, the renames after), not twice a golden; the manifest
    /// is written, and flushed, only after.
    private func replaceGoldens(_ plans: [Plan]) throws {
        let staged = StagedFiles(durability: .deferred(DurabilityGroup(syncer: syncer)))
        var made: [String] = []
        do {
            for plan in plans {
                var folder = directory.path
                for part in plan.subject.relativePath.split(separator: "/").dropLast() {
                    folder += "/" + part
                    guard !GoldenFolder.exists(folder) else { continue }
                    do { try FileGate.makeFolder(folder) } catch let refusal as OutputRefusal {
                        throw SnapshotError.unwritableFile(path: folder, reason: refusal.reason)
                    }
                    made.append(folder)
                }
            }
            let results = ParallelMap.map(plans) { plan in
                Result { try staged.stage(plan.bytes ?? [], at: url(of: plan.subject).path) }
                    .mapError { error in SnapshotError.unwritableFile(path: url(of: plan.subject).path, reason: "\(error)") }
            }
            for result in results { try result.get() }
            do { try staged.commit() } catch { throw SnapshotError.unwritableFile(path: directory.path, reason: "\(error)") }
        } catch {
            staged.discard()
            for folder in made.reversed() { FileGate.removeEmptyFolder(folder) }
            throw error
        }
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
                throw SnapshotError.notAGoldensFolder(
                    path: directory.path,
                    reason: "\(path) is a link or not a regular \(depth == parts.count ? "file" : "folder")")
            }
        }
    }

    func writeManifest(_ manifest: GoldenManifest) throws -> Bool {
        do {
            // The manifest is the person's record of what the goldens are: flushed, file and folder, last.
            return try manifest.write(to: manifestURL, durability: .flushed(by: syncer))
        } catch {
            throw SnapshotError.unwritableFile(path: manifestURL.path, reason: "\(error)")
        }
    }
}
