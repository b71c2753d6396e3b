import Foundation
import SpecimenCatalogue
import SpecimenLimits

/// A token file as written: paths mapped to raw values that may still be aliases.
///
/// Reads every form a design system's files come in: DTCG 2025.10 (nested groups, `$value`, `$type`
/// inherited from groups, `$root`, `$extends`, `$deprecated`, `{group.token}` aliases and `$ref` JSON
/// pointers, colour and dimension objects), its earlier drafts (`"#RRGGBB"`, `"8px"`, a bare value
/// without `$value`), Tokens Studio's legacy `value`/`type` tokens, JSON5 sources, and a flat map whose
/// keys are whole paths (`"theme.color.input.default.border": "{theme.color.border.default}"`).
public struct TokenDocument: Sendable {
    /// One token as written.
    public struct Entry: Sendable, Equatable {
        public var type: String?
        public var value: RawValue
        public var description: String?
        /// `$deprecated`: `nil` when not deprecated, else its message (empty for `true`).
        public var deprecated: String?
        /// The file it was read from, for messages.
        public var file: String?

        public init(type: String?, value: RawValue, description: String?, deprecated: String? = nil, file: String? = nil) {
            self.type = type
            self.value = value
            self.description = description
            self.deprecated = deprecated
            self.file = file
        }
    }

    /// A JSON value kept as written, so aliases can be resolved later.
    public indirect enum RawValue: Sendable, Equatable {
        case string(String)
        case number(Double)
        case object([String: RawValue])
        case array([RawValue])
        case bool(Bool)
        case null
    }

    public private(set) var entries: [TokenPath: Entry]
    /// Where the document came from, for error messages.
    public let source: String
    /// `$extends`: each group that extends another, and the group it extends.
    public private(set) var extends: [TokenPath: TokenPath]
    /// What is odd but usable (a `$type` without a `$value`), one line each.
    public private(set) var warnings: [TokenWarning]

    public init(entries: [TokenPath: Entry], source: String, extends: [TokenPath: TokenPath] = [:], warnings: [TokenWarning] = []) {
        self.entries = entries
        self.source = source
        self.extends = extends
        self.warnings = warnings
    }

    /// Reads a token file; errors name the file. A file over `Limits.tokenFileBytes` is refused by its
    /// size, before a byte of it is read.
    public static func load(contentsOf url: URL) throws -> TokenDocument {
        let path = url.path
        // stat(2), not FileManager's attributes: those also look up the owner's user and group names
        // (NSS, /etc/passwd), a tenth of reading a theme on a cold render.
        var info = stat()
        if stat(path, &info) == 0, Int(info.st_size) > Limits.tokenFileBytes {
            let size = Int(info.st_size)
            throw TokenError(.tooLarge(file: path, what: "is \(Self.megabytes(size))", limit: "\(Self.megabytes(Limits.tokenFileBytes)) (Limits.tokenFileBytes)"))
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw TokenError(.unreadable(file: path, reason: (error as NSError).localizedFailureReason ?? "no such file or not readable"))
        }
        return try parse(data, source: path)
    }

    /// Parses token JSON (or JSON5), within `Limits`: size, nesting depth and token count.
    public static func parse(_ data: Data, source: String) throws -> TokenDocument {
        guard data.count <= Limits.tokenFileBytes else {
            throw TokenError(.tooLarge(file: source, what: "is \(Self.megabytes(data.count))", limit: "\(Self.megabytes(Limits.tokenFileBytes)) (Limits.tokenFileBytes)"))
        }
        let parsed: Result<JSONValue, TokenJSONError> = data.withUnsafeBytes { raw in
            Result { () throws(TokenJSONError) -> JSONValue in try TokenJSONReader.parse(raw.bindMemory(to: UInt8.self)) }
        }
        let json: JSONValue
        switch parsed {
        case .success(let value): json = value
        case .failure(let error): throw TokenError(.malformed(file: source, reason: "not JSON: \(error.reason)"))
        }
        guard case .object(let root) = json else {
            throw TokenError(.malformed(file: source, reason: "the top level must be an object of token groups"))
        }
        var reader = TokenFileReader(source: source)
        try reader.group(root, prefix: [], inheritedType: nil, inheritedDeprecation: nil)
        return TokenDocument(entries: reader.entries, source: source, extends: reader.extends, warnings: reader.warnings)
    }

    /// Several documents laid over one another in order: a later file's token replaces an earlier one's,
    /// every token of every file is kept, and aliases resolve across all of them.
    public static func layered(_ documents: [TokenDocument]) -> TokenDocument {
        var merged = TokenDocument(entries: [:], source: documents.map(\.source).joined(separator: " + "))
        for document in documents {
            merged.entries.merge(document.entries) { _, later in later }
            merged.extends.merge(document.extends) { _, later in later }
            merged.warnings += document.warnings
        }
        return merged
    }

    /// This document with `overrides` laid over it: an override keeps the type and description of the
    /// token it replaces when it gives none, and a path this document lacks is added.
    public func overriding(with overrides: TokenDocument) throws -> TokenDocument {
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
        return TokenDocument(entries: merged, source: source + " + " + overrides.source,
                             extends: extends.merging(overrides.extends) { _, later in later }, warnings: warnings + overrides.warnings)
    }

    /// Only the entries whose paths `other` also has: the part of a user's file that applies to one
    /// design system when the file overrides tokens of several.
    public func restricted(to other: TokenDocument) -> TokenDocument {
        TokenDocument(entries: entries.filter { other.entries[$0.key] != nil }, source: source, extends: extends, warnings: warnings)
    }

    /// Throws naming the first path (in sorted order) that none of `documents` has.
    public func checkPathsExist(in documents: [TokenDocument]) throws {
        for path in entries.keys.sorted() where !documents.contains(where: { $0.entries[path] != nil }) {
            // Light and dark hold the same paths: suggest each name once.
            let names = Array(Set(documents.flatMap { $0.entries.keys.map(\.description) })).sorted()
            throw TokenError(.unknownPath(path: path.description, suggestions: Suggestions.closest(to: path.description, in: names)))
        }
    }

    /// `$extends` applied: each extending group gains every token of the group it extends that it does
    /// not define itself, deepest chains first. A cycle or a missing group is an error naming the group.
    public func expandingExtends() throws -> TokenDocument {
        guard !extends.isEmpty else { return self }
        var out = self
        var done = Set<TokenPath>()
        func expand(_ group: TokenPath, chain: [TokenPath]) throws {
            guard !done.contains(group), let target = out.extends[group] else { return }
            if chain.contains(group) {
                throw TokenError(.extendsCycle(chain: (chain + [group]).map(\.description)))
            }
            try expand(target, chain: chain + [group])
            let prefix = target.segments
            let inherited = out.entries.filter { $0.key.segments.count > prefix.count && Array($0.key.segments.prefix(prefix.count)) == prefix }
            guard !inherited.isEmpty else {
                throw TokenError(.danglingAlias(path: group.description, alias: target.dotted))
            }
            for (path, entry) in inherited {
                let local = TokenPath(segments: group.segments + path.segments.dropFirst(prefix.count))
                if out.entries[local] == nil { out.entries[local] = entry }
            }
            done.insert(group)
        }
        for group in extends.keys.sorted() { try expand(group, chain: []) }
        return out
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
