#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one gate every file or folder Specimen creates, replaces or deletes goes through.
///
/// Outside this module no code calls a write, rename, remove or create-directory function of its own
/// (`FileManager`, `open` with write flags, `rename`, `unlink`, `mkdir`, `rmdir`): `WriteGateTests`
/// scans the sources and fails on one. What a command may write is decided here: ``OutputPolicy``
/// resolves and checks a path (links, `..`, NUL, goldens folders, inputs), ``OutputFolder`` fills a
/// folder without following a link inside it, ``AtomicFile`` writes whole files (``AtomicFile/create(_:at:durability:)``
/// never over anything), ``TemporaryFiles`` names and cleans up temporaries, ``WrittenFiles`` records
/// what a command wrote so only that is ever removed; these are the few primitives left.
package enum FileGate {
    /// Makes the folder `path` and any missing folders above it; a link in the way is followed only
    /// where ``OutputPolicy`` would follow it (the folders above). Throws ``OutputRefusal`` when a
    /// folder cannot be made, or something other than a folder is in the way.
    package static func makeFolders(_ path: String) throws {
        let resolved = try OutputPolicy.resolve(path)
        if resolved.isLink { throw OutputRefusal(path: path, reason: "it is a symbolic link; name the folder itself") }
        try OutputPolicy.makeFolders(resolved.real, named: path)
    }

    /// Makes the one folder `path` (its parent must exist); false when something is already there.
    /// Throws ``OutputRefusal`` for any other failure.
    @discardableResult
    package static func makeFolder(_ path: String) throws -> Bool {
        guard mkdir(path, 0o777) == 0 else {
            if errno == EEXIST { return false }
            throw OutputRefusal(path: path, reason: "cannot make the folder (\(SystemError(code: errno)))")
        }
        return true
    }

    /// Removes the regular file at `path`; a folder, a link or anything else put in its place is left
    /// alone, as is a missing file. Throws ``OutputRefusal`` when the file is there and cannot be removed.
    package static func removeFile(_ path: String) throws {
        guard FileIdentity.kind(path) == .file else { return }
        guard unlink(path) == 0 || errno == ENOENT else {
            throw OutputRefusal(path: path, reason: "cannot remove it (\(SystemError(code: errno)))")
        }
    }

    /// Removes the folder at `path` if it is empty (`rmdir` removes nothing else); true when it did.
    @discardableResult
    package static func removeEmptyFolder(_ path: String) -> Bool {
        FileIdentity.kind(path) == .folder && rmdir(path) == 0
    }

    /// Removes a folder this command made in this run (under a folder it holds locked), with the files
    /// and folders in it, which are then all its own: a gallery's `images/` after a failed build. A link
    /// inside is removed, never followed.
    package static func removeFolderMadeThisRun(_ path: String) {
        guard FileIdentity.kind(path) == .folder else { return }
        TemporaryFiles.removeTree(path)
    }

    /// Appends `bytes` to the regular file at `path`, creating it when missing (`$GITHUB_STEP_SUMMARY`,
    /// which every step of a job appends to). A link, a FIFO or a device there is refused.
    package static func append(_ bytes: [UInt8], to path: String) throws {
        switch FileIdentity.kind(path) {
        case .missing, .file: break
        case .link: throw OutputRefusal(path: path, reason: "it is a symbolic link; name the file itself")
        case .folder, .other: throw OutputRefusal(path: path, reason: "it is not a regular file; name a regular file")
        }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw OutputRefusal(path: path, reason: "cannot open it to append (\(SystemError(code: errno)))") }
        defer { close(descriptor) }
        do { try AtomicFile.writeAll(bytes, to: descriptor, for: path) } catch {
            throw OutputRefusal(path: path, reason: "cannot append to it (\(error))")
        }
    }
}
