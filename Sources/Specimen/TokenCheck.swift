import Foundation

/// What a renderer checks when a user's token files are laid over the shipped themes, before it draws
/// anything: aliases that name no token in any file (an error naming the file and the token), likely
/// typos of the names Specimen draws with (a warning; an error under `strict`), deprecated tokens it
/// draws with, out-of-gamut colours and substituted weights among them, and `$type`s with no `$value`.
struct TokenCheck {
    let overrides: TokenDocument
    /// The shipped theme documents, by file name (`acme-light`).
    let shipped: [String: TokenDocument]

    /// The user's tokens a shipped theme lacks: their own primitives, or names for another system.
    func added(to document: TokenDocument) -> Set<TokenPath> {
        Set(overrides.entries.keys.filter { document.entries[$0] == nil })
    }

    /// Throws naming the file and token of the first alias (in path order) that no file defines.
    func checkAliases() throws {
        func defined(_ path: TokenPath) -> Bool {
            overrides.entries[path] != nil || shipped.values.contains { $0.entries[path] != nil }
        }
        for path in TokenPath.sorted(overrides.entries.keys) {
            guard let entry = overrides.entries[path], case .string(let text) = entry.value,
                let alias = Self.aliasTarget(text)
            else { continue }
            if !defined(alias) && !defined(TokenPath(segments: alias.segments + ["$root"])) {
                // A file beside this one that defines the token is the likely cause: one file of a
                // system's set (a semantic layer aliasing its palette) given without its sibling.
                if let file = entry.file, let sibling = Self.sibling(defining: alias, beside: file, given: givenFiles) {
                    throw TokenError(
                        .badValue(
                            path: path.description, value: text,
                            expected: "an alias of a token one of the files defines; \(sibling), beside it, defines \(alias.dotted) but is not given: "
                                + "add --tokens \(sibling) (or list it in specimen.json's \"tokens\")"),
                        file: file)
                }
                let known = Set(shipped.values.flatMap { $0.entries.keys }).union(overrides.entries.keys)
                // A name whose top-level group no file has at all is a missing file (the palette a
                // mapping aliases), not a typo: suggesting the closest of Specimen's own primitives
                // would point away from the cause.
                guard let group = alias.segments.first, known.contains(where: { $0.segments.first == group }) else {
                    let group = alias.segments.first ?? alias.dotted
                    throw TokenError(
                        .badValue(
                            path: path.description, value: text,
                            expected: "an alias of a token one of the files defines; no file given has a group \"\(group)\": is the file that defines it missing from --tokens?"),
                        file: entry.file)
                }
                let candidates = known.filter { $0.segments.first == group }.map(\.description)
                let suggestions = Suggestions.closest(to: alias.description, in: candidates, limit: 1)
                let hint = suggestions.first.map { "; closest: \(TokenPath($0).dotted)" } ?? ""
                throw TokenError(.badValue(path: path.description, value: text, expected: "an alias of a token one of the files defines\(hint)"), file: entry.file)
            }
        }
    }

    /// The token files given, by path.
    private var givenFiles: Set<String> { Set(overrides.entries.values.compactMap(\.file)) }

