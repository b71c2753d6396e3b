#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path names, however it is spelled: its device and inode. Two paths with one identity
/// are one file (a link, a hard link, `a/../a.png`).
package struct FileIdentity: Hashable, Sendable {
    /// The device the file is on (`st_dev`).
    package let device: UInt64
    /// The file's inode on that device (`st_ino`).
    package let inode: UInt64

    /// The file `path` names, links followed; nil when there is none.
    package init?(following path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// What is at a path itself (`lstat`: a link is a link).
    package enum Kind: Sendable, Hashable { case missing, file, folder, link, other }

    /// What is at `path` itself, a link not followed; `.missing` when `lstat` fails.
    package static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }
}
