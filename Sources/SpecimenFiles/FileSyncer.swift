#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if os(Linux)
import CLinux
#endif
import Synchronization

/// The one place Specimen asks the kernel to flush: `fsync` of a file or folder, `syncfs` of a file
/// system. Each call is counted, so a test can prove what a command paid (a batch: nothing; a record:
/// a fixed number whatever the number of goldens) without tracing system calls.
package final class FileSyncer: Sendable {
    /// The process's syncer, used unless a test hands in its own.
    package static let system = FileSyncer()

    private let calls = Mutex<Int>(0)

    /// A syncer with its count at zero; tests make their own, Specimen uses `system`.
    package init() {}

    /// How many flushes (`fsync` or `syncfs`) went through this syncer.
    package var count: Int { calls.withLock { $0 } }

    /// `fsync(descriptor)`; returns its result.
    func fsync(_ descriptor: Int32) -> Int32 {
        calls.withLock { $0 += 1 }
        return systemFsync(descriptor)
    }

    /// Flushes the folder at `path` (so a rename in it survives a power cut); a failure loses nothing
    /// already visible, so it is not reported.
    func fsync(folder path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    #if os(Linux)
    /// Linux's `syncfs`, made as a system call (`CLinux`): glibc's header declares it only under
    /// `_GNU_SOURCE`, which the Swift module for Glibc does not define. A kernel without it answers
    /// `ENOSYS`, and every file is flushed instead.
    private static let syncfs: (@convention(c) (Int32) -> Int32)? = specimen_syncfs
    #endif

    /// Flushes the whole file system holding `folder` with one call where the platform has `syncfs`;
    /// returns false where it has not (the caller then flushes file by file).
    func syncFileSystem(of folder: String) -> Bool {
        #if os(Linux)
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard let syncfs = Self.syncfs else { return false }
        calls.withLock { $0 += 1 }
        return syncfs(descriptor) == 0
        #else
        return false
        #endif
    }
}

/// The POSIX `fsync`, named apart because inside ``FileSyncer`` the bare name means its own method.
private func systemFsync(_ descriptor: Int32) -> Int32 { fsync(descriptor) }