    /// The path of a token file in `file`'s folder, not among `given`, that defines `alias` (or its
    /// `$root`), or nil. Read only on this error's path; at most 64 JSON files are looked at, and one
    /// that cannot be read as tokens is passed over.
    static func sibling(defining alias: TokenPath, beside file: String, given: Set<String>) -> String? {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        let candidates = names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".json5") }.sorted().prefix(64)
        let givenPaths = Set(given.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        for name in candidates {
            let url = folder.appendingPathComponent(name)
            guard !givenPaths.contains(url.standardizedFileURL.path), let document = try? TokenDocument.load(contentsOf: url) else { continue }
            if document.entries[alias] != nil || document.entries[TokenPath(segments: alias.segments + ["$root"])] != nil {
                return url.path
            }
        }
        return nil
    }

    /// Unknown tokens that differ from a token Specimen draws with in one segment, by at most two edits
    /// there, and that the user's own tokens do not alias (so not a primitive of theirs):
    /// `brand/bsae: did you mean brand/base?`. Candidates are indexed by their other segments, so a
    /// 200,000-token file costs a few dictionary lookups a token.
    func likelyTypos(drawn: [TokenPath]) -> [TokenWarning] {
        let known = Set(shipped.values.flatMap { $0.entries.keys })
        let aliased = Set(
            overrides.entries.values.compactMap { entry -> TokenPath? in
                if case .string(let s) = entry.value { return Self.aliasTarget(s) }
                return nil
            })
        // "brand/*" -> [(brand/base, "base")]: each drawn name with one segment left out.
        var index: [[String]: [(TokenPath, [UInt8])]] = [:]
        for path in drawn {
            for i in path.segments.indices {
                var key = path.segments
                key[i] = "*"
                index[key, default: []].append((path, Array(path.segments[i].utf8)))
            }
        }
        var distance = BoundedEditDistance()
        var warnings: [TokenWarning] = []
        for path in TokenPath.sorted(overrides.entries.keys) where !known.contains(path) && !aliased.contains(path) {
            var best: (TokenPath, Int)?
            for i in path.segments.indices {
                var key = path.segments
                key[i] = "*"
                guard let candidates = index[key] else { continue }
                let segment = Array(path.segments[i].utf8)
                for (candidate, text) in candidates where abs(text.count - segment.count) <= 2 {
                    let d = distance.measure(segment, text, limit: best?.1 ?? 2)
                    if d <= 2, d < (best?.1 ?? 3) { best = (candidate, d) }
                }
            }
            if let (meant, _) = best {
                warnings.append(TokenWarning(.likelyTypo, path: path, file: overrides.entries[path]?.file, message: "did you mean \(meant)?", suggestion: meant))
            }
        }
        return warnings
    }

    /// The warnings of `theme` that concern what Specimen draws: each drawn token's alias chain.
    static func drawnWarnings(theme: Theme, drawn: [TokenPath], file: (TokenPath) -> String?) -> [TokenWarning] {
        var chains = Set<TokenPath>()
        var warnings: [TokenWarning] = []
        for path in drawn {
            let seen = theme.aliasChain(of: path)
            chains.formUnion(seen)
            if let deprecated = seen.first(where: { theme.deprecations[$0] != nil }), let message = theme.deprecations[deprecated] {
                let via = deprecated == path ? "" : " (through \(path))"
                warnings.append(
                    TokenWarning(
                        .deprecated, path: deprecated, file: file(deprecated),
                        message: "is deprecated\(message.isEmpty ? "" : ": \(message)"); Specimen draws with it\(via)"))
            }
        }
        return warnings + theme.warnings.filter { chains.contains($0.path) }
    }

    /// Levenshtein distance over bytes that gives up past `limit` (returning `limit + 1`), reusing its
    /// rows: a 200,000-token file is compared with every drawn name in well under a second.
    struct BoundedEditDistance {
        private var previous: [Int] = []
        private var current: [Int] = []

        mutating func measure(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
            if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
            previous.removeAll(keepingCapacity: true)
            previous.append(contentsOf: 0...b.count)
            current = [Int](repeating: 0, count: b.count + 1)
            for i in 1...a.count {
                current[0] = i
                var rowMinimum = i
                for j in 1...b.count {
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                    rowMinimum = min(rowMinimum, current[j])
                }
                if rowMinimum > limit { return limit + 1 }
                swap(&previous, &current)
            }
            return previous[b.count]
        }
    }

    static func aliasTarget(_ s: String) -> TokenPath? {
        guard s.hasPrefix("{"), s.hasSuffix("}"), s.count > 2 else { return nil }
        return TokenPath(String(s.dropFirst().dropLast()))
    }
}
