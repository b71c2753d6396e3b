#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--filter GLOB` (repeatable): shell-style patterns (`*`, `?`, `[abc]`) over a subject's name or its file.
///
/// A subject is selected when any pattern matches the whole of either its name
/// (`Text Input/Type=Password, State=Error dark@2x`) or its path under `Snapshots/`
/// (`Text Input/Type=Password, State=Error/dark@2x.png`). `*` also crosses `/`, so
/// `'Text Input/*'` selects every Text Input golden and `'*dark@2x*'` every dark 2x one.
package struct SubjectFilter: Sendable, Hashable, CustomStringConvertible {
    package let patterns: [String]

    /// The first pattern (the only one, for a filter made from one).
    package var pattern: String { patterns[0] }

    package init(_ pattern: String) throws { try self.init(patterns: [pattern]) }

    /// A filter selecting what any of `patterns` selects; each is checked, so a typo is an error, not an empty run.
    package init(patterns: [String]) throws {
        guard !patterns.isEmpty else { throw SnapshotError.badFilter("--filter needs a pattern, such as 'Text Input/*'") }
        for pattern in patterns { try Self.check(pattern) }
        self.patterns = patterns
    }

    /// `'Text Input/*'`, or `'A' or 'B'`: quoted as typed, for messages.
    package var description: String { patterns.map { "'\($0)'" }.joined(separator: " or ") }

    package func matches(_ subject: GoldenSubject) -> Bool {
        matches(subject.name) || matches(subject.relativePath)
    }

    /// True when a pattern matches the whole text.
    package func matches(_ text: String) -> Bool {
        // fnmatch without FNM_PATHNAME lets `*` cross `/`; without FNM_PERIOD a leading dot is ordinary.
        patterns.contains { fnmatch($0, text, 0) == 0 }
    }

    /// The pattern that selects exactly `text`: `*`, `?` and `[` as one-character classes, `\` as `\\`.
    package static func literal(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "*", "?", "[": out += "[\(character)]"
            // Inside a class glibc's fnmatch would read `\` as an escape, so it is escaped by itself.
            case "\\": out += "\\\\"
            default: out.append(character)
            }
        }
        return out
    }

    /// Rejects what fnmatch would silently never match: an empty pattern, a `[` class that is never
    /// closed, a trailing `\`.
    static func check(_ pattern: String) throws {
        guard !pattern.isEmpty else { throw SnapshotError.badFilter("--filter needs a pattern, such as 'Text Input/*'") }
        let characters = Array(pattern)
        var i = 0
        while i < characters.count {
            switch characters[i] {
            case "\\":
                guard i + 1 < characters.count else {
                    throw SnapshotError.badFilter("--filter '\(pattern)' ends in a lone '\\'; write '[\\]' for a backslash")
                }
                i += 2
            case "[":
                // A `]` right after `[` or `[!` belongs to the class; the class ends at the next `]`.
                var j = i + 1
                if j < characters.count, characters[j] == "!" || characters[j] == "^" { j += 1 }
                if j < characters.count, characters[j] == "]" { j += 1 }
                while j < characters.count, characters[j] != "]" { j += 1 }
                guard j < characters.count else {
                    throw SnapshotError.badFilter("--filter '\(pattern)': the '[' at character \(i + 1) opens a class that is never closed with ']'; write '[[]' for a literal '['")
                }
                i = j + 1
            default:
                i += 1
            }
        }
    }
}
