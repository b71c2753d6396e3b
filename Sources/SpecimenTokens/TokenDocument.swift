import Foundation
import SpecimenSupport
import SpecimenLimits

/// A token file as written: paths mapped to raw values that may still be aliases.
///
/// Reads every form a design system's files come in: DTCG 2025.10 (nested groups, `$value`, `$type`
/// inherited from groups, `$root`, `$extends`, `$deprecated`, `{group.token}` aliases and `$ref` JSON
/// pointers, colour and dimension objects), its earlier drafts (`"#RRGGBB"`, `"8px"`, a bare value
/// without `$value`), Tokens Studio's and Style Dictionary's `value`/`type` tokens, Adobe Spectrum's own
/// format (its `sets` as modes), JSON5 sources, and a flat map whose keys are whole paths
/// (`"theme.color.input.default.border": "{theme.color.border.default}"`). UTF-8 (with or without a
/// byte-order mark) or UTF-16 with one, and DTCG resolver documents (`ResolverDocument`); a duplicate
/// key or another encoding is refused with the line and column or the reason.
public struct TokenDocument: Sendable {
    /// One token as written.
    package struct Entry: Sendable, Equatable {
        /// `$type` (or `type`) as written or inherited from its group; nil when none is given.
        package var type: String?
        /// `$value` as written: a primitive, or an alias still to be resolved.
        package var value: RawValue
        /// `$description`, when the file gives one.
        package var description: String?
        /// `$deprecated`: `nil` when not deprecated, else its message (empty for `true`).
        package var deprecated: String?
        /// The file it was read from, for messages.
        package var file: String?

        /// An entry as written; `deprecated` and `file` are nil when unknown or not deprecated.
        package init(type: String?, value: RawValue, description: String?, deprecated: String? = nil, file: String? = nil) {
            self.type = type
            self.value = value
            self.description = description
            self.deprecated = deprecated
            self.file = file
        }
    }

    /// A JSON value kept as written, so aliases can be resolved later.
    package indirect enum RawValue: Sendable, Equatable {
        case string(String)
        case number(Double)
        case object([String: RawValue])
        case array([RawValue])
        case bool(Bool)
        case null
    }

    /// Every token by path, with values as written (the light or first mode's, where a file gives several).
    package private(set) var entries: [TokenPath: Entry]
    /// Where the document came from, for error messages.
    package let source: String
    /// `$extends`: each group that extends another, and the group it extends.
    package private(set) var extends: [TokenPath: TokenPath]
    /// The file each `$extends` is written in, for messages.
    package private(set) var extendsFiles: [TokenPath: String]
    /// What is odd but usable (a `$type` without a `$value`), one line each.
    package private(set) var warnings: [TokenWarning]
    /// Values for one mode (`light`, `dark`) where a file gives them per mode (Adobe Spectrum's `sets`):
    /// `inMode(_:)` lays them over `entries`, which hold the light (or first) value.
    package private(set) var modes: [String: [TokenPath: Entry]]
    /// The `type` of a mode's entry that says the token is absent in that mode though `entries` has
    /// it: a DTCG resolver's light context defines a token its dark context does not
    /// (`ResolverDocument`), so the dark resolution has none. `inMode(_:)` leaves it out; a later file
    /// that defines the token replaces the mark, as it replaces any mode's value.
    static let absentInMode = "specimen:absent-in-mode"

    /// A document of already parsed entries; nothing is checked.
    package init(
        entries: [TokenPath: Entry], source: String, extends: [TokenPath: TokenPath] = [:], warnings: [TokenWarning] = [],
        modes: [String: [TokenPath: Entry]] = [:], extendsFiles: [TokenPath: String] = [:]
    ) {
        self.entries = entries
        self.source = source
        self.extends = extends
        self.warnings = warnings
        self.modes = modes
        self.extendsFiles = extendsFiles
    }

    /// This document as `mode` (`light`, `dark`) reads it: each token with a value for that mode takes it.
    package func inMode(_ mode: String) -> TokenDocument {
        guard let values = modes[mode], !values.isEmpty else { return self }
        var copy = self
        copy.entries.merge(values) { _, modal in modal }
        for (path, entry) in values where entry.type == Self.absentInMode { copy.entries.removeValue(forKey: path) }
        copy.modes = [:]
        return copy
    }

