#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive hold on a folder while one command writes it: a goldens folder (`record`, `prune`,
/// `configure`), a gallery, a report or a frames folder.
///
/// Two writers at once would interleave: two `record`s would each write the manifest from what they
/// saw, `configure` beside `record` would lose its settings, four galleries into one folder would mix
/// their pages and pictures. The lock is an `flock` on the folder itself, not a lock file: it leaves
/// nothing behind, and the kernel releases it when the process ends however it ends (SIGKILL
/// included), so a stale lock can never block a later run. A second writer is refused at once with
/// one line rather than left waiting.
package final class FolderLock: Sendable {
    private let descriptor: Int32
    /// The folder, as named when locked.
    package let path: String

    /// Another process holds the lock: `/site is busy: another specimen command is writing it; ...`.
    package struct Busy: Error, Hashable, Sendable, CustomStringConvertible {
        /// The folder another process holds.
        package let path: String
        /// Why the folder cannot be written now, and what to do.
        package static let reason = "another specimen command is writing it; run again when that one has finished"
        /// `<path> is busy: <reason>`.
        package var description: String { "\(path) is busy: \(Self.reason)" }
    }

    /// Locks the folder at `path` (which must exist), or throws ``Busy``, or ``OutputRefusal`` when it
    /// cannot be opened.
    package init(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw OutputRefusal(path: path, reason: "cannot open the folder to lock it (\(SystemError(code: errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(descriptor)
            if code == EWOULDBLOCK { throw Busy(path: path) }
            throw OutputRefusal(path: path, reason: "cannot lock it (\(SystemError(code: code)))")
        }
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
