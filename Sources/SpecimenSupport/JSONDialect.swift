/// Which spellings are JSON. In both, a key repeated in one object is refused naming both places:
/// JSON leaves its meaning open (`JSONDecoder` kept the first, `JSONSerialization` the last), and
/// either silently drops a value someone wrote.
package enum JSONDialect: Sendable, Hashable {
    /// RFC 8259, plus a trailing comma before `}` or `]` (which `JSONDecoder` also accepts, and
    /// people editing a manifest by hand write). For files machines write and read: the manifest,
    /// `results.json`, batch lines, project files.
    case strict
    /// JSON5's spellings on top: `//` and `/* */` comments, unquoted keys, single-quoted strings,
    /// lenient escapes and numbers (`+1`, `.5`). For files people write: token files, component
    /// documents, a design system's tables, Figma's files.
    case json5
}
