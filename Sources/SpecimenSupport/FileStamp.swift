#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lstat` says of a regular file that changes whenever its bytes can have: device, inode, size,
/// and the times of its last write and last status change, to the nanosecond.
///
/// The build tool records one for each shipped file before it reads it (`settled`), and a start
/// compares it with the file's now (`current`) instead of reading and fingerprinting the file: every
/// write sets the change time to the clock's now, which no program can set back (`touch` sets only
/// the write time), and a file put in its place is another inode. A stamp that differs proves
/// nothing (a copy, a touch); then the file is read and fingerprinted as before.
package struct FileStamp: Sendable, Equatable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var modified: Int64
    package var changed: Int64

    /// A stamp as the build tool wrote it: times in nanoseconds since 1970.
    package init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// The stamp of the regular file at `path` itself (a link is not followed, so a link put where the
    /// file was never matches); nil when there is none, or it is no regular file.
    package static func current(_ path: String) -> FileStamp? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(info)
    }

    /// Whether nothing at all is at `path` (`lstat` fails with ENOENT): a folder the build found without
    /// a `roles.json` still has none.
    package static func isAbsent(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 && errno == ENOENT
    }

    /// The build tool's stamp of `path`, taken before the file is read: nil when its last change is
    /// less than `settle` seconds old. A file system keeps times to a clock tick (a few milliseconds on
    /// Linux, seconds on some), so a write in the same tick as this look would keep the stamp; a file
    /// left alone for `settle` seconds cannot be written again with the same change time.
    package static func settled(_ path: String, settle: Int64 = 3) -> FileStamp? {
        guard let stamp = current(path) else { return nil }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nowNanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        return nowNanoseconds - stamp.changed >= settle * 1_000_000_000 ? stamp : nil
    }

    init(_ info: stat) {
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        self.init(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec))
    }

    /// Swift source that makes this stamp again (for the build tool's generated file).
    package var source: String {
        "FileStamp(device: \(device), inode: \(inode), size: \(size), modified: \(modified), changed: \(changed))"
    }
}
