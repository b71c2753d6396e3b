#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A folder one command fills (a gallery, a report, numbered frames), opened by
/// ``OutputPolicy/folder(_:)``: checked, made, and locked for as long as this value lives.
///
/// Files inside are named relative to it and reached only through real folders: a folder on the way
/// that is a link (`images/` pointing into `Snapshots/` or anywhere else) is refused, never followed;
/// a missing one is made. A file that is itself a link, or is one of the command's inputs, is refused.
package final class OutputFolder: Sendable {
    /// The folder's real path.
    package let path: String
    /// The output rule the folder was opened by, which checks each file written in it.
    package let policy: OutputPolicy
    private let lock: FolderLock
    /// Relative folders already found (or made) real, so each is checked once.
    private let known = Mutex<Set<String>>([""])

    init(path: String, policy: OutputPolicy, lock: FolderLock) {
        self.path = path
        self.policy = policy
        self.lock = lock
        // Held locked, the folder has no other Specimen writer: a temporary file in it that no lock
        // holds is a dead run's (a gallery killed with SIGKILL), whatever its age, and goes now; each
        // folder inside is swept the same way when first reached (``makeFolder(_:)``).
        TemporaryFiles.removeStale(in: path, minimumAge: 0)
    }

    /// The path to write `relative` (`images/stepper/a.png`) at, after checking it as above.
    package func file(_ relative: String) throws -> String {
        let parts = try components(relative)
        try makeFolder(parts.dropLast())
        let full = absolute(parts)
        switch FileIdentity.kind(full) {
        case .link: throw OutputRefusal(path: full, reason: "it is a symbolic link; Specimen replaces only real files inside \(path)")
        default: break
        }
        try policy.requireNotInput(full, named: full)
        return full
    }

    /// The path of the folder `relative` inside this one, made when missing, after checking it as above.
    @discardableResult
    package func folder(_ relative: String) throws -> String {
        let parts = try components(relative)
        try makeFolder(parts[...])
        return absolute(parts)
    }

    private func absolute(_ parts: [String]) -> String {
        ([path == "/" ? "" : path] + parts).joined(separator: "/")
    }

    private func components(_ relative: String) throws -> [String] {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !relative.isEmpty, !relative.utf8.contains(0), parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw OutputRefusal(path: path + "/" + relative.replacingNUL(), reason: "not a plain path inside \(path)")
        }
        return parts
    }

    private func makeFolder(_ parts: ArraySlice<String>) throws {
        for depth in 0...parts.count {
            let relative = parts.prefix(depth).joined(separator: "/")
            if known.withLock({ $0.contains(relative) }) { continue }
            let full = absolute(Array(parts.prefix(depth)))
            switch FileIdentity.kind(full) {
            case .folder:
                if OutputPolicy.holdsMarker(full) {
                    throw OutputRefusal(path: full, reason: "it is a goldens folder (it holds Specimen's \(OutputPolicy.markerName)), which only 'specimen snapshot record' writes")
                }
                if depth > 0 { TemporaryFiles.removeStale(in: full, minimumAge: 0) }
            case .missing:
                guard mkdir(full, 0o777) == 0 || (errno == EEXIST && FileIdentity.kind(full) == .folder) else {
                    throw OutputRefusal(path: full, reason: "cannot make the folder (\(SystemError(code: errno)))")
                }
            case .link:
                throw OutputRefusal(path: full, reason: "it is a symbolic link; Specimen writes only into real folders inside \(path), never through a link")
            case .file, .other:
                throw OutputRefusal(path: full, reason: "it is a file, not a folder; move it away or choose another folder")
            }
            known.withLock { _ = $0.insert(relative) }
        }
    }
}
