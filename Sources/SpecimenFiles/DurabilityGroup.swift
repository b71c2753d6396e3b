#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The files one command writes with ``Durability/deferred(_:)``, flushed together by ``flush()``:
/// one `syncfs` per file system on Linux instead of two `fsync`s a file, so recording 359 goldens costs
/// what recording one does.
///
/// Where `syncfs` is missing, or fails, every file and then every folder seen is flushed one by one:
/// the same promise, paid per file.
package final class DurabilityGroup: Sendable {
    /// The syncer every flush goes through.
    package let syncer: FileSyncer
    private let seen = Mutex<(files: Set<String>, folders: Set<String>)>(([], []))

    /// An empty group whose flushes go through `syncer` (the system's unless a test counts them).
    package init(syncer: FileSyncer = .system) { self.syncer = syncer }

    /// Remembers a file (a temporary one before its rename, or the destination after) and its folder.
    func note(file: String, folder: String) {
        seen.withLock { seen in
            seen.files.insert(file)
            seen.folders.insert(folder)
        }
    }

    /// Flushes everything noted since the last flush. Once it returns, every noted file's bytes (and
    /// every noted rename) survive a power cut.
    ///
    /// - Throws: ``AtomicFileError`` when a file can be opened but not flushed (an I/O error).
    package func flush() throws {
        let (files, folders) = seen.withLock { seen in
            defer { seen = ([], []) }
            return (seen.files, seen.folders)
        }
        var pending: [String] = []
        var systems = Set<UInt64>()
        for folder in folders.sorted() {
            var info = stat()
            guard stat(folder, &info) == 0 else { continue }
            guard systems.insert(UInt64(info.st_dev)).inserted else { continue }
            if !syncer.syncFileSystem(of: folder) { pending.append(folder) }
        }
        guard !pending.isEmpty else { return }
        for file in files.sorted() {
            let descriptor = open(file, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }  // renamed since it was noted: its folder's flush covers it
            defer { close(descriptor) }
            guard syncer.fsync(descriptor) == 0 else {
                throw AtomicFileError(path: file, reason: String(cString: strerror(errno)))
            }
        }
        for folder in folders.sorted() { syncer.fsync(folder: folder) }
    }
}
