/// Which spellings are JSON.
public enum JSONDialect: Sendable, Hashable {
    /// RFC 8259, plus a trailing comma before `}` or `]` (which `JSONDecoder` also accepts, and
    /// people editing a manifest by hand write); a repeated key is kept, the last one read, as
    /// `JSONDecoder` reads it. For files Specimen writes and machines read: the manifest,
    /// `results.json`, batch lines, project files.
    case strict
    /// JSON5's spellings on top: `//` and `/* */` comments, unquoted keys, single-quoted strings,
    /// lenient escapes and numbers (`+1`, `.5`); a repeated key is refused naming both places, as
    /// JSON leaves its meaning open and last-wins would silently drop a token. For files people
    /// write: token files, component documents, Figma's files.
    case json5
}
