#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--filter GLOB`: shell-style patterns (`*`, `?`, `[abc]`) over a subject's name or its file.
///
/// A subject is selected when the pattern matches the whole of either its name
/// (`Text Input/Type=Password, State=Error dark@2x`) or its path under `Snapshots/`
/// (`Text Input/Type=Password, State=Error/dark@2x.png`). `*` also crosses `/`, so
/// `'Text Input/*'` selects every Text Input golden and `'*dark@2x*'` every dark 2x one.
public struct SubjectFilter: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String

    public init(_ pattern: String) throws {
        guard !pattern.isEmpty else { throw SnapshotError.badFilter("--filter needs a pattern, such as 'Text Input/*'") }
        self.pattern = pattern
    }

    public var description: String { pattern }

    public func matches(_ subject: GoldenSubject) -> Bool {
        matches(subject.name) || matches(subject.relativePath)
    }

    /// True when the pattern matches the whole text.
    public func matches(_ text: String) -> Bool {
        // fnmatch without FNM_PATHNAME lets `*` cross `/`; without FNM_PERIOD a leading dot is ordinary.
        fnmatch(pattern, text, 0) == 0
    }
}
