import Pixels

/// Turns a `TokenDocument`'s raw entries into primitives, following `{alias}` references and `$ref`
/// JSON pointers.
///
/// A value that is exactly `{a.b.c}` is an alias of that token (`{a.b}` names `a/b/$root` when `a/b`
/// is a group with a `$root`); colour components, dimension values and typography fields may alias
/// too. Resolution is an iterative depth-first walk (an explicit stack, not recursion, so a chain of
/// any length cannot exhaust the thread's stack): a token is resolved after everything it refers to,
/// a cycle is reported as the chain that closes it, and each token is resolved once (memoised), so the
/// cost is linear in the tokens and references. Every error names the file the token is in.
struct AliasResolver {
    let document: TokenDocument
    /// The tokens resolved up front; `nil` for all. Any other is resolved only when one of these refers
    /// to it: a user's own primitives, or names of another design system, laid over every theme, so a
    /// large design-system file costs only the tokens it maps.
    var required: Set<TokenPath>?
    var resolved: [TokenPath: TokenValue] = [:]
    var aliases: [TokenPath: TokenPath] = [:]
    /// Out-of-gamut colours and substituted weights met while resolving.
    var warnings: [TokenWarning] = []

    init(document: TokenDocument) { self.document = document }

    mutating func resolveAll() throws -> (values: [TokenPath: TokenValue], aliases: [TokenPath: TokenPath]) {
        // Sorted by name, each name spelled once, so the first error is the same on every run.
        for path in TokenPath.sorted(required.map { $0.filter { document.entries[$0] != nil } } ?? Array(document.entries.keys)) {
            _ = try resolve(path, chain: [])
        }
        return (resolved, aliases)
    }

    /// The primitive `path` resolves to. `chain` is the token that refers to it, for the message when
    /// `path` names no token.
    mutating func resolve(_ path: TokenPath, chain: [TokenPath]) throws -> TokenValue {
        if let done = resolved[path] { return done }
        guard document.entries[path] != nil else {
            throw TokenError(.danglingAlias(path: chain.last?.description ?? path.description, alias: path.dotted))
        }
        try walk(from: path) { resolver, finished in
            // `walk` finishes only paths it found in the document.
            guard let entry = resolver.document.entries[finished] else { return }
            // Everything `finished` refers to is resolved (or names no token), so this reads values and
            // memoised results only: its own `resolve` calls return at once.
            do { resolver.resolved[finished] = try resolver.primitive(entry, at: finished, chain: [finished]) } catch let error as TokenError {
                throw error.located(in: entry.file)
            }
        }
        guard let value = resolved[path] else { throw TokenError(.danglingAlias(path: chain.last?.description ?? path.description, alias: path.dotted)) }
        return value
    }

    /// Throws on the first alias cycle among all the document's tokens, resolving nothing.
    mutating func checkCycles() throws {
        var finished = Set<TokenPath>()
        for path in TokenPath.sorted(document.entries.keys) where !finished.contains(path) {
            try walk(from: path, isDone: { finished.contains($0) }, finish: { _, path in finished.insert(path) })
        }
    }

    /// Visits the tokens `root` refers to, directly or not, each after those it refers to, and calls
    /// `finish` on each (root last). Iterative: the stack is an array, so a 100,000-token chain costs
    /// memory, not the thread's stack. A reference back to a token still on the stack is a cycle.
    private mutating func walk(
        from root: TokenPath, isDone: ((TokenPath) -> Bool)? = nil,
        finish: (inout AliasResolver, TokenPath) throws -> Void
    ) throws {
        func done(_ path: TokenPath) -> Bool { isDone?(path) ?? (resolved[path] != nil) }
        guard !done(root) else { return }
        var stack: [(path: TokenPath, references: [TokenPath], next: Int)] = [(root, references(of: root), 0)]
        var onStack: [TokenPath: Int] = [root: 0]
        while let top = stack.last {
            if top.next < top.references.count {
                stack[stack.count - 1].next += 1
                let next = top.references[top.next]
                if done(next) || document.entries[next] == nil { continue }
                if let start = onStack[next] {
                    let chain = stack[start...].map(\.path) + [next]
                    throw TokenError(.aliasCycle(chain: chain.map(\.description)), file: document.entries[chain[0]]?.file)
                }
                onStack[next] = stack.count
                stack.append((next, references(of: next), 0))
            } else {
                stack.removeLast()
                onStack[top.path] = nil
                try finish(&self, top.path)
            }
        }
    }

