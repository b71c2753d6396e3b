import SpecimenLimits
import SpecimenSupport

/// Walks one parsed token file into entries: which objects are tokens, which are groups, and what a
/// token inherits from its groups (`$type`, `$deprecated`).
///
/// An object is a token when it has `$value` (DTCG) or `$ref` (a JSON pointer), or when it is Tokens
/// Studio's legacy `{"value": ..., "type": ...}`; any other object is a group. A string or number
/// directly under a group is a token of the earlier drafts (`"base": "#155DFC"`). A `$root` member is
/// the group's own token, named `<group>/$root`.
///
/// Adobe Spectrum's own format is read too: a token is `{"$schema": ".../token-types/color.json",
/// "value": ..., "uuid": ...}` (its type named by the schema), and a token whose value differs by
/// theme or platform holds `sets` (`light`, `dark`, `wireframe`; `desktop`, `mobile`; `spectrum`,
/// `express`). The `light` and `dark` sets are the document's modes (`TokenDocument.modes`); of any
/// other sets the first that is not deprecated is read.
struct TokenFileReader {
    let source: String
    private(set) var entries: [TokenPath: TokenDocument.Entry] = [:]
    private(set) var modes: [String: [TokenPath: TokenDocument.Entry]] = [:]
    private(set) var extends: [TokenPath: TokenPath] = [:]
    private(set) var warnings: [TokenWarning] = []
    /// Tokens and groups read so far, against `Limits.tokenCount`.
    private var count = 0

    init(source: String) { self.source = source }

    mutating func group(_ members: [(key: String, value: JSONValue)], prefix: [String], inheritedType: String?, inheritedDeprecation: String?) throws {
        let object = JSONValue.object(members)
        let groupType = try Self.type(object, at: prefix, in: source) ?? inheritedType
        let deprecation = Self.deprecation(object["$deprecated"]) ?? inheritedDeprecation
        if let target = object["$extends"] {
            guard case .string(let text) = target, !text.isEmpty else {
                throw TokenError(
                    .badValue(
                        path: TokenPath(segments: prefix).description, value: "$extends " + AliasResolver.display(TokenFileReader.raw(target)),
                        expected: "$extends naming a group, such as \"{base.colors}\""), file: source)
            }
            extends[TokenPath(segments: prefix)] = AliasResolver.aliasTarget(text) ?? TokenPath(text)
        }
        for (key, child) in members {
            if key.hasPrefix("$") && key != "$root" { continue }
            let path = key == "$root" ? prefix + ["$root"] : prefix + TokenPath(key).segments
            count += 1
            guard count <= Limits.tokenCount else {
                throw TokenError(.malformed(file: source, reason: "more than \(Limits.tokenCount) tokens and groups (Limits.tokenCount)"))
            }
            guard case .object(let fields) = child else {
                add(path, type: groupType, value: child, description: nil, deprecation: deprecation)
                continue
            }
            let token = JSONValue.object(fields)
            if let value = token["$value"] {
                add(
                    path, type: try Self.type(token, at: path, in: source) ?? groupType, value: value,
                    description: token["$description"].flatMap(Self.string), deprecation: Self.deprecation(token["$deprecated"]) ?? deprecation)
            } else if let pointer = token["$ref"].flatMap(Self.string) {
                add(
                    path, type: try Self.type(token, at: path, in: source) ?? groupType, value: .object([("$ref", .string(pointer))]),
                    description: token["$description"].flatMap(Self.string), deprecation: deprecation)
            } else if Self.isSpectrumToken(token) {
                try spectrumToken(token, at: path, deprecation: deprecation)
            } else if let legacy = Self.legacyToken(token) {
                add(
                    path, type: legacy.type ?? groupType, value: legacy.value, description: token["description"].flatMap(Self.string),
                    deprecation: Self.legacyDeprecation(token) ?? deprecation)
            } else if token["$type"] != nil, !fields.contains(where: { !$0.key.hasPrefix("$") }) {
                warnings.append(
                    TokenWarning(
                        .noValue, path: TokenPath(segments: path), file: source,
                        message: "has $type but no $value; it is skipped"))
            } else {
                try group(fields, prefix: path, inheritedType: groupType, inheritedDeprecation: deprecation)
            }
        }
    }

    private mutating func add(_ path: [String], type: String?, value: JSONValue, description: String?, deprecation: String?) {
        entries[TokenPath(segments: path)] = TokenDocument.Entry(
            type: type, value: Self.raw(value), description: description,
            deprecated: deprecation, file: source)
    }

    // MARK: Adobe Spectrum

    /// `{"$schema": ".../token-types/<type>.json", "value" | "sets": ...}`.
    private static func isSpectrumToken(_ token: JSONValue) -> Bool {
        guard case .string(let schema)? = token["$schema"], schema.hasSuffix(".json") else { return false }
        return token["value"] != nil || token["sets"] != nil
    }

    /// One Spectrum token: its value, or, for a token with `sets`, the value of each mode.
    private mutating func spectrumToken(_ token: JSONValue, at path: [String], deprecation: String?) throws {
        let tokenPath = TokenPath(segments: path)
        func entry(_ leaf: JSONValue) -> TokenDocument.Entry {
            TokenDocument.Entry(
                type: Self.spectrumType(leaf), value: Self.raw(leaf["value"] ?? .null), description: leaf["description"].flatMap(Self.string),
                deprecated: Self.legacyDeprecation(leaf) ?? Self.legacyDeprecation(token) ?? deprecation, file: source)
        }
        guard let defaultLeaf = try Self.spectrumLeaf(token, mode: nil, path: tokenPath, file: source) else { return }
        entries[tokenPath] = entry(defaultLeaf)
        for mode in ["light", "dark"] {
            if let leaf = try Self.spectrumLeaf(token, mode: mode, path: tokenPath, file: source), Self.containsSet(token, named: mode) {
                modes[mode, default: [:]][tokenPath] = entry(leaf)
            }
        }
    }

