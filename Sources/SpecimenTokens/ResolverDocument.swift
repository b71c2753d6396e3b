import Foundation
import SpecimenLimits
import SpecimenSupport

/// A DTCG resolver document (Design Tokens Resolver Module 2025.10): not tokens, but which token sources
/// make the tokens in each context: `sets` (sources merged in order), `modifiers` (one context's
/// sources chosen by an input), and `resolutionOrder`, the sets and modifiers laid over one another.
///
/// Read into one token document as Specimen's modes need it:
/// - a modifier whose contexts include `light` and `dark` (any case) is the theme: each of Specimen's
///   modes is resolved with its context, and the document holds both (`TokenDocument.modes`);
/// - any other modifier takes the context the input picks (`FILE#modifier=context,...`, as `--tokens`
///   or in `specimen.json`), else its `default`; with neither it is refused, naming its contexts;
/// - a source is a `$ref` to a token file (relative to the resolver), a `#/sets/NAME` pointer (its
///   sources inline), or tokens written inline; sets and modifiers may be written inline in
///   `resolutionOrder` with their `type` and `name`.
/// Aliases resolve after the whole composition, across every source, as the module says.
enum ResolverDocument {
    /// True when `root` is a resolver document rather than tokens.
    static func isResolver(_ root: [(key: String, value: JSONValue)]) -> Bool {
        let object = JSONValue.object(root)
        let schema: String? = { if case .string(let s)? = object["$schema"] { return s } else { return nil } }()
        return object["resolutionOrder"] != nil || schema?.contains("resolver") == true
    }