    /// The tokens `path`'s value names: every `{alias}` in it (a whole value, a colour component, a
    /// typography field) and the token of every `$ref`, in the order they are written.
    private func references(of path: TokenPath) -> [TokenPath] {
        var out: [TokenPath] = []
        func visit(_ raw: TokenDocument.RawValue) {
            switch raw {
            case .string(let s): if let alias = Self.aliasTarget(s) { out.append(target(alias)) }
            case .object(let fields):
                if case .string(let pointer)? = fields["$ref"], let (token, _) = try? Self.split(pointer, path) { out.append(token) }
                for (_, field) in fields.sorted(by: { $0.key < $1.key }) { visit(field) }
            case .array(let items): items.forEach(visit)
            case .number, .bool, .null: break
            }
        }
        if let entry = document.entries[path] { visit(entry.value) }
        return out
    }

    /// The token an alias names: the path itself, or its `$root` when the path is a group.
    func target(_ path: TokenPath) -> TokenPath {
        if document.entries[path] == nil, document.entries[TokenPath(segments: path.segments + ["$root"])] != nil {
            return TokenPath(segments: path.segments + ["$root"])
        }
        return path
    }

    private mutating func primitive(_ entry: TokenDocument.Entry, at path: TokenPath, chain: [TokenPath]) throws -> TokenValue {
        if case .string(let s) = entry.value, let alias = Self.aliasTarget(s) {
            let target = target(alias)
            aliases[path] = target
            return try resolve(target, chain: chain)
        }
        if case .object(let fields) = entry.value, case .string(let pointer)? = fields["$ref"] {
            return try reference(pointer, entry: entry, at: path, chain: chain)
        }
        return try value(entry.value, type: entry.type, at: path, chain: chain)
    }

    /// A raw value read as its `$type` says; untyped values are inferred from their form.
    mutating func value(_ raw: TokenDocument.RawValue, type: String?, at path: TokenPath, chain: [TokenPath]) throws -> TokenValue {
        let raw = try dereferenced(raw, path)
        switch type?.lowercased() {
        case "color": return .color(try color(raw, path, chain: chain))
        case "dimension": return .dimension(try dimension(raw, path, chain: chain))
        case "number", "fontsize", "lineheight": return .number(try number(raw, path, chain: chain, expected: "a number"))
        case "fontweight": return .number(try fontWeightNumber(raw, path, chain: chain))
        case "typography": return .typography(try typography(raw, path, chain: chain))
        case "fontfamily": return .string(Self.fontFamily(raw) ?? Self.display(raw))
        case nil: return try inferred(raw, path, chain: chain)
        default:
            // A type Specimen does not draw with (shadow, border, duration, cubicBezier, gradient,
            // transition, strokeStyle, ...): read, kept as text, never drawn.
            if case .string(let s) = raw { return .string(s) }
            return .string(Self.display(raw))
        }
    }

    private mutating func inferred(_ raw: TokenDocument.RawValue, _ path: TokenPath, chain: [TokenPath]) throws -> TokenValue {
        switch raw {
        case .string(let s) where s.hasPrefix("#"): return .color(try color(raw, path, chain: chain))
        case .string(let s): return Self.dimensionValue(s).map { .dimension($0) } ?? .string(s)
        case .number(let n): return .number(n)
        case .object(let fields) where fields["colorSpace"] != nil: return .color(try color(raw, path, chain: chain))
        case .object(let fields) where fields["unit"] != nil: return .dimension(try dimension(raw, path, chain: chain))
        case .object: return .typography(try typography(raw, path, chain: chain))
        case .array, .bool, .null: return .string(Self.display(raw))
        }
    }

