/// When `verifySnapshot` writes a reference file.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Write every reference whose bytes differ (a matching one passes; a new or changed one fails so it is reviewed).
    case all
    /// Write only references that do not exist yet (the local default).
    case missing
    /// Write references that are missing or do not match.
    case failed
    /// Write nothing: a missing reference is a failure (always, under CI).
    case never

    /// `SPECIMEN_RECORD` from `environment`, `missing` when unset, and `never` whenever `CI` is set
    /// to anything non-empty, whatever `SPECIMEN_RECORD` says.
    public static func from(environment: [String: String]) throws -> SnapshotRecordMode {
        if !(environment["CI"] ?? "").isEmpty { return .never }
        guard let text = environment["SPECIMEN_RECORD"], !text.isEmpty else { return .missing }
        guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else { throw SnapshotError.badRecordMode(text) }
        return mode
    }
}