    /// The input a `--tokens` word gives after `#`: `theme=dark,brand=b` as modifier -> context.
    static func picks(_ text: String, source: String) throws -> [String: String] {
        var picks: [String: String] = [:]
        for part in text.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty else {
                throw TokenError(.malformed(file: source, reason: "'#\(text)' is not a resolver input; write it as #modifier=context, such as #theme=dark or #brand=b,theme=dark"))
            }
            picks[pair[0]] = pair[1]
        }
        return picks
    }

    /// The tokens `root` (read from `source`) resolves to with `picks` as its input.
    static func document(_ root: [(key: String, value: JSONValue)], source: String, picks: [String: String]) throws -> TokenDocument {
        let reader = Reader(root: JSONValue.object(root), source: source, folder: URL(fileURLWithPath: source).deletingLastPathComponent())
        return try reader.resolve(picks: picks)
    }

    /// One resolver document being resolved.
    struct Reader {
        let root: JSONValue
        let source: String
        let folder: URL

        func fail(_ reason: String) -> TokenError { TokenError(.malformed(file: source, reason: reason)) }

        /// A set or modifier of `resolutionOrder`, its pointer resolved.
        enum Item {
            case set(name: String, sources: [JSONValue])
            case modifier(name: String, contexts: [(key: String, value: JSONValue)], defaultContext: String?)
        }

        func resolve(picks: [String: String]) throws -> TokenDocument {
            // The module requires "version": "2025.10", but its own examples leave it out: absent, it is
            // read as 2025.10; any other version is refused.
            if let version = root["version"], version != .string("2025.10") {
                throw fail("its \"version\" is not \"2025.10\", the version of the resolver module Specimen reads")
            }
            guard case .array(let order)? = root["resolutionOrder"] else {
                throw fail("a DTCG resolver document needs a \"resolutionOrder\" array of sets and modifiers")
            }
            let items = try order.enumerated().map { try item($0.element, at: "resolutionOrder[\($0.offset)]") }
            var names = Set<String>()
            for case .modifier(let name, let contexts, _) in items {
                if contexts.isEmpty { throw fail("modifier \"\(name)\" has no contexts; a modifier needs at least one") }
                names.insert(name)
            }
            for key in picks.keys where !names.contains(key) {
                throw fail("the input names modifier \"\(key)\", which resolutionOrder does not have; valid: \(names.sorted().joined(separator: ", "))")
            }
            // The theme: the first modifier with light and dark contexts that the input does not pick.
            let theme = items.lazy.compactMap { item -> String? in
                guard case .modifier(let name, let contexts, _) = item, picks[name] == nil else { return nil }
                let keys = Set(contexts.map { $0.key.lowercased() })
                return keys.contains("light") && keys.contains("dark") ? name : nil
            }.first
            guard let theme else { return try compose(items, picks: picks, themeContext: nil) }
            let light = try compose(items, picks: picks, theme: theme, mode: "light")
            let dark = try compose(items, picks: picks, theme: theme, mode: "dark")
            // Light's tokens are the entries; dark's values lie over them, and the tokens only light's
            // context defines are absent in dark, as the module resolves each input on its own.
            func marked(_ values: [TokenPath: TokenDocument.Entry], absent other: [TokenPath: TokenDocument.Entry]) -> [TokenPath: TokenDocument.Entry] {
                var out = values
                for path in other.keys where values[path] == nil {
                    out[path] = TokenDocument.Entry(type: TokenDocument.absentInMode, value: .null, description: nil, file: source)
                }
                return out
            }
            return TokenDocument(
                entries: light.entries.merging(dark.entries.filter { light.entries[$0.key] == nil }) { first, _ in first }, source: source,
                extends: light.extends, warnings: light.warnings,
                modes: ["light": marked(light.entries, absent: dark.entries), "dark": marked(dark.entries, absent: light.entries)],
                extendsFiles: light.extendsFiles)
        }

        func compose(_ items: [Item], picks: [String: String], theme: String, mode: String) throws -> TokenDocument {
            try compose(items, picks: picks, themeContext: (theme, mode))
        }

        /// Every item's sources in order, one context per modifier, laid over one another.
        func compose(_ items: [Item], picks: [String: String], themeContext: (name: String, mode: String)?) throws -> TokenDocument {
            var documents: [TokenDocument] = []
            for item in items {
                switch item {
                case .set(let name, let sources):
                    for (i, source) in sources.enumerated() { documents += try tokens(source, at: "set \"\(name)\" source \(i + 1)", depth: 0) }
                case .modifier(let name, let contexts, let defaultContext):
                    let chosen: String
                    if let themeContext, themeContext.name == name {
                        chosen = contexts.first { $0.key.lowercased() == themeContext.mode }?.key ?? themeContext.mode
                    } else if let pick = picks[name] {
                        chosen = pick
                    } else if let defaultContext {
                        chosen = defaultContext
                    } else {
                        throw fail(
                            "modifier \"\(name)\" has no default and the input picks no context; pick one with #\(name)=CONTEXT after the file name "
                                + "(valid: \(contexts.map(\.key).joined(separator: ", ")))")
                    }
                    guard let context = contexts.first(where: { $0.key == chosen }) else {
                        throw fail("modifier \"\(name)\" has no context \"\(chosen)\"; valid: \(contexts.map(\.key).joined(separator: ", "))")
                    }
                    guard case .array(let sources) = context.value else { throw fail("modifier \"\(name)\" context \"\(chosen)\" must be an array of sources") }
                    for (i, source) in sources.enumerated() {
                        documents += try tokens(source, at: "modifier \"\(name)\" context \"\(chosen)\" source \(i + 1)", depth: 0)
                    }
                }
            }
            try TokenDocument.checkTotalTokens(documents)
            return TokenDocument.layered(documents)
        }

        /// `resolutionOrder`'s entry: a `#/sets/NAME` or `#/modifiers/NAME` pointer, or one written inline.
        func item(_ value: JSONValue, at place: String) throws -> Item {
            guard case .object = value else { throw fail("\(place) must be an object: a {\"$ref\": \"#/sets/NAME\"} or an inline set or modifier") }
            if case .string(let ref)? = value["$ref"] {
                for (prefix, kind) in [("#/sets/", "sets"), ("#/modifiers/", "modifiers")] where ref.hasPrefix(prefix) {
                    let name = Self.unescaped(String(ref.dropFirst(prefix.count)))
                    guard let target = root[kind]?[name] else { throw fail("\(place) refers to \(ref), which the document does not define") }
                    return kind == "sets" ? try set(target, name: name) : try modifier(target, name: name)
                }
                throw fail("\(place) refers to \(ref); resolutionOrder names #/sets/NAME or #/modifiers/NAME")
            }
            guard case .string(let type)? = value["type"], case .string(let name)? = value["name"] else {
                throw fail("\(place) is written inline, so it needs \"type\" (\"set\" or \"modifier\") and \"name\"")
            }
            switch type {
            case "set": return try set(value, name: name)
            case "modifier": return try modifier(value, name: name)
            default: throw fail("\(place) has type \"\(type)\"; valid: \"set\", \"modifier\"")
            }
        }

        func set(_ value: JSONValue, name: String) throws -> Item {
            guard case .array(let sources)? = value["sources"] else { throw fail("set \"\(name)\" needs a \"sources\" array") }
            return .set(name: name, sources: sources)
        }

        func modifier(_ value: JSONValue, name: String) throws -> Item {
            guard case .object(let contexts)? = value["contexts"] else { throw fail("modifier \"\(name)\" needs a \"contexts\" object") }
            var defaultContext: String?
            if let given = value["default"] {
                guard case .string(let text) = given, contexts.contains(where: { $0.key == text }) else {
                    throw fail("modifier \"\(name)\" has a default that is not one of its contexts (\(contexts.map(\.key).joined(separator: ", ")))")
                }
                defaultContext = text
            }
            return .modifier(name: name, contexts: contexts, defaultContext: defaultContext)
        }

        /// One source's tokens: a token file, a set's sources, or tokens inline.
        func tokens(_ source: JSONValue, at place: String, depth: Int) throws -> [TokenDocument] {
            guard depth < 16 else { throw fail("\(place): sets refer to one another more than 16 deep (a cycle?)") }
            guard case .object(let members) = source else { throw fail("\(place) must be an object: {\"$ref\": \"FILE\"} or tokens") }
            guard case .string(let ref)? = source["$ref"] else {
                return [try TokenDocument.reading(members, source: "\(self.source) (\(place))")]
            }
            if ref.hasPrefix("#/modifiers/") || ref.hasPrefix("#/resolutionOrder/") {
                throw fail("\(place) refers to \(ref); a source may name a file or a set, never a modifier or resolutionOrder")
            }
            if ref.hasPrefix("#/sets/") {
                let name = Self.unescaped(String(ref.dropFirst("#/sets/".count)))
                guard let target = root["sets"]?[name], case .array(let sources)? = target["sources"] else {
                    throw fail("\(place) refers to \(ref), which the document does not define")
                }
                return try sources.enumerated().flatMap { try tokens($0.element, at: "set \"\(name)\" source \($0.offset + 1)", depth: depth + 1) }
            }
            guard !ref.contains("#"), !ref.contains("://") else {
                throw fail("\(place) refers to \(ref); Specimen reads whole token files by a path relative to the resolver, and #/sets/NAME")
            }
            let url = ref.hasPrefix("/") ? URL(fileURLWithPath: ref) : folder.appendingPathComponent(ref)
            // A source is tokens: a resolver naming another (or itself) is refused, never followed.
            return [try TokenDocument.load(contentsOf: url, resolver: false)]
        }

        /// A JSON pointer segment as RFC 6901 escapes it (`~1` is `/`, `~0` is `~`).
        static func unescaped(_ segment: String) -> String {
            segment.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }
}
