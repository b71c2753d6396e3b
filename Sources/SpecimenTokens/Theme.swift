import Foundation
import Pixels
import SpecimenSupport

/// A design system's tokens in one mode, every alias resolved to a primitive.
package struct Theme: Sendable {
    /// "light", "dark", or what the user's file is called.
    package let name: String
    /// Every token's primitive value.
    package let values: [TokenPath: TokenValue]
    /// Each alias's immediate target, so a report can say `brand/base -> colors/blue/600`.
    package let aliases: [TokenPath: TokenPath]

    /// What resolving met that a designer should know (out-of-gamut colours, substituted weights), by
    /// token path; a consumer reports those of the tokens it draws with.
    package let warnings: [TokenWarning]
    /// The tokens marked `$deprecated`, with their message (empty when the file says only `true`).
    package let deprecations: [TokenPath: String]
    /// Asked only when a token is missing: a sentence on where it is defined instead (a design system's
    /// file for the other mode alone, say), so the error says which file to add rather than only the
    /// closest names. Kept as a function so nothing is read unless a token is missing.
    package var missingTokenHint: (@Sendable (TokenPath) -> String?)?

    /// A theme of already resolved values; nothing is checked or resolved.
    package init(
        name: String, values: [TokenPath: TokenValue], aliases: [TokenPath: TokenPath],
        warnings: [TokenWarning] = [], deprecations: [TokenPath: String] = [:]
    ) {
        self.name = name
        self.values = values
        self.aliases = aliases
        self.warnings = warnings
        self.deprecations = deprecations
    }

    /// Resolves a document into a theme: `$extends` applied, then every alias followed to a primitive.
    package init(name: String, document: TokenDocument) throws {
        try self.init(name: name, document: document, required: nil)
    }

    /// Resolves the `required` tokens of a document (all, when `nil`) and every token they refer to;
    /// the rest (a user's own primitives, another design system's names) are read but not resolved.
    package init(name: String, document: TokenDocument, required: Set<TokenPath>?) throws {
        let expanded = try document.expandingExtends()
        var resolver = AliasResolver(document: expanded)
        resolver.required = required
        let resolved = try resolver.resolveAll()
        self.init(
            name: name, values: resolved.values, aliases: resolved.aliases, warnings: resolver.warnings,
            deprecations: Self.deprecations(of: resolved.values.keys, in: expanded))
    }

    /// The `$deprecated` messages of `paths`: only the tokens resolved, not every one a file holds.
    private static func deprecations(of paths: Dictionary<TokenPath, TokenValue>.Keys, in document: TokenDocument) -> [TokenPath: String] {
        var out: [TokenPath: String] = [:]
        for path in paths { if let message = document.entries[path]?.deprecated { out[path] = message } }
        return out
    }

    /// The primitive value of `path`. Throws `TokenError.Kind.unknownPath`, with the closest names, when the theme has none.
    package func value(_ path: TokenPath) throws -> TokenValue {
        guard let v = values[path] else {
            if let hint = missingTokenHint?(path) { throw TokenError(.missingInMode(path: path.description, mode: name, hint: hint)) }
            throw TokenError(.unknownPath(path: path.description, suggestions: Suggestions.closest(to: path.description, in: values.keys.map(\.description))))
        }
        return v
    }

    /// The colour at `path` (straight alpha, sRGB). Throws when it is unknown or not a colour.
    package func color(_ path: TokenPath) throws -> Color {
        guard case .color(let c) = try value(path) else { throw wrongType(path, "color") }
        return c
    }

    /// A dimension (or a plain number) in points.
    package func dimension(_ path: TokenPath) throws -> Double {
        switch try value(path) {
        case .dimension(let d), .number(let d): return d
        default: throw wrongType(path, "dimension")
        }
    }

    /// The typography token at `path`. Throws when it is unknown or not a typography token.
    package func textStyle(_ path: TokenPath) throws -> TextStyle {
        guard case .typography(let t) = try value(path) else { throw wrongType(path, "typography") }
        return t
    }

    /// `path`, then each alias it points through, down to the primitive: `focusRing/brand/color`,
    /// `brand/base`, `colors/blue/600`. Linear in the chain's length (a set guards against a cycle, so
    /// a chain of thousands of aliases costs thousands of steps, not their square).
    package func aliasChain(of path: TokenPath) -> [TokenPath] {
        var chain = [path]
        var seen: Set<TokenPath> = [path]
        var current = path
        while let next = aliases[current], seen.insert(next).inserted {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Every token path, sorted.
    package var paths: [TokenPath] { TokenPath.sorted(values.keys) }

    private func wrongType(_ path: TokenPath, _ expected: String) -> TokenError {
        let found: String
        switch values[path] {
        case .color: found = "color"
        case .dimension: found = "dimension"
        case .number: found = "number"
        case .typography: found = "typography"
        case .string, .none: found = "string"
        }
        return TokenError(.wrongType(path: path.description, expected: expected, found: found))
    }
}
