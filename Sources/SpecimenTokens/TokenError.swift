/// A token file or a theme that cannot be used, with the path that is wrong.
public struct TokenError: Error, CustomStringConvertible, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case unreadable(file: String, reason: String)
        case malformed(file: String, reason: String)
        case tooLarge(file: String, what: String, limit: String)
        case aliasCycle(chain: [String])
        case extendsCycle(chain: [String])
        case danglingAlias(path: String, alias: String)
        case badValue(path: String, value: String, expected: String)
        case unknownPath(path: String, suggestions: [String])
        case wrongType(path: String, expected: String, found: String)
        case likelyTypo(path: String, meant: String)
    }

    public let kind: Kind
    /// The file the wrong token is in, when known: every message then starts with it.
    public var file: String?

    public init(_ kind: Kind, file: String? = nil) {
        self.kind = kind
        self.file = file
    }

    public var description: String {
        (file.map { "\($0): " } ?? "") + message
    }

    private var message: String {
        switch kind {
        case .unreadable(let file, let reason):
            "cannot read token file \(file): \(reason)"
        case .malformed(let file, let reason):
            "token file \(file) is not valid token JSON: \(reason)"
        case .tooLarge(let file, let what, let limit):
            "token file \(file) \(what); the limit is \(limit)"
        case .aliasCycle(let chain):
            "alias cycle: \(Self.shown(chain)); an alias must end at a primitive value"
        case .extendsCycle(let chain):
            "$extends cycle: \(Self.shown(chain)); a group cannot extend itself"
        case .danglingAlias(let path, let alias):
            "token \(path) refers to {\(alias)}, which no token defines"
        case .badValue(let path, let value, let expected):
            "token \(path) has value \(value); expected \(expected)"
        case .unknownPath(let path, let suggestions):
            "unknown token \(path)" + (suggestions.isEmpty ? "" : "; closest: \(suggestions.joined(separator: ", "))")
        case .wrongType(let path, let expected, let found):
            "token \(path) is a \(found), not a \(expected)"
        case .likelyTypo(let path, let meant):
            "\(path): did you mean \(meant)? (--strict-tokens refuses likely typos)"
        }
    }

    /// `a -> b -> a`; a cycle of thousands of tokens is shown by its ends, so the line stays readable.
    private static func shown(_ chain: [String]) -> String {
        guard chain.count > 9 else { return chain.joined(separator: " -> ") }
        return (chain.prefix(5) + ["..."] + chain.suffix(3)).joined(separator: " -> ") + " (\(chain.count - 1) tokens)"
    }

    /// This error, naming `file` unless it already names one.
    func located(in file: String?) -> TokenError {
        var copy = self
        if copy.file == nil { copy.file = file }
        return copy
    }
}