    /// The token object holding the value for `mode` (`nil`: the default), through nested `sets`.
    private static func spectrumLeaf(_ token: JSONValue, mode: String?, path: TokenPath, file: String) throws -> JSONValue? {
        var current = token
        // Sets nest (a system set of colour sets); the nesting limit bounds this loop.
        while case .object(let sets)? = current["sets"] {
            guard !sets.isEmpty else {
                throw TokenError(.badValue(path: path.description, value: "\"sets\": {}", expected: "sets holding at least one token, such as \"light\" and \"dark\""), file: file)
            }
            let chosen =
                mode.flatMap { m in sets.first { $0.key == m } } ?? sets.first { $0.key == "light" }
                ?? sets.first { legacyDeprecation($0.value) == nil } ?? sets[0]
            current = chosen.value
        }
        guard current["value"] != nil else {
            throw TokenError(.badValue(path: path.description, value: AliasResolver.display(raw(current)), expected: "a Spectrum token with \"value\" or \"sets\""), file: file)
        }
        return current
    }

    private static func containsSet(_ token: JSONValue, named name: String) -> Bool {
        guard case .object(let sets)? = token["sets"] else { return false }
        return sets.contains { $0.key == name || containsSet($0.value, named: name) }
    }

    /// The DTCG type a Spectrum schema names (`.../token-types/font-size.json` -> `dimension`); an
    /// alias takes its target's type; a type Specimen does not draw keeps its schema's name.
    private static func spectrumType(_ leaf: JSONValue) -> String? {
        guard case .string(let schema)? = leaf["$schema"] else { return nil }
        let name = String(schema.split(separator: "/").last ?? "").replacingOccurrences(of: ".json", with: "")
        let types = [
            "color": "color", "dimension": "dimension", "font-size": "dimension", "opacity": "number", "multiplier": "number",
            "font-weight": "fontWeight", "font-family": "fontFamily", "typography": "typography",
        ]
        return name == "alias" ? nil : types[name] ?? name
    }

    // MARK: Tokens Studio and Style Dictionary

    /// Tokens Studio's and Style Dictionary's `{"value": ..., "type": "color"}`, its types named as DTCG
    /// names them. Without `type`, an object is such a token when its other members are the metadata
    /// those tools write (a group holding a token named `value` has other tokens beside it).
    private static func legacyToken(_ token: JSONValue) -> (value: JSONValue, type: String?)? {
        guard case .object(let fields) = token, let value = token["value"] else { return nil }
        // A DTCG token that happens to be named `value` (`typography/value`) is not a legacy value.
        if value["$value"] != nil || value["$type"] != nil { return nil }
        guard token["type"] != nil || fields.allSatisfy({ legacyMetadata.contains($0.key) || $0.key.hasPrefix("$") }) else { return nil }
        let type = token["type"].flatMap(string).map { legacyTypes[$0] ?? $0 }
        return (value, type)
    }

    /// The members Tokens Studio, Style Dictionary and Spectrum write beside `value`.
    static let legacyMetadata: Set<String> = [
        "value", "type", "description", "comment", "deprecated", "deprecated_comment", "uuid", "private",
        "component", "name", "attributes", "modify", "themeable", "original", "filePath", "isSource",
    ]

    /// Tokens Studio's type names -> DTCG's. `letterSpacing` and `paragraphSpacing` keep their own
    /// names: Specimen does not draw them, and their "5%" is of a font size, not a dimension.
    static let legacyTypes: [String: String] = [
        "borderRadius": "dimension", "borderWidth": "dimension", "spacing": "dimension", "sizing": "dimension",
        "fontSizes": "dimension", "lineHeights": "number",
        "fontWeights": "fontWeight", "fontFamilies": "fontFamily", "opacity": "number", "boxShadow": "shadow",
    ]

    /// Style Dictionary's and Spectrum's `"deprecated": true` with its `deprecated_comment`.
    private static func legacyDeprecation(_ token: JSONValue) -> String? {
        guard case .bool(true)? = token["deprecated"] else { return nil }
        return token["deprecated_comment"].flatMap(string) ?? ""
    }

    private static func string(_ value: JSONValue) -> String? {
        if case .string(let s) = value { return s }
        return nil
    }

    /// `$type`, which must be a string when present: `"$type": 5` is refused, not taken as untyped.
    private static func type(_ object: JSONValue, at path: [String], in file: String) throws -> String? {
        guard let type = object["$type"] else { return nil }
        guard case .string(let name) = type, !name.isEmpty else {
            let at = path.isEmpty ? "the top-level group" : TokenPath(segments: path).description
            throw TokenError(
                .badValue(
                    path: at, value: "$type " + AliasResolver.display(raw(type)),
                    expected: "a $type naming a type, such as \"color\", \"dimension\", \"number\", \"fontWeight\" or \"typography\""), file: file)
        }
        return name
    }

    /// `$deprecated: true` -> "", `"use x"` -> "use x", `false` or absent -> nil.
    private static func deprecation(_ value: JSONValue?) -> String? {
        switch value {
        case .bool(true): ""
        case .string(let s): s
        default: nil
        }
    }

    static func raw(_ value: JSONValue) -> TokenDocument.RawValue {
        switch value {
        case .string(let s): .string(s)
        case .number(let n): .number(n.value)
        case .bool(let b): .bool(b)
        case .null: .null
        case .array(let items): .array(items.map(raw))
        case .object(let members):
            .object(Dictionary(members.map { ($0.key, raw($0.value)) }, uniquingKeysWith: { _, later in later }))
        }
    }
}
