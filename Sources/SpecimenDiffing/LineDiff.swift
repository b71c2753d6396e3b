/// A unified-style diff of two texts, line by line, for SVG and JSON references.
///
/// Common leading and trailing lines are cut first (a changed path is usually one line); the middle is
/// aligned by longest common subsequence when it is small enough, and otherwise shown whole.
package enum LineDiff {
    /// At most this many diff lines are printed; the rest are counted.
    package static let maximumLines = 40
    /// Middles larger than this (old lines x new lines) are not aligned, to bound time and memory.
    static let alignmentBudget = 4_000_000

    /// `nil` when the texts are equal; otherwise `@@ -12,2 +12,2 @@` hunks with `-` and `+` lines.
    package static func diff(_ old: String, _ new: String) -> String? {
        guard old != new else { return nil }
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = Array(a[prefix..<a.count - suffix])
        let middleB = Array(b[prefix..<b.count - suffix])
        var lines = ["@@ -\(prefix + 1),\(middleA.count) +\(prefix + 1),\(middleB.count) @@"]
        if prefix > 0 { lines.append("  " + a[prefix - 1]) }
        lines += align(middleA, middleB)
        if suffix > 0 { lines.append("  " + a[a.count - suffix]) }
        if lines.count > maximumLines {
            let hidden = lines.count - maximumLines
            lines = Array(lines.prefix(maximumLines)) + ["... \(hidden) more diff line\(hidden == 1 ? "" : "s")"]
        }
        return lines.joined(separator: "\n")
    }

    /// `-`, `+` and `  ` lines for two runs that differ at both ends.
    private static func align(_ a: [String], _ b: [String]) -> [String] {
        guard !a.isEmpty, !b.isEmpty, a.count * b.count <= alignmentBudget else {
            return a.map { "- " + $0 } + b.map { "+ " + $0 }
        }
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...], as one flat array.
        let width = b.count + 1
        var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    a[i] == b[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                out.append("  " + a[i]); i += 1; j += 1
            } else if i < a.count, j == b.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                // Removals before additions on a tie, as unified diffs print them.
                out.append("- " + a[i]); i += 1
            } else {
                out.append("+ " + b[j]); j += 1
            }
        }
        return out
    }
}
