import Foundation

/// What a renderer checks when a user's token files are laid over the shipped themes, before it draws
/// anything: aliases that name no token in any file (an error naming the file and the token), likely
/// typos of the names Specimen draws with (a warning; an error under `strict`), deprecated tokens it
/// draws with, out-of-gamut colours and substituted weights among them, and `$type`s with no `$value`.
struct TokenCheck {
    let overrides: TokenDocument
    /// The shipped theme documents, by file name (`appetite-light`).
    let shipped: [String: TokenDocument]

    /// The user's tokens a shipped theme lacks: their own primitives, or names for another system.
    func added(to document: TokenDocument) -> Set<TokenPath> {
        Set(overrides.entries.keys.filter { document.entries[$0] == nil })
    }

    /// Throws naming the file and token of the first alias (in path order) that no file defines.
    func checkAliases() throws {
        let known = Set(shipped.values.flatMap { $0.entries.keys }).union(overrides.entries.keys)
        for path in overrides.entries.keys.sorted() {
            guard let entry = overrides.entries[path], case .string(let text) = entry.value,
                  let alias = Self.aliasTarget(text) else { continue }
            let root = TokenPath(segments: alias.segments + ["$root"])
            if !known.contains(alias) && !known.contains(root) {
                let suggestions = Suggestions.closest(to: alias.description, in: known.map(\.description), limit: 1)
                let hint = suggestions.first.map { "; closest: \(TokenPath($0).dotted)" } ?? ""
                throw TokenError(.badValue(path: path.description, value: text, expected: "an alias of a token one of the files defines\(hint)"), file: entry.file)
            }
        }
    }

    /// Unknown tokens within two edits of a token Specimen draws with (and not aliased by the user's
    /// own tokens, so not a primitive of theirs): `brand/bsae: did you mean brand/base?`.
    func likelyTypos(drawn: [TokenPath]) -> [TokenWarning] {
        let known = Set(shipped.values.flatMap { $0.entries.keys })
        let aliased = Set(overrides.entries.values.compactMap { entry -> TokenPath? in
            if case .string(let s) = entry.value { return Self.aliasTarget(s) }
            return nil
        })
        let candidates = drawn.map { ($0, $0.description) }
        var warnings: [TokenWarning] = []
        for path in overrides.entries.keys.sorted() where !known.contains(path) && !aliased.contains(path) {
            let name = path.description
            var best: (TokenPath, Int)?
            for (candidate, text) in candidates where abs(text.count - name.count) <= 2 {
                let distance = Suggestions.editDistance(name, text)
                if distance <= 2, distance < (best?.1 ?? 3) { best = (candidate, distance) }
            }
            if let (meant, _) = best {
                warnings.append(TokenWarning(.likelyTypo, path: path, file: overrides.entries[path]?.file, message: "did you mean \(meant)?", suggestion: meant))
            }
        }
        return warnings
    }

    /// The warnings of `theme` that concern what Specimen draws: each drawn token's alias chain.
    static func drawnWarnings(theme: Theme, drawn: [TokenPath], files: [TokenPath: String]) -> [TokenWarning] {
        var chains = Set<TokenPath>()
        var warnings: [TokenWarning] = []
        for path in drawn {
            var current = path
            var seen: [TokenPath] = [path]
            while let next = theme.aliases[current], !seen.contains(next) { seen.append(next); current = next }
            chains.formUnion(seen)
            if let deprecated = seen.first(where: { theme.deprecations[$0] != nil }) {
                let message = theme.deprecations[deprecated]!
                let via = deprecated == path ? "" : " (through \(path))"
                warnings.append(TokenWarning(.deprecated, path: deprecated, file: files[deprecated],
                                             message: "is deprecated\(message.isEmpty ? "" : ": \(message)"); Specimen draws with it\(via)"))
            }
        }
        return warnings + theme.warnings.filter { chains.contains($0.path) }
    }

    static func aliasTarget(_ s: String) -> TokenPath? {
        guard s.hasPrefix("{"), s.hasSuffix("}"), s.count > 2 else { return nil }
        return TokenPath(String(s.dropFirst().dropLast()))
    }
}