    /// Reads a token file; errors name the file. A file over `Limits.tokenFileBytes` is refused by its
    /// size, before a byte of it is read.
    ///
    /// A DTCG resolver document is resolved (`ResolverDocument`): its theme modifier's light and dark
    /// contexts become the modes, and `FILE#modifier=context,...` picks the other modifiers' contexts.
    public static func load(contentsOf url: URL) throws -> TokenDocument {
        try load(contentsOf: url, resolver: true)
    }

    /// `load(contentsOf:)`; with `resolver` false, a resolver document is refused (a resolver's own sources).
    static func load(contentsOf given: URL, resolver: Bool) throws -> TokenDocument {
        var url = given
        var picks: [String: String]?
        var info = stat()
        // `resolver.json#theme=dark`: a resolver's input after the file's name, when no file has the whole name.
        if resolver, stat(given.path, &info) != 0, let hash = given.path.lastIndex(of: "#") {
            url = URL(fileURLWithPath: String(given.path[..<hash]))
            picks = try ResolverDocument.picks(String(given.path[given.path.index(after: hash)...]), source: url.path)
        }
        let path = url.path
        // stat(2), not FileManager's attributes: those also look up the owner's user and group names
        // (NSS, /etc/passwd), a tenth of reading a theme on a cold render.
        // A FIFO, a device or a folder is refused before it is opened: reading a FIFO no one writes to
        // would block for ever, and a device has no end.
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            let kind = info.st_mode & S_IFMT == S_IFDIR ? "a folder" : info.st_mode & S_IFMT == S_IFIFO ? "a FIFO (named pipe)" : "a device or socket"
            throw TokenError(.unreadable(file: path, reason: "it is \(kind), not a regular file; give a token file (.json)"))
        }
        if stat(path, &info) == 0, Int(info.st_size) > Limits.tokenFileBytes {
            let size = Int(info.st_size)
            throw TokenError(.tooLarge(file: path, what: "is \(Self.megabytes(size))", limit: "\(Self.megabytes(Limits.tokenFileBytes)) (Limits.tokenFileBytes)"))
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw TokenError(.unreadable(file: path, reason: (error as NSError).localizedFailureReason ?? "no such file or not readable"))
        }
        return try parse(data, source: path, picks: picks, resolver: resolver)
    }

    /// Parses token JSON (or JSON5), within `Limits`: size, nesting depth and token count.
    package static func parse(_ data: Data, source: String) throws -> TokenDocument {
        try parse(data, source: source, picks: nil, resolver: true)
    }

    /// `parse(_:source:)`, with a resolver document's input (`picks`), or refusing one (`resolver` false).
    static func parse(_ data: Data, source: String, picks: [String: String]?, resolver: Bool) throws -> TokenDocument {
        guard data.count <= Limits.tokenFileBytes else {
            throw TokenError(.tooLarge(file: source, what: "is \(Self.megabytes(data.count))", limit: "\(Self.megabytes(Limits.tokenFileBytes)) (Limits.tokenFileBytes)"))
        }
        let parsed: Result<JSONValue, JSONSyntaxError> = data.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) -> JSONValue in try JSONReader.parse(raw.bindMemory(to: UInt8.self), dialect: .json5) }
        }
        let json: JSONValue
        switch parsed {
        case .success(let value): json = value
        case .failure(let error): throw TokenError(.malformed(file: source, reason: "not JSON: \(error.reason)"))
        }
        guard case .object(let root) = json else {
            throw TokenError(.malformed(file: source, reason: "the top level must be an object of token groups"))
        }
        if ResolverDocument.isResolver(root) {
            guard resolver else {
                throw TokenError(.malformed(file: source, reason: "it is a DTCG resolver document, named as a source of another; a resolver's sources are token files"))
            }
            return try ResolverDocument.document(root, source: source, picks: picks ?? [:])
        }
        if let picks, !picks.isEmpty {
            throw TokenError(.malformed(file: source, reason: "is a token file, not a DTCG resolver document, so '#' and a modifier's context after its name mean nothing"))
        }
        return try reading(root, source: source)
    }

    /// The tokens of a parsed JSON object (a file's top level, or tokens a resolver writes inline).
    static func reading(_ root: [(key: String, value: JSONValue)], source: String) throws -> TokenDocument {
        var reader = TokenFileReader(source: source)
        try reader.group(root, prefix: [], inheritedType: nil, inheritedDeprecation: nil)
        return TokenDocument(
            entries: reader.entries, source: source, extends: reader.extends, warnings: reader.warnings,
            modes: reader.modes, extendsFiles: reader.extends.mapValues { _ in source })
    }

    /// Several documents laid over one another in order: a later file's token replaces an earlier one's,
    /// every token of every file is kept, and aliases resolve across all of them. A later file's token
    /// also replaces an earlier file's per-mode values of it.
    public static func layered(_ documents: [TokenDocument]) -> TokenDocument {
        var merged = TokenDocument(entries: [:], source: documents.map(\.source).joined(separator: " + "))
        for document in documents {
            merged.entries.merge(document.entries) { _, later in later }
            if !merged.modes.isEmpty {
                for mode in merged.modes.keys { for path in document.entries.keys { merged.modes[mode]?.removeValue(forKey: path) } }
            }
            for (mode, values) in document.modes { merged.modes[mode, default: [:]].merge(values) { _, later in later } }
            merged.extends.merge(document.extends) { _, later in later }
            merged.extendsFiles.merge(document.extendsFiles) { _, later in later }
            merged.warnings += document.warnings
        }
        return merged
    }

    /// Throws when `documents` (a command's `--tokens` files) hold more than `Limits.tokenCountAllFiles`
    /// tokens together: each file is within its own limits, but thirty of them would still take
    /// minutes and gigabytes. (Their number, `Limits.tokenFiles`, is checked before any is read.)
    /// `limit` is the limit's value, given otherwise only by tests that check the rule at a small scale.
    package static func checkTotalTokens(_ documents: [TokenDocument], limit: Int = Limits.tokenCountAllFiles) throws {
        var total = 0
        for document in documents {
            total += document.entries.count
            guard total <= limit else {
                throw TokenError(
                    .tooLarge(
                        file: document.source, what: "brings the --tokens files to \(total) tokens together",
                        limit: "\(limit) tokens in all files (Limits.tokenCountAllFiles)"))
            }
        }
    }

    /// This document with `overrides` laid over it: an override keeps the type and description of the
    /// token it replaces when it gives none, and a path this document lacks is added.
    package func overriding(with overrides: TokenDocument) throws -> TokenDocument {
        // Start from the larger side: a design system's file laid over a shipped theme is large, and
        // copying it once beats inserting every one of its tokens.
        var merged = overrides.entries
        for (path, existing) in entries {
            if var replacement = merged[path] {
                replacement.type = replacement.type ?? existing.type
                replacement.description = replacement.description ?? existing.description
                merged[path] = replacement
            } else {
                merged[path] = existing
            }
        }
        return TokenDocument(
            entries: merged, source: source + " + " + overrides.source,
            extends: extends.merging(overrides.extends) { _, later in later }, warnings: warnings + overrides.warnings,
            extendsFiles: extendsFiles.merging(overrides.extendsFiles) { _, later in later })
    }

    /// Only the entries whose paths `other` also has: the part of a user's file that applies to one
    /// design system when the file overrides tokens of several.
    package func restricted(to other: TokenDocument) -> TokenDocument {
        TokenDocument(
            entries: entries.filter { other.entries[$0.key] != nil }, source: source, extends: extends, warnings: warnings,
            extendsFiles: extendsFiles)
    }

    /// Throws naming the first path (in sorted order) that none of `documents` has.
    package func checkPathsExist(in documents: [TokenDocument]) throws {
        for path in entries.keys.sorted() where !documents.contains(where: { $0.entries[path] != nil }) {
            // Light and dark hold the same paths: suggest each name once.
            let names = Array(Set(documents.flatMap { $0.entries.keys.map(\.description) })).sorted()
            throw TokenError(.unknownPath(path: path.description, suggestions: Suggestions.closest(to: path.description, in: names)))
        }
    }

    /// `$extends` applied: each extending group gains every token of the group it extends that it does
    /// not define itself, a group after every extending group inside the one it extends (so a chain is
    /// inherited whole). A cycle (a group extending itself, or a group that holds it) or a group with
    /// no tokens is an error naming the group and its file. The tokens inherited count against
    /// `Limits.tokenCount`: a chain of groups inherits the square of its length.
    ///
    /// Linear in the tokens read and inherited: the order is found by an iterative depth-first walk, and
    /// the tokens under each extended group are kept in an index updated as tokens are inherited.
    package func expandingExtends() throws -> TokenDocument {
        guard !extends.isEmpty else { return self }
        let order = try extendsOrder()
        var out = self
        let targets = Set(extends.values)
        // The tokens under each extended group, by that group.
        var under: [TokenPath: [TokenPath]] = [:]
        func index(_ path: TokenPath) {
            for length in 1..<max(1, path.segments.count) {
                let prefix = TokenPath(segments: Array(path.segments.prefix(length)))
                if targets.contains(prefix) { under[prefix, default: []].append(path) }
            }
        }
        for path in entries.keys { index(path) }
        var inheritedCount = 0
        for group in order {
            guard let target = extends[group] else { continue }
            let inherited = under[target] ?? []
            guard !inherited.isEmpty else {
                throw TokenError(.danglingAlias(path: group.description, alias: target.dotted), file: extendsFiles[group])
            }
            let prefixLength = target.segments.count
            for path in inherited {
                let local = TokenPath(segments: group.segments + path.segments.dropFirst(prefixLength))
                guard out.entries[local] == nil, let entry = out.entries[path] else { continue }
                inheritedCount += 1
                guard inheritedCount <= Limits.tokenCount else {
                    throw TokenError(
                        .tooLarge(
                            file: extendsFiles[group] ?? source, what: "inherits more than \(Limits.tokenCount) tokens through $extends (at \(group))",
                            limit: "\(Limits.tokenCount) tokens and groups (Limits.tokenCount), inherited ones included"))
                }
                out.entries[local] = entry
                index(local)
            }
        }
        return out
    }

    /// The extending groups in the order they inherit: each after every extending group at or inside
    /// the group it extends. Throws on a cycle, naming it and the file of its first group.
    func extendsOrder() throws -> [TokenPath] {
        // Each extending group, under every group that holds it (itself included).
        var extendingUnder: [TokenPath: [TokenPath]] = [:]
        let targets = Set(extends.values)
        for group in extends.keys {
            for length in 0...group.segments.count {
                let prefix = TokenPath(segments: Array(group.segments.prefix(length)))
                if targets.contains(prefix) { extendingUnder[prefix, default: []].append(group) }
            }
        }
        extendingUnder = extendingUnder.mapValues { $0.sorted() }
        var order: [TokenPath] = []
        var finished = Set<TokenPath>()
        var onStack: [TokenPath: Int] = [:]
        for root in extends.keys.sorted() where !finished.contains(root) {
            var stack: [(group: TokenPath, next: Int)] = [(root, 0)]
            onStack[root] = 0
            while let top = stack.last {
                let dependencies = extends[top.group].flatMap { extendingUnder[$0] } ?? []
                if top.next < dependencies.count {
                    stack[stack.count - 1].next += 1
                    let next = dependencies[top.next]
                    if finished.contains(next) { continue }
                    if let start = onStack[next] {
                        let chain = stack[start...].map(\.group) + [next]
                        throw TokenError(.extendsCycle(chain: chain.map(\.description)), file: extendsFiles[chain[0]])
                    }
                    onStack[next] = stack.count
                    stack.append((next, 0))
                } else {
                    stack.removeLast()
                    onStack[top.group] = nil
                    finished.insert(top.group)
                    order.append(top.group)
                }
            }
        }
        return order
    }

    /// Throws on the first alias cycle or `$extends` cycle anywhere in this document, drawn or not:
    /// a token no theme refers to is never resolved, but a cycle in a file is a mistake wherever it is.
    package func checkCycles() throws {
        _ = try extendsOrder()
        var resolver = AliasResolver(document: self)
        try resolver.checkCycles()
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
