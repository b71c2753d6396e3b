/// Why a snapshot operation could not run, as one line a user can act on.
///
/// These are usage and I/O problems (exit status 2 in the CLI). A golden that does not match is not an
/// error but a `GoldenOutcome`.
package enum SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    case badTolerance(String)
    case badShard(String)
    case badFilter(String)
    case unreadableFile(path: String, reason: String)
    case unwritableFile(path: String, reason: String)
    case badManifest(path: String, reason: String)
    case renderNotRepeatable(subject: String)
    case refusedUnderCI(String)
    case badRecordMode(String)
    /// A folder `record` or `prune` will not change: it is not a goldens folder, or holds something else.
    case notAGoldensFolder(path: String, reason: String)
    /// Another process holds the goldens folder's lock.
    case folderBusy(path: String, reason: String)

    /// One line naming what is wrong and, where there is one, what to do.
    package var description: String {
        switch self {
        case .badTolerance(let message), .badShard(let message), .badFilter(let message):
            message
        case .unreadableFile(let path, let reason):
            "cannot read \(path): \(reason)"
        case .unwritableFile(let path, let reason):
            "cannot write \(path): \(reason)"
        case .badManifest(let path, let reason):
            "cannot use manifest \(path): \(reason); re-record with 'specimen snapshot record' or restore it from git"
        case .renderNotRepeatable(let subject):
            "\(subject) rendered differently twice in a row, so no golden was written; rendering is not deterministic"
        case .refusedUnderCI(let what):
            "\(what) refused: CI is set, and goldens are only recorded on a developer's machine; run 'specimen snapshot record' locally and commit Snapshots/"
        case .notAGoldensFolder(let path, let reason):
            "refusing to change \(path): \(reason); only a folder holding Specimen's \(GoldenPath.manifestFileName) (or a new, empty one) is a goldens folder"
        case .folderBusy(let path, let reason):
            "\(path) is busy: \(reason)"
        case .badRecordMode(let value):
            "SPECIMEN_RECORD is '\(value)'; valid: all, missing, failed, never"
        }
    }
}
