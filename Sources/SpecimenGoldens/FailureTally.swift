/// How a verification's failures are counted in words: goldens and pixels apart, each with its own
/// noun, so "1 golden failed, 3967 pixels changed" can never be read as one pixel.
package struct FailureTally: Sendable {
    /// Failed goldens by status, in the order the statuses are listed (`GoldenOutcome.Kind`).
    var byStatus: [(status: String, count: Int)]
    /// Every differing pixel of every failed golden.
    var changedPixels: Int

    package var failed: Int { byStatus.reduce(0) { $0 + $1.count } }

    package init(failures: [(status: String, changedPixels: Int)]) {
        byStatus = GoldenOutcome.Kind.allCases.compactMap { kind in
            let n = failures.filter { $0.status == kind.rawValue }.count
            return n == 0 ? nil : (kind.rawValue, n)
        }
        changedPixels = failures.reduce(0) { $0 + $1.changedPixels }
    }

    /// `1 golden`, `2 goldens`; `1 pixel`, `3967 pixels`.
    package static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// `2 goldens failed (1 with pixels changed, 1 missing), 3967 pixels changed`; empty when none failed.
    package var phrase: String {
        guard failed > 0 else { return "" }
        let kinds = byStatus.map { $0.status == GoldenOutcome.Kind.pixelsChanged.rawValue ? "\($0.count) with pixels changed" : "\($0.count) \($0.status)" }
        var text = "\(Self.count(failed, "golden")) failed (\(kinds.joined(separator: ", ")))"
        if changedPixels > 0 { text += ", \(Self.count(changedPixels, "pixel")) changed" }
        return text
    }
}
