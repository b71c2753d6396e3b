#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A user's folder (a design system, `--images`), read only inside itself: the one reader for files a
/// folder names by a relative path, such as an image fill's `images/avatar.png`.
///
/// A file is read when its real path (every link and `..` resolved) lies inside the folder's real path,
/// so a link inside the folder to another file of it is followed, and one out of it (`avatar.png ->
/// /etc/shadow`, `images -> ../../victim`) is refused with one line, as ``InputFile`` refuses a FIFO.
package struct UserFolder: Sendable, Hashable {
    /// The folder as given.
    package let path: String
    /// What the folder is, for messages ("design system", "--images folder").
    package let what: String

    package init(_ path: String, what: String) {
        self.path = path
        self.what = what
    }

    /// Whether `file` (absolute, or relative to the working folder) is lexically inside this folder.
    package func holds(_ file: String) -> Bool {
        let root = path.hasSuffix("/") ? path : path + "/"
        return file.hasPrefix(root)
    }

    /// Where `file` really is when that is outside the folder (through a link); nil when it is inside,
    /// or missing (whoever reads it then says so).
    package func leadsOut(_ file: String) -> String? {
        guard let root = Self.real(path), let real = Self.real(file) else { return nil }
        return real == root || real.hasPrefix(root == "/" ? "/" : root + "/") ? nil : real
    }

    /// Reads `file` within `limit` as ``InputFile/read(_:limit:what:limitName:)`` does, after checking
    /// that it resolves inside the folder.
    package func read(_ file: String, limit: Int, what kind: String, limitName: String) throws(InputFileError) -> [UInt8] {
        guard let root = Self.real(path) else {
            throw InputFileError(what: kind, path: file, reason: "is in the \(what) \(path), which cannot be resolved")
        }
        guard let real = Self.real(file) else {
            throw InputFileError(what: kind, path: file, reason: "does not exist (or is a link that does not resolve)")
        }
        guard real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw InputFileError(
                what: kind, path: file,
                reason: "leads out of the \(what) \(path) (through a link, to \(real)); Specimen reads only files inside it")
        }
        return try InputFile.read(file, limit: limit, what: kind, limitName: limitName)
    }

    static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
