/// "Did you mean": the valid names closest to a bad one, for error messages.
package enum Suggestions {
    /// Up to `limit` names from `candidates` nearest to `input` by edit distance (case-insensitive),
    /// ties broken alphabetically; names that contain the input come first.
    package static func closest(to input: String, in candidates: [String], limit: Int = 5) -> [String] {
        let needle = input.lowercased()
        let scored = candidates.map { name -> (Int, String) in
            let hay = name.lowercased()
            let distance = hay.contains(needle) && !needle.isEmpty ? 0 : editDistance(needle, hay)
            return (distance, name)
        }
        let cutoff = max(2, needle.count / 2)
        return scored.filter { $0.0 <= cutoff }.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }.prefix(limit).map(\.1)
    }

    /// Levenshtein distance over Unicode scalars.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}
