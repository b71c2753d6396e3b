import Foundation
import Pixels
import SpecimenCatalogue

/// A design system's tokens in one mode, every alias resolved to a primitive.
public struct Theme: Sendable {
    /// "light", "dark", or what the user's file is called.
    public let name: String
    /// Every token's primitive value.
    public let values: [TokenPath: TokenValue]
    /// Each alias's immediate target, so a report can say `brand/base -> colors/blue/600`.
    public let aliases: [TokenPath: TokenPath]

    public init(name: String, values: [TokenPath: TokenValue], aliases: [TokenPath: TokenPath]) {
        self.name = name
        self.values = values
        self.aliases = aliases
    }

    /// Resolves a document into a theme.
    public init(name: String, document: TokenDocument) throws {
        var resolver = AliasResolver(document: document)
        let resolved = try resolver.resolveAll()
        self.init(name: name, values: resolved.values, aliases: resolved.aliases)
    }

    public func value(_ path: TokenPath) throws -> TokenValue {
        guard let v = values[path] else {
            throw TokenError(.unknownPath(path: path.description, suggestions: Suggestions.closest(to: path.description, in: values.keys.map(\.description))))
        }
        return v
    }

    public func color(_ path: TokenPath) throws -> Color {
        guard case .color(let c) = try value(path) else { throw wrongType(path, "color") }
        return c
    }

    /// A dimension (or a plain number) in points.
    public func dimension(_ path: TokenPath) throws -> Double {
        switch try value(path) {
        case .dimension(let d), .number(let d): return d
        default: throw wrongType(path, "dimension")
        }
    }

    public func textStyle(_ path: TokenPath) throws -> TextStyle {
        guard case .typography(let t) = try value(path) else { throw wrongType(path, "typography") }
        return t
    }

    /// Every token path, sorted.
    public var paths: [TokenPath] { values.keys.sorted() }

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
