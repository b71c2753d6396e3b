/// Everything one `verify` found, in a stable order: subjects in path order, then orphans and
/// manifest problems.
public struct VerificationResult: Sendable {
    public let outcomes: [GoldenOutcome]
    public let tolerance: Tolerance
    public let shard: Shard
    /// Wall-clock time the verification took.
    public let seconds: Double

    public init(outcomes: [GoldenOutcome], tolerance: Tolerance, shard: Shard, seconds: Double) {
        self.outcomes = outcomes
        self.tolerance = tolerance
        self.shard = shard
        self.seconds = seconds
    }

    public var failures: [GoldenOutcome] { outcomes.filter { !$0.passed } }

    public var passed: Bool { outcomes.allSatisfy(\.passed) }

    /// `248 goldens: 246 matched, 2 failed (1 pixels changed, 1 missing) in 2.3 s`.
    public var summary: String {
        let verified = outcomes.filter { $0.subject != nil }.count
        let matched = outcomes.filter(\.passed).count
        var text = "\(verified) golden\(verified == 1 ? "" : "s")"
        if shard != .whole { text += " (shard \(shard))" }
        text += ": \(matched) matched"
        let failures = self.failures
        if !failures.isEmpty {
            let counts = GoldenOutcome.Kind.allCases.compactMap { kind -> String? in
                let n = failures.filter { $0.kind == kind }.count
                return n == 0 ? nil : "\(n) \(kind.rawValue)"
            }
            text += ", \(failures.count) failed (\(counts.joined(separator: ", ")))"
        }
        return text + " in \(SnapshotFormat.number((seconds * 10).rounded() / 10)) s"
    }
}
