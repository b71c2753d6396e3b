#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files Specimen wrote in an output folder, kept in the folder's hidden `.specimen-files`, so a
/// later run removes a stale one (a report image of a failure that is gone, a frame a shorter run no
/// longer makes) only while it provably is the file Specimen wrote.
///
/// Each file is recorded with the identity it had when written: device, inode, size and modification
/// time to the nanosecond. Replacing the file (a new inode) or changing it (a new time) makes it the
/// user's, and it is left alone, as is any file the record does not list. A record that cannot be
/// read lists nothing.
package struct WrittenFiles: Sendable, Hashable {
    /// The record's name in the folder.
    package static let fileName = ".specimen-files"
    static let header = "specimen-files 1"

    /// A file as it was when written.
    struct Stamp: Sendable, Hashable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let seconds: Int64
        let nanoseconds: Int64

        init?(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            self.init(
                device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
        }

        init(device: UInt64, inode: UInt64, size: Int64, seconds: Int64, nanoseconds: Int64) {
            self.device = device
            self.inode = inode
            self.size = size
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }
    }

    /// By path relative to the folder.
    private(set) var files: [String: Stamp] = [:]

    /// A record that lists no file.
    package init() {}

    /// Refuses `path` as a folder Specimen fills (a report) unless it is Specimen's: missing, empty
    /// (no entry at all, dot files included), or holding this record, which every run that fills it
    /// writes. A link in its place is refused too: the whole folder would go where it points. So
    /// `--report photos`, an existing folder of the user's, is never filled with Specimen's files.
    package static func requireSpecimens(folder path: String) throws {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        switch FileIdentity.kind(trimmed) {
        case .missing: return
        case .link:
            throw OutputRefusal(
                path: path, reason: "it is a symbolic link (to \(OutputPolicy.linkTarget(trimmed) ?? "?")); name the folder itself, or a new one")
        case .folder: break
        case .file, .other: throw OutputRefusal(path: path, reason: "it is a file, not a folder; name a folder")
        }
        guard let folder = opendir(trimmed) else { return }
        defer { closedir(folder) }
        var empty = true
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            if name == fileName { return }
            empty = false
        }
        guard empty else {
            throw OutputRefusal(
                path: path,
                reason: "it is an existing folder Specimen did not fill (it holds no \(fileName)); name a new or empty folder, or one Specimen wrote before")
        }
    }

    /// The paths recorded, sorted.
    package var paths: [String] { files.keys.sorted() }

    /// The record in `folder`; empty when there is none, or it is not one Specimen wrote.
    package static func read(in folder: OutputFolder) -> WrittenFiles {
        var record = WrittenFiles()
        let path = folder.path + "/" + fileName
        guard FileIdentity.kind(path) == .file, let descriptor = Optional(open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)), descriptor >= 0 else {
            return record
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < 16 << 20 {
            let count = systemRead(descriptor, &chunk, chunk.count)
            guard count > 0 else { break }
            bytes += chunk.prefix(count)
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(header) else { return record }
        for line in lines.dropFirst() {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: false)
            guard fields.count == 6, let device = UInt64(fields[0]), let inode = UInt64(fields[1]), let size = Int64(fields[2]),
                let seconds = Int64(fields[3]), let nanoseconds = Int64(fields[4])
            else { continue }
            record.files[String(fields[5])] = Stamp(device: device, inode: inode, size: size, seconds: seconds, nanoseconds: nanoseconds)
        }
        return record
    }

    /// Records `relative` (a file just written in `folder`) as it is on disk now.
    package mutating func note(_ relative: String, in folder: OutputFolder) {
        guard !relative.contains("\n"), let stamp = Stamp(folder.path + "/" + relative) else { return }
        files[relative] = stamp
    }

    /// Records `relative` as the file that `temporary` (staged, not yet renamed over it) will become:
    /// a rename keeps the inode and the time, so the record can be written before the renames, and a
    /// run killed between the renames and its record still leaves its files provably its own.
    package mutating func note(_ relative: String, in folder: OutputFolder, writtenAt temporary: String) {
        guard !relative.contains("\n"), let stamp = Stamp(temporary) else { return }
        files[relative] = stamp
    }

    /// Removes each recorded file that is not in `keeping` and still is the file recorded, and forgets
    /// every one not kept. Nothing is reached through a link or outside the folder. Returns what it removed.
    @discardableResult
    package mutating func removeStale(keeping: Set<String>, in folder: OutputFolder) -> [String] {
        var removed: [String] = []
        for (relative, stamp) in files where !keeping.contains(relative) {
            files[relative] = nil
            let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
            guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { continue }
            var path = folder.path
            var reachable = true
            for part in parts.dropLast() {
                path += "/" + part
                if FileIdentity.kind(path) != .folder { reachable = false; break }
            }
            path += "/" + parts[parts.count - 1]
            guard reachable, Stamp(path) == stamp, unlink(path) == 0 else { continue }
            removed.append(relative)
        }
        return removed.sorted()
    }

    /// Writes the record into `folder` (atomically); an empty record removes the file.
    package func write(in folder: OutputFolder) throws {
        // Written even when it lists nothing: it is also Specimen's marker on the folder
        // (``requireSpecimens(folder:)``), so a report that passed can be written again.
        var text = Self.header + "\n"
        for relative in paths {
            guard let stamp = files[relative] else { continue }
            text += "\(stamp.device) \(stamp.inode) \(stamp.size) \(stamp.seconds) \(stamp.nanoseconds) \(relative)\n"
        }
        try AtomicFile.write(Array(text.utf8), to: try folder.file(Self.fileName), durability: folder.policy.durability)
    }
}

/// The POSIX `read`, named apart because inside ``WrittenFiles`` the bare name means its own `read(in:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
