#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// An exclusive hold on a goldens folder while `record` or `prune` changes it.
///
/// Two `record`s at once would each write goldens and then the manifest from what they saw, so the
/// second manifest could drop the first's entries. The lock is an `flock` on the folder itself, not on a
/// lock file: it leaves nothing behind in the repository, and the kernel releases it when the process
/// ends, however it ends (a SIGKILL included), so a stale lock can never block a later run. A second
/// writer is refused at once with one line rather than left waiting.
///
/// Because only a lock holder writes, any temporary file found while holding it belongs to a process
/// that died mid-write, so `prune` may remove it.
final class GoldenFolderLock {
    private let descriptor: Int32

    /// Locks `folder` (which must exist), or throws naming the folder and what holds it.
    init(folder: URL) throws {
        let path = folder.path
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw SnapshotError.unwritableFile(path: path, reason: "cannot open the folder to lock it (\(String(cString: strerror(errno))))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw SnapshotError.folderBusy(path: path, reason: busy
                ? "another 'specimen snapshot record' or 'prune' is changing it; run again when it has finished"
                : "cannot lock it (\(reason))")
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Runs `body` while holding the lock on `folder`; the lock is released however `body` ends.
    static func holding<T>(_ folder: URL, _ body: () throws -> T) throws -> T {
        let lock = try GoldenFolderLock(folder: folder)
        return try withExtendedLifetime(lock) { try body() }
    }
}