    /// `$ref: "#/group/token/$value/components/0"`: the token, or a part of its value.
    private mutating func reference(_ pointer: String, entry: TokenDocument.Entry, at path: TokenPath, chain: [TokenPath]) throws -> TokenValue {
        let (token, inner) = try Self.split(pointer, path)
        if inner.isEmpty {
            aliases[path] = token
            return try resolve(token, chain: chain)
        }
        return try value(try pointee(pointer, path), type: entry.type, at: path, chain: chain)
    }

    /// A `{"$ref": pointer}` object replaced by the raw value it points at; any other value as it is.
    func dereferenced(_ raw: TokenDocument.RawValue, _ path: TokenPath) throws -> TokenDocument.RawValue {
        guard case .object(let fields) = raw, fields.count == 1, case .string(let pointer)? = fields["$ref"] else { return raw }
        return try pointee(pointer, path)
    }

    /// The raw value a JSON pointer names: a token's `$value`, or a part of it.
    private func pointee(_ pointer: String, _ path: TokenPath, depth: Int = 0) throws -> TokenDocument.RawValue {
        let (token, inner) = try Self.split(pointer, path)
        guard let referenced = document.entries[token] else {
            throw TokenError(.danglingAlias(path: path.description, alias: token.dotted))
        }
        var raw = referenced.value
        for key in inner {
            if case .object(let fields) = raw, let field = fields[key] {
                raw = field
            } else if case .array(let items) = raw, let index = Int(key), items.indices.contains(index) {
                raw = items[index]
            } else {
                throw Self.badPointer(pointer, path)
            }
        }
        // A pointer may land on another pointer; a chain longer than the nesting limit is a cycle.
        if case .object(let fields) = raw, fields.count == 1, case .string(let next)? = fields["$ref"] {
            guard depth < 64 else { throw TokenError(.aliasCycle(chain: [path.description, pointer])) }
            return try pointee(next, path, depth: depth + 1)
        }
        return raw
    }

    /// `#/a/b/$value/c/0` -> token `a/b`, then `["c", "0"]` inside its value.
    private static func split(_ pointer: String, _ path: TokenPath) throws -> (TokenPath, [String]) {
        guard pointer.hasPrefix("#/") else { throw badPointer(pointer, path) }
        let parts = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
        let valueAt = parts.firstIndex(of: "$value") ?? parts.count
        return (TokenPath(segments: Array(parts[..<valueAt])), parts.count > valueAt ? Array(parts[(valueAt + 1)...]) : [])
    }

    private static func badPointer(_ pointer: String, _ path: TokenPath) -> TokenError {
        TokenError(
            .badValue(path: path.description, value: "$ref \"\(pointer)\"", expected: "a JSON pointer to a token or a part of its value, such as #/group/token/$value/components/0")
        )
    }

    /// `{a.b}` -> `a.b`; `nil` when the string is not exactly one alias.
    static func aliasTarget(_ s: String) -> TokenPath? {
        guard s.hasPrefix("{"), s.hasSuffix("}"), s.count > 2 else { return nil }
        let inner = s.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return TokenPath(String(inner))
    }

    static func display(_ raw: TokenDocument.RawValue) -> String {
        switch raw {
        case .string(let s): "\"\(s)\""
        case .number(let n): TokenValue.format(n)
        case .bool(let b): b ? "true" : "false"
        case .null: "null"
        case .array(let items): "[" + items.prefix(4).map(display).joined(separator: ", ") + (items.count > 4 ? ", ..." : "") + "]"
        case .object(let fields):
            "{" + fields.sorted(by: { $0.key < $1.key }).prefix(4).map { "\"\($0.key)\": \(display($0.value))" }.joined(separator: ", ") + (fields.count > 4 ? ", ..." : "") + "}"
        }
    }
}
