/// Everything one `verify` found, in a stable order: subjects in path order, then orphans and
/// manifest problems.
package struct VerificationResult: Sendable {
    package let outcomes: [GoldenOutcome]
    package let tolerance: Tolerance
    package let shard: Shard
    /// Wall-clock time the verification took.
    package let seconds: Double

    package init(outcomes: [GoldenOutcome], tolerance: Tolerance, shard: Shard, seconds: Double) {
        self.outcomes = outcomes
        self.tolerance = tolerance
        self.shard = shard
        self.seconds = seconds
    }

    package var failures: [GoldenOutcome] { outcomes.filter { !$0.passed } }

    package var passed: Bool { outcomes.allSatisfy(\.passed) }

    /// `248 goldens: 246 matched, 2 goldens failed (1 with pixels changed, 1 missing), 3967 pixels changed in 2.3 s`.
    package var summary: String {
        let verified = outcomes.filter { $0.subject != nil }.count
        let matched = outcomes.filter(\.passed).count
        var text = "\(verified) golden\(verified == 1 ? "" : "s")"
        if shard != .whole { text += " (shard \(shard))" }
        text += ": \(matched) matched"
        let tally = FailureTally(failures: failures.map { ($0.kind.rawValue, $0.differingPixels) })
        if tally.failed > 0 { text += ", " + tally.phrase }
        return text + " in \(SnapshotFormat.number((seconds * 10).rounded() / 10)) s"
    }
}
