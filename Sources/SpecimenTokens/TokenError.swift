/// A token file or a theme that cannot be used, with the path that is wrong.
public struct TokenError: Error, CustomStringConvertible, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case unreadable(file: String, reason: String)
        case malformed(file: String, reason: String)
        case aliasCycle(chain: [String])
        case danglingAlias(path: String, alias: String)
        case badValue(path: String, value: String, expected: String)
        case unknownPath(path: String, suggestions: [String])
        case wrongType(path: String, expected: String, found: String)
    }

    public let kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    public var description: String {
        switch kind {
        case .unreadable(let file, let reason):
            "cannot read token file \(file): \(reason)"
        case .malformed(let file, let reason):
            "token file \(file) is not valid token JSON: \(reason)"
        case .aliasCycle(let chain):
            "alias cycle: \(chain.joined(separator: " -> ")); an alias must end at a primitive value"
        case .danglingAlias(let path, let alias):
            "token \(path) refers to {\(alias)}, which no token defines"
        case .badValue(let path, let value, let expected):
            "token \(path) has value \(value); expected \(expected)"
        case .unknownPath(let path, let suggestions):
            "unknown token \(path)" + (suggestions.isEmpty ? "" : "; closest: \(suggestions.joined(separator: ", "))")
        case .wrongType(let path, let expected, let found):
            "token \(path) is a \(found), not a \(expected)"
        }
    }
}
