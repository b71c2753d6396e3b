import SpecimenLimits

/// Walks one parsed token file into entries: which objects are tokens, which are groups, and what a
/// token inherits from its groups (`$type`, `$deprecated`).
///
/// An object is a token when it has `$value` (DTCG) or `$ref` (a JSON pointer), or when it is Tokens
/// Studio's legacy `{"value": ..., "type": ...}`; any other object is a group. A string or number
/// directly under a group is a token of the earlier drafts (`"base": "#155DFC"`). A `$root` member is
/// the group's own token, named `<group>/$root`.
struct TokenFileReader {
    let source: String
    private(set) var entries: [TokenPath: TokenDocument.Entry] = [:]
    private(set) var extends: [TokenPath: TokenPath] = [:]
    private(set) var warnings: [TokenWarning] = []
    /// Tokens and groups read so far, against `Limits.tokenCount`.
    private var count = 0

    init(source: String) { self.source = source }

    mutating func group(_ members: [(key: String, value: JSONValue)], prefix: [String], inheritedType: String?, inheritedDeprecation: String?) throws {
        let object = JSONValue.object(members)
        let groupType = object["$type"].flatMap(Self.string) ?? inheritedType
        let deprecation = Self.deprecation(object["$deprecated"]) ?? inheritedDeprecation
        if let target = object["$extends"].flatMap(Self.string) {
            extends[TokenPath(segments: prefix)] = AliasResolver.aliasTarget(target) ?? TokenPath(target)
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
                add(path, type: token["$type"].flatMap(Self.string) ?? groupType, value: value,
                    description: token["$description"].flatMap(Self.string), deprecation: Self.deprecation(token["$deprecated"]) ?? deprecation)
            } else if let pointer = token["$ref"].flatMap(Self.string) {
                add(path, type: token["$type"].flatMap(Self.string) ?? groupType, value: .object([("$ref", .string(pointer))]),
                    description: token["$description"].flatMap(Self.string), deprecation: deprecation)
            } else if let legacy = Self.legacyToken(token) {
                add(path, type: legacy.type ?? groupType, value: legacy.value, description: token["description"].flatMap(Self.string), deprecation: deprecation)
            } else if token["$type"] != nil, !fields.contains(where: { !$0.key.hasPrefix("$") }) {
                warnings.append(TokenWarning(.noValue, path: TokenPath(segments: path), file: source,
                                             message: "has $type but no $value; it is skipped"))
            } else {
                try group(fields, prefix: path, inheritedType: groupType, inheritedDeprecation: deprecation)
            }
        }
    }

    private mutating func add(_ path: [String], type: String?, value: JSONValue, description: String?, deprecation: String?) {
        entries[TokenPath(segments: path)] = TokenDocument.Entry(type: type, value: Self.raw(value), description: description,
                                                                 deprecated: deprecation, file: source)
    }

    /// Tokens Studio's `{"value": ..., "type": "color"}`, its types named as DTCG names them.
    private static func legacyToken(_ token: JSONValue) -> (value: JSONValue, type: String?)? {
        guard case .object(let fields) = token, let value = token["value"] else { return nil }
        // A DTCG token that happens to be named `value` (`typography/value`) is not a legacy value.
        if value["$value"] != nil || value["$type"] != nil { return nil }
        let known: Set<String> = ["value", "type", "description"]
        guard token["type"] != nil || fields.allSatisfy({ known.contains($0.key) || $0.key.hasPrefix("$") }) else { return nil }
        let type = token["type"].flatMap(string).map { legacyTypes[$0] ?? $0 }
        return (value, type)
    }

    /// Tokens Studio's type names -> DTCG's.
    static let legacyTypes: [String: String] = [
        "borderRadius": "dimension", "borderWidth": "dimension", "spacing": "dimension", "sizing": "dimension",
        "fontSizes": "dimension", "lineHeights": "number", "letterSpacing": "dimension", "paragraphSpacing": "dimension",
        "fontWeights": "fontWeight", "fontFamilies": "fontFamily", "opacity": "number", "boxShadow": "shadow",
    ]

    private static func string(_ value: JSONValue) -> String? {
        if case .string(let s) = value { return s }
        return nil
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
        case .number(let n): .number(n)
        case .bool(let b): .bool(b)
        case .null: .null
        case .array(let items): .array(items.map(raw))
        case .object(let members):
            .object(Dictionary(members.map { ($0.key, raw($0.value)) }, uniquingKeysWith: { _, later in later }))
        }
    }
}
