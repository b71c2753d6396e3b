/// The exact command that re-records just the failures of a verification, for the failure lines, the
/// reports and CI summaries: `specimen snapshot record --filter 'Text Input/Type=Password, State=Error/dark@2x.png'`.
///
/// One `--filter` per failing golden's file, escaped so it matches that file alone and quoted for a
/// POSIX shell. Orphans need `prune`, and an unreadable manifest a full `record` (a filtered one keeps
/// the other entries, which it cannot read), so those failures add their own command; a golden whose
/// manifest settings name a missing node needs `configure`, and gets no command.
package enum RerecordCommand {
    /// `nil` when nothing failed.
    /// - Parameter snapshots: the `--snapshots` folder as the user gave it, or `nil` for the default.
    package static func command(for failures: [GoldenOutcome], snapshots: String? = nil) -> String? {
        let folder = snapshots.map { " --snapshots " + quoted($0) } ?? ""
        var commands: [String] = []
        // A mask naming no node (a manifest problem of one golden) is fixed by `configure`, not by recording.
        if failures.contains(where: { $0.kind == .badManifest && $0.subject == nil }) {
            commands.append("specimen snapshot record" + folder)
        } else {
            let files = failures.filter { $0.subject != nil && $0.kind != .badManifest }.map(\.file)
            if !files.isEmpty {
                commands.append("specimen snapshot record" + folder + files.map { " --filter " + quoted(SubjectFilter.literal($0)) }.joined())
            }
        }
        if failures.contains(where: { $0.kind == .orphaned }) { commands.append("specimen snapshot prune" + folder) }
        return commands.isEmpty ? nil : commands.joined(separator: " && ")
    }

    /// The command for one failure alone.
    package static func command(for failure: GoldenOutcome, snapshots: String? = nil) -> String? {
        command(for: [failure], snapshots: snapshots)
    }

    /// Single-quoted for a POSIX shell: `it's` -> `'it'\''s'`.
    package static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
