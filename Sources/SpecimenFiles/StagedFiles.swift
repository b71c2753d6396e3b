import Synchronization

/// Several files written all or none: each is written in full to its temporary file first, and only
/// when every one is written are they renamed into place, in the order staged.
///
/// A failure while staging (a render error, a full disk, a folder where a file should be) leaves every
/// destination as it was; ``discard()`` (or the value's end) removes the temporary files. Only a
/// rename failing part way through ``commit()``, which needs no space, can leave some files new.
///
/// With ``Durability/deferred(_:)`` the files are flushed together, twice a commit whatever their
/// number: their temporary files before any rename (so after a power cut each destination is its old
/// file or its whole new one, never an empty one), and the renames after.
package final class StagedFiles: Sendable {
    private let staged = Mutex<[AtomicFile.Prepared]>([])
    private let durability: Durability

    /// Nothing staged yet; `durability` is how far each commit pushes its files towards the disk.
    package init(durability: Durability) { self.durability = durability }

    /// Writes `bytes` to a temporary file beside `path` (whose folder must exist). Safe from several threads.
    package func stage(_ bytes: [UInt8], at path: String) throws {
        let prepared = try AtomicFile.prepare(path, durability: durability) { descriptor in try AtomicFile.writeAll(bytes, to: descriptor, for: path) }
        if case .deferred(let group) = durability.mode { group.note(file: prepared.temporaryPath, folder: prepared.directory) }
        staged.withLock { $0.append(prepared) }
    }

    /// Each staged file's destination and the temporary file that will become it (same inode and
    /// time once renamed), so a record of what a command writes can be written before the renames.
    package var temporaryFiles: [(destination: String, temporary: String)] {
        staged.withLock { $0.map { ($0.path, $0.temporaryPath) } }
    }

    /// How many files are staged.
    package var count: Int { staged.withLock { $0.count } }

    /// Renames every staged file over its destination, sorted by destination (so the order is the
    /// same whatever order threads staged them in); on a failure the rest are discarded.
    ///
    /// - Throws: ``AtomicFileError`` when a rename, or a deferred flush, fails.
    package func commit() throws {
        let files = staged.withLock { files in
            defer { files.removeAll() }
            return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        }
        if case .deferred(let group) = durability.mode {
            do { try group.flush() } catch {
                for file in files { AtomicFile.discard(file) }
                throw error
            }
        }
        for (index, file) in files.enumerated() {
            do { try AtomicFile.install(file, durability: durability) } catch {
                for rest in files[(index + 1)...] { AtomicFile.discard(rest) }
                throw error
            }
        }
        if case .deferred(let group) = durability.mode { try group.flush() }
    }

    /// Removes every staged file not yet committed.
    package func discard() {
        let files = staged.withLock { files in
            defer { files.removeAll() }
            return files
        }
        for file in files { AtomicFile.discard(file) }
    }

    deinit { discard() }
}
