import Foundation
import SpecimenCatalogue

/// A token file as written: paths mapped to raw values that may still be aliases.
///
/// Reads both forms the specs use: W3C Design Tokens (nested groups, `$value`, `$type` inherited from
/// groups, `{group.token}` aliases) and a flat map whose keys are whole paths
/// (`"theme.color.input.default.border": "{theme.color.border.default}"`).
public struct TokenDocument: Sendable {
    /// One token as written.
    public struct Entry: Sendable, Equatable {
        public var type: String?
        public var value: RawValue
        public var description: String?
    }

    /// A JSON value kept as written, so aliases can be resolved later.
    public indirect enum RawValue: Sendable, Equatable {
        case string(String)
        case number(Double)
        case object([String: RawValue])
    }

    public private(set) var entries: [TokenPath: Entry]
    /// Where the document came from, for error messages.
    public let source: String

    public init(entries: [TokenPath: Entry], source: String) {
        self.entries = entries
        self.source = source
    }

    /// Reads a token file; errors name the file.
    public static func load(contentsOf url: URL) throws -> TokenDocument {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw TokenError(.unreadable(file: url.path, reason: (error as NSError).localizedFailureReason ?? "no such file or not readable"))
        }
        return try parse(data, source: url.path)
    }

    /// Parses token JSON.
    public static func parse(_ data: Data, source: String) throws -> TokenDocument {
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw TokenError(.malformed(file: source, reason: "not JSON (\(Self.shortReason(error)))"))
        }
        guard let root = json as? [String: Any] else {
            throw TokenError(.malformed(file: source, reason: "the top level must be an object of token groups"))
        }
        var entries: [TokenPath: Entry] = [:]
        try collect(root, prefix: [], inheritedType: nil, into: &entries, source: source)
        return TokenDocument(entries: entries, source: source)
    }

    /// This document with `overrides` laid over it. Overriding a path this document lacks is an error
    /// naming the path (a typo must not pass silently), so a user file can change any token but add none.
    public func overriding(with overrides: TokenDocument) throws -> TokenDocument {
        var merged = entries
        for (path, entry) in overrides.entries.sorted(by: { $0.key < $1.key }) {
            guard let existing = merged[path] else {
                let names = entries.keys.map(\.description)
                throw TokenError(.unknownPath(path: path.description, suggestions: Suggestions.closest(to: path.description, in: names)))
            }
            merged[path] = Entry(type: entry.type ?? existing.type, value: entry.value, description: existing.description)
        }
        return TokenDocument(entries: merged, source: source + " + " + overrides.source)
    }

    /// Only the entries whose paths `other` also has: the part of a user's file that applies to one
    /// design system when the file overrides tokens of several.
    public func restricted(to other: TokenDocument) -> TokenDocument {
        TokenDocument(entries: entries.filter { other.entries[$0.key] != nil }, source: source)
    }

    /// Throws naming the first path (in sorted order) that none of `documents` has.
    public func checkPathsExist(in documents: [TokenDocument]) throws {
        for path in entries.keys.sorted() where !documents.contains(where: { $0.entries[path] != nil }) {
            // Light and dark hold the same paths: suggest each name once.
            let names = Array(Set(documents.flatMap { $0.entries.keys.map(\.description) })).sorted()
            throw TokenError(.unknownPath(path: path.description, suggestions: Suggestions.closest(to: path.description, in: names)))
        }
    }

    private static func collect(_ object: [String: Any], prefix: [String], inheritedType: String?,
                                into entries: inout [TokenPath: Entry], source: String) throws {
        let groupType = (object["$type"] as? String) ?? inheritedType
        for key in object.keys.sorted() where !key.hasPrefix("$") {
            let path = prefix + TokenPath(key).segments
            let child = object[key]!
            if let group = child as? [String: Any] {
                if let value = group["$value"] {
                    let raw = try rawValue(value, path: path, source: source)
                    entries[TokenPath(segments: path)] = Entry(type: (group["$type"] as? String) ?? groupType, value: raw,
                                                              description: group["$description"] as? String)
                } else {
                    try collect(group, prefix: path, inheritedType: groupType, into: &entries, source: source)
                }
            } else {
                entries[TokenPath(segments: path)] = Entry(type: groupType, value: try rawValue(child, path: path, source: source), description: nil)
            }
        }
    }

    private static func rawValue(_ value: Any, path: [String], source: String) throws -> RawValue {
        if let s = value as? String { return .string(s) }
        if let n = value as? NSNumber { return .number(n.doubleValue) }
        if let o = value as? [String: Any] {
            var out: [String: RawValue] = [:]
            for (k, v) in o { out[k] = try rawValue(v, path: path + [k], source: source) }
            return .object(out)
        }
        throw TokenError(.badValue(path: TokenPath(segments: path).description, value: "\(value)",
                                   expected: "a string, a number, or an object of them"))
    }

    private static func shortReason(_ error: Error) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        return text.split(separator: "\n").first.map(String.init) ?? text
    }
}
