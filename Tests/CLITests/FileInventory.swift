#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Everything under a folder, as `lstat` sees it (links are entries, never followed): each entry's
/// kind, permission bits and, for a file, a checksum of its bytes, for a link its target. Two
/// inventories taken around a command tell every file it created, changed or deleted.
struct FileInventory: Equatable, Sendable {
    /// One entry: what it is and what it holds.
    struct Entry: Equatable, Sendable, CustomStringConvertible {
        enum Kind: Equatable, Sendable { case file, folder, link, fifo, other }
        let kind: Kind
        let mode: UInt32
        /// A file's size and FNV-1a 64 of its bytes; a link's target; empty otherwise.
        let content: String

        var description: String { "\(kind) \(String(mode, radix: 8)) \(content)" }
    }

    /// By path relative to the root, `a/b/c.png`.
    let entries: [String: Entry]

    /// Walks `root` (which is itself not an entry).
    static func of(_ root: URL) -> FileInventory {
        var entries: [String: Entry] = [:]
        func walk(_ relative: String) {
            let path = relative.isEmpty ? root.path : root.path + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                let entry = self.entry(root.path + "/" + child)
                entries[child] = entry
                if entry.kind == .folder { walk(child) }
            }
        }
        walk("")
        return FileInventory(entries: entries)
    }

    static func entry(_ path: String) -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else { return Entry(kind: .other, mode: 0, content: "unreadable") }
        let mode = UInt32(info.st_mode) & 0o7777
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            // A FIFO or device would block a read; only regular files are read, and only their bytes.
            let bytes = FileManager.default.contents(atPath: path) ?? Data()
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return Entry(kind: .file, mode: mode, content: "\(bytes.count) bytes \(String(hash, radix: 16))")
        case S_IFDIR: return Entry(kind: .folder, mode: mode, content: "")
        case S_IFLNK:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            return Entry(kind: .link, mode: 0, content: "-> \(target)")
        case S_IFIFO: return Entry(kind: .fifo, mode: mode, content: "")
        default: return Entry(kind: .other, mode: mode, content: "")
        }
    }

    /// Paths created, changed or deleted since `before`, each with what happened, sorted.
    func changes(since before: FileInventory) -> [(path: String, change: String)] {
        var out: [(String, String)] = []
        for (path, entry) in entries {
            guard let old = before.entries[path] else { out.append((path, "created (\(entry))")); continue }
            if old != entry { out.append((path, "changed (\(old) -> \(entry))")) }
        }
        for path in before.entries.keys where entries[path] == nil { out.append((path, "deleted")) }
        return out.sorted { $0.0 < $1.0 }
    }
}
