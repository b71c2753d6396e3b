#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SpecimenFiles

/// What Specimen may touch inside a goldens folder, and nothing else.
///
/// `record` and `prune` write and delete files, so they are kept to the files Specimen itself makes:
/// goldens, shaped `<Set>/<Variant>/<theme>@<scale>x.png`, the folder's `manifest.json`, and the hidden
/// temporary files a killed writer left beside them, which `TemporaryFiles` tells from a user's hidden
/// file by the check in their name. Everything else in the folder (a `.git/`, a README, a stray text
/// file, a `.notes.tmp-draft`) is invisible to them. Which folder is a goldens folder at all is
/// `OutputPolicy`'s rule: it holds Specimen's marker, its own `manifest.json`.
/// Hidden folders are never entered and symbolic links are never followed, so no file outside the
/// folder can be reached through it.
package enum GoldenFolder {
    /// Whether `relativePath` has the shape of a golden: `<Set>/<Variant>/<theme>@<scale>x.png`, no part
    /// hidden or empty.
    package static func isGoldenPath(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }) else { return false }
        return isRenditionName(String(parts[2]))
    }

    /// `light@2x.png`, `dark@1.5x.png`: a name, `@`, a decimal scale, `x.png`.
    static func isRenditionName(_ name: String) -> Bool {
        guard name.hasSuffix("x.png"), let at = name.lastIndex(of: "@"), at != name.startIndex else { return false }
        let scale = name[name.index(after: at)..<name.index(name.endIndex, offsetBy: -5)]
        guard !scale.isEmpty, scale.first != ".", scale.last != "." else { return false }
        return scale.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } && scale.filter({ $0 == "." }).count <= 1
    }

    /// Whether `name` (one path component) is a temporary file Specimen made (``TemporaryFiles``).
    package static func isTemporaryName(_ name: String) -> Bool { TemporaryFiles.isTemporaryName(name) }

    /// What a walk of the folder found, relative to it, in byte order.
    package struct Contents: Sendable, Hashable {
        /// Golden-shaped files.
        package var goldens: [String] = []
        /// Leftover temporary files of goldens (in a variant folder) and of the manifest (at the top).
        package var temporaryFiles: [String] = []
    }

    /// Walks `root` to the depth goldens live at, entering no hidden folder and following no link. The
    /// root itself may be a link (a checkout may symlink `Snapshots/`): it is the folder asked for.
    package static func contents(of root: URL) -> Contents {
        let base = root.resolvingSymlinksInPath().path
        var contents = Contents()
        func walk(_ relative: [String]) {
            let path = ([base] + relative).joined(separator: "/")
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for name in names {
                let child = relative + [name]
                let kind = entryKind(([base] + child).joined(separator: "/"))
                if isTemporaryName(name), kind == .file, child.count == 3 || child.count == 1 {
                    contents.temporaryFiles.append(child.joined(separator: "/"))
                } else if name.hasPrefix(".") {
                    continue
                } else if kind == .folder, child.count < 3 {
                    walk(child)
                } else if kind == .file, child.count == 3, isRenditionName(name) {
                    contents.goldens.append(child.joined(separator: "/"))
                }
            }
        }
        walk([])
        contents.goldens.sort(by: ByteOrder.precedes)
        contents.temporaryFiles.sort(by: ByteOrder.precedes)
        return contents
    }

    enum EntryKind { case file, folder, other }

    /// What is at `path` itself, not where a link points (`lstat`).
    static func entryKind(_ path: String) -> EntryKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// Whether `path` exists as anything, a dangling link included.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Removes a dead writer's temporary file; one still locked by a live writer, or not Specimen's,
    /// is left alone. Only called under the folder's lock, where no other Specimen writes, so it
    /// need not be old.
    static func removeTemporaryFile(_ path: String) {
        TemporaryFiles.removeIfStale(path, minimumAge: 0)
    }

    /// Removes one regular file; a folder or a link put in its place is left alone.
    static func removeFile(_ path: String) throws {
        do { try FileGate.removeFile(path) } catch let refusal as OutputRefusal {
            throw SnapshotError.unwritableFile(path: path, reason: refusal.reason)
        }
    }
}
