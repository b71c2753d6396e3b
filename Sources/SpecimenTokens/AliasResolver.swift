import Pixels

/// Turns a `TokenDocument`'s raw entries into primitives, following `{alias}` references.
///
/// A value that is exactly `{a.b.c}` is an alias of that token; typography objects may alias their
/// fields too. Resolution is depth-first with the chain kept, so a cycle is reported as the chain
/// that closes it, and each token is resolved once (memoised).
struct AliasResolver {
    let document: TokenDocument
    private var resolved: [TokenPath: TokenValue] = [:]
    private var aliases: [TokenPath: TokenPath] = [:]

    init(document: TokenDocument) { self.document = document }

    mutating func resolveAll() throws -> (values: [TokenPath: TokenValue], aliases: [TokenPath: TokenPath]) {
        for path in document.entries.keys.sorted() {
            _ = try resolve(path, chain: [])
        }
        return (resolved, aliases)
    }

    private mutating func resolve(_ path: TokenPath, chain: [TokenPath]) throws -> TokenValue {
        if let done = resolved[path] { return done }
        if chain.contains(path) {
            throw TokenError(.aliasCycle(chain: (chain + [path]).map(\.description)))
        }
        guard let entry = document.entries[path] else {
            throw TokenError(.danglingAlias(path: chain.last?.description ?? path.description, alias: path.dotted))
        }
        let value = try primitive(entry, at: path, chain: chain + [path])
        resolved[path] = value
        return value
    }

    private mutating func primitive(_ entry: TokenDocument.Entry, at path: TokenPath, chain: [TokenPath]) throws -> TokenValue {
        if case .string(let s) = entry.value, let target = Self.aliasTarget(s) {
            aliases[path] = target
            return try resolve(target, chain: chain)
        }
        switch entry.type?.lowercased() {
        case "color":
            return .color(try color(entry.value, path))
        case "dimension":
            return .dimension(try number(entry.value, path, expected: "a dimension such as 8px or 8"))
        case "number", "fontweight", "fontsize", "lineheight":
            return .number(try number(entry.value, path, expected: "a number"))
        case "typography":
            return .typography(try typography(entry.value, path, chain: chain))
        case nil:
            return try inferred(entry.value, path, chain: chain)
        default:
            if case .string(let s) = entry.value { return .string(s) }
            return try inferred(entry.value, path, chain: chain)
        }
    }

    private mutating func inferred(_ raw: TokenDocument.RawValue, _ path: TokenPath, chain: [TokenPath]) throws -> TokenValue {
        switch raw {
        case .string(let s) where s.hasPrefix("#"): return .color(try color(raw, path))
        case .string(let s) where Self.dimensionValue(s) != nil: return .dimension(Self.dimensionValue(s)!)
        case .string(let s): return .string(s)
        case .number(let n): return .number(n)
        case .object: return .typography(try typography(raw, path, chain: chain))
        }
    }

    private func color(_ raw: TokenDocument.RawValue, _ path: TokenPath) throws -> Color {
        guard case .string(let s) = raw, let c = Color(hex: s) else {
            throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "a colour #RGB, #RRGGBB or #RRGGBBAA"))
        }
        return c
    }

    private func number(_ raw: TokenDocument.RawValue, _ path: TokenPath, expected: String) throws -> Double {
        switch raw {
        case .number(let n): return n
        case .string(let s): if let d = Self.dimensionValue(s) { return d }
        case .object: break
        }
        throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: expected))
    }

    private mutating func typography(_ raw: TokenDocument.RawValue, _ path: TokenPath, chain: [TokenPath]) throws -> TextStyle {
        guard case .object(let fields) = raw else {
            throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "a typography object {fontSize, lineHeight, fontWeight}"))
        }
        func field(_ name: String) throws -> Double {
            guard let f = fields[name] else {
                throw TokenError(.badValue(path: path.description, value: Self.display(raw), expected: "a typography object with \(name)"))
            }
            if case .string(let s) = f, let target = Self.aliasTarget(s) {
                switch try resolve(target, chain: chain) {
                case .number(let n), .dimension(let n): return n
                default: throw TokenError(.badValue(path: path.description, value: s, expected: "\(name) as a number"))
                }
            }
            return try number(f, path, expected: "\(name) as a number")
        }
        let weightNumber = try field("fontWeight")
        guard let weight = FontWeight.allCases.first(where: { Double($0.numericWeight) == weightNumber }) else {
            throw TokenError(.badValue(path: path.description, value: TokenValue.format(weightNumber), expected: "fontWeight 400, 500 or 600 (the weights in Fonts/)"))
        }
        return TextStyle(name: path.segments.last ?? path.description, size: try field("fontSize"), lineHeight: try field("lineHeight"), weight: weight)
    }

    /// `{a.b}` -> `a.b`; `nil` when the string is not exactly one alias.
    static func aliasTarget(_ s: String) -> TokenPath? {
        guard s.hasPrefix("{"), s.hasSuffix("}"), s.count > 2 else { return nil }
        let inner = s.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return TokenPath(String(inner))
    }

    /// `8px`, `8pt` or `8` as points.
    static func dimensionValue(_ s: String) -> Double? {
        let trimmed = s.hasSuffix("px") || s.hasSuffix("pt") ? String(s.dropLast(2)) : s
        guard let v = Double(trimmed), v.isFinite else { return nil }
        return v
    }

    static func display(_ raw: TokenDocument.RawValue) -> String {
        switch raw {
        case .string(let s): "\"\(s)\""
        case .number(let n): TokenValue.format(n)
        case .object: "an object"
        }
    }
}
