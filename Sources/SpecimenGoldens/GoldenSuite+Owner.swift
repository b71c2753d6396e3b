import Foundation
import SpecimenFiles

/// Which project a goldens folder belongs to.
///
/// `record` writes the project's folder into the manifest (`"project": ".."`, relative to the goldens
/// folder, so a clone moved elsewhere still owns its folder); `record` and `prune` then refuse a folder
/// whose manifest names another project (another clone's `Snapshots/` named by `"snapshots"`), naming
/// it, unless told to adopt it (`--adopt`). A manifest that names no project (written before owners
/// were recorded) is taken as this project's, and `record` names it from then on.
extension GoldenSuite {
    /// This suite with the project that owns its goldens (its folder) and whether it takes over a folder
    /// another project owns.
    package func owned(by project: URL, adopting: Bool) -> GoldenSuite {
        var copy = self
        copy.owner = project
        copy.adopting = adopting
        return copy
    }

    /// What the manifest's `"project"` should say for this suite's owner; nil without one.
    var ownerEntry: String? {
        owner.map { Self.relativePath(from: Self.real(directory), to: Self.real($0)) }
    }

    /// Throws when the folder's manifest names a project other than ``owner`` (and the suite does not adopt).
    func requireOwner() throws {
        guard let owner, !adopting, let data = FileManager.default.contents(atPath: manifestURL.path),
            let recorded = GoldenManifest.owner(reading: Array(data))
        else { return }
        let named = Self.real(URL(fileURLWithPath: recorded, isDirectory: true, relativeTo: URL(fileURLWithPath: Self.real(directory), isDirectory: true)))
        let ours = Self.real(owner)
        guard named != ours else { return }
        throw SnapshotError.notAGoldensFolder(
            path: directory.path,
            reason: "its \(GoldenManifest.fileName) says it belongs to the project in \(named), not this one (\(ours)); "
                + "run from that project, or pass --adopt to take the folder over")
    }

    /// `url`'s path with every link and `..` resolved (as far as it exists).
    static func real(_ url: URL) -> String { url.standardizedFileURL.resolvingSymlinksInPath().path }

    /// `to` relative to the folder `from`, both absolute and resolved: `..`, `../app`, `.`.
    static func relativePath(from: String, to: String) -> String {
        let base = from.split(separator: "/")
        let target = to.split(separator: "/")
        var common = 0
        while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target.dropFirst(common).map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
