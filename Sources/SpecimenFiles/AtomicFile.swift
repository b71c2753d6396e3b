#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written, naming the path and the system's reason.
package struct AtomicFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path the caller asked to write.
    package var path: String
    /// The system's reason (`strerror`), e.g. `No such file or directory`.
    package var reason: String

    /// An error for `path`, failing for the system's `reason`.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot write <path>: <reason>`.
    package var description: String { "cannot write \(path): \(reason)" }
}

/// Writes files so that a reader sees either the old file or the whole new one, never a part.
///
/// The bytes go to a hidden temporary file in the destination's directory (so the final rename
/// stays on one file system, where it is atomic), named and tracked by ``TemporaryFiles`` (so a signal
/// removes it and a later run can tell a dead writer's leftover from a user's file), are flushed as the
/// caller's ``Durability`` says (per file, later with the command's other files, or not at all), and then
/// the temporary file takes the destination's name (swapped with a file already there: ``TemporaryFiles``' `rename`). On any failure the temporary file is removed. The new file gets the usual `0666 & ~umask` permissions.
package enum AtomicFile {
    /// What every temporary file's name holds before its suffix: `.<name>.tmp-<suffix>`.
    package static let temporaryMarker = TemporaryFiles.marker

    /// Writes `bytes` to `path`, replacing any file there.
    ///
    /// - Throws: ``AtomicFileError`` naming `path` and the reason, e.g.
    ///   `cannot write /x/y.png: No such file or directory`.
    package static func write(_ bytes: [UInt8], to path: String, durability: Durability) throws {
        try write(to: path, durability: durability) { descriptor in try writeAll(bytes, to: descriptor, for: path) }
    }

    /// Writes whatever `body` writes to the descriptor it is handed (a new temporary file) to `path`, so
    /// a file too large to hold in memory (a streamed difference image) is still all-or-nothing. When
    /// `body` throws, the temporary file is removed and the error passes through unchanged.
    ///
    /// - Throws: ``AtomicFileError`` as ``write(_:to:)`` does, or what `body` throws.
    package static func write(to path: String, durability: Durability, by body: (_ descriptor: Int32) throws -> Void) throws {
        let prepared = try prepare(path, durability: durability, by: body)
        try install(prepared, durability: durability)
    }

    /// Writes `bytes` to `path` only if nothing is there, not even a dangling link: the whole file
    /// appears at once (a hard link to the written temporary file, which `link` refuses to make over
    /// anything at all), or nothing does. For files that must never replace a user's (`specimen init`).
    ///
    /// - Throws: ``AtomicFileError`` naming `path`: `something is already there` when anything is.
    package static func create(_ bytes: [UInt8], at path: String, durability: Durability) throws {
        let prepared = try prepare(path, durability: durability) { descriptor in try writeAll(bytes, to: descriptor, for: path) }
        defer { TemporaryFiles.remove(prepared.temporaryPath) }
        guard link(prepared.temporaryPath, path) == 0 else {
            let code = errno
            throw AtomicFileError(
                path: path, reason: code == EEXIST ? "something is already there (a file, a folder or a link); nothing is replaced" : String(cString: strerror(code)))
        }
        if case .flushed(let syncer) = durability.mode { syncer.fsync(folder: prepared.directory) }
    }

    /// A temporary file written in full (and flushed, if its durability says so), waiting to be renamed over its destination.
    struct Prepared: Sendable {
        let path: String
        let directory: String
        let temporaryPath: String
        /// Whether a file was at `path` when the write began (it is then swapped in, not renamed over).
        let replacing: Bool
    }

    /// Writes the temporary file for `path` (everything but the rename).
    static func prepare(_ path: String, durability: Durability, by body: (_ descriptor: Int32) throws -> Void) throws -> Prepared {
        guard !path.isEmpty else { throw AtomicFileError(path: path, reason: "empty path") }
        guard !path.utf8.contains(0) else { throw AtomicFileError(path: path, reason: "the path holds a NUL byte") }
        let (directory, name) = split(path)
        guard !name.isEmpty else { throw AtomicFileError(path: path, reason: "names a directory, not a file") }
        let replacing = try requireReplaceable(path)

        let descriptor: Int32, temporaryPath: String
        switch TemporaryFiles.create(directory: directory, name: name) {
        case .success(let created): (descriptor, temporaryPath) = created
        case .failure(let error): throw AtomicFileError(path: path, reason: error.description)
        }
        do {
            try body(descriptor)
            if case .flushed(let syncer) = durability.mode, syncer.fsync(descriptor) != 0 { throw systemError(for: path) }
        } catch {
            close(descriptor)
            TemporaryFiles.remove(temporaryPath)
            throw error
        }
        guard close(descriptor) == 0 else {
            let failure = systemError(for: path)
            TemporaryFiles.remove(temporaryPath)
            throw failure
        }
        return Prepared(path: path, directory: directory, temporaryPath: temporaryPath, replacing: replacing)
    }

    /// Renames a prepared file over its destination and makes the rename as durable as asked.
    static func install(_ prepared: Prepared, durability: Durability) throws {
        let code = TemporaryFiles.rename(prepared.temporaryPath, to: prepared.path, replacing: prepared.replacing)
        guard code == 0 else {
            TemporaryFiles.remove(prepared.temporaryPath)
            throw AtomicFileError(path: prepared.path, reason: String(cString: strerror(code)))
        }
        switch durability.mode {
        case .none: break
        case .flushed(let syncer): syncer.fsync(folder: prepared.directory)
        case .deferred(let group): group.note(file: prepared.path, folder: prepared.directory)
        }
    }

    /// Removes a prepared file that will not be installed.
    static func discard(_ prepared: Prepared) { TemporaryFiles.remove(prepared.temporaryPath) }

    /// The directory to hold the temporary file and the file's own name.
    private static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        let name = String(path[path.index(after: slash)...])
        return (directory.isEmpty ? "/" : directory, name)
    }

    /// Refuses to replace what is not a plain writable file: renaming over a FIFO, a device node or a
    /// folder would swap a system object for a regular file, and a read-only file was made so on purpose
    /// (root could otherwise replace it). A link is judged by what it points to. Returns whether a file
    /// is there to be replaced.
    private static func requireReplaceable(_ path: String) throws -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard info.st_mode & 0o222 != 0 else {
                throw AtomicFileError(path: path, reason: "the file is read-only; make it writable or choose another name")
            }
            return true
        case S_IFDIR: throw AtomicFileError(path: path, reason: "a folder is there; name a file")
        case S_IFIFO: throw AtomicFileError(path: path, reason: "a FIFO is there, not a regular file; name a regular file")
        case S_IFCHR, S_IFBLK: throw AtomicFileError(path: path, reason: "a device is there, not a regular file; name a regular file")
        default: throw AtomicFileError(path: path, reason: "something other than a regular file is there; name a regular file")
        }
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, for path: String) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return }
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw systemError(for: path)
                }
                offset += written
            }
        }
    }

    /// The current `errno` as an error; read it before any other call can change it.
    private static func systemError(for path: String) -> AtomicFileError {
        AtomicFileError(path: path, reason: String(cString: strerror(errno)))
    }
}

/// The POSIX `write`, named apart because inside ``AtomicFile`` the bare name means its own `write`.
private func systemWrite(_ descriptor: Int32, _ source: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, source, count)
}
