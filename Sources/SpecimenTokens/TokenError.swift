import Foundation
import SpecimenLimits
import SpecimenSupport

/// A token file or a theme that cannot be used, with the path that is wrong.
package struct TokenError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong; each case carries the names and values its message shows.
    package enum Kind: Sendable, Equatable {
        case unreadable(file: String, reason: String)
        case malformed(file: String, reason: String)
        case tooLarge(file: String, what: String, limit: String)
        case aliasCycle(chain: [String])
        case extendsCycle(chain: [String])
        case danglingAlias(path: String, alias: String)
        case badValue(path: String, value: String, expected: String)
        case unknownPath(path: String, suggestions: [String])
        case missingInMode(path: String, mode: String, hint: String)
        case wrongType(path: String, expected: String, found: String)
        case likelyTypo(path: String, meant: String)
    }

    /// What is wrong.
    package let kind: Kind
    /// The file the wrong token is in, when known: every message then starts with it.
    package var file: String?
    /// `3:14`, the line and column of the wrong token's key in `file`, when located (`locatingToken()`):
    /// the message then starts `file:3:14:`, as a compiler's does, so an editor or CI annotation
    /// jumps to it.
    package var position: String?

    /// An error of `kind`, in `file` when known.
    package init(_ kind: Kind, file: String? = nil) {
        self.kind = kind
        self.file = file
    }

    /// One line: `file:line:column: ` when known, then the message.
    package var description: String {
        (file.map { "\($0)\(position.map { ":" + $0 } ?? ""): " } ?? "") + message
    }

    /// True for a token the theme's mode lacks that another mode's file defines: its message says which file to add.
    package var isMissingInMode: Bool {
        if case .missingInMode = kind { true } else { false }
    }

    /// The token a message is about, for locating it.
    private var tokenPath: TokenPath? {
        switch kind {
        case .badValue(let path, _, _), .danglingAlias(let path, _), .wrongType(let path, _, _), .likelyTypo(let path, _): TokenPath(path)
        case .aliasCycle(let chain), .extendsCycle(let chain): chain.first.map { TokenPath($0) }
        case .unreadable, .malformed, .tooLarge, .unknownPath, .missingInMode: nil
        }
    }

    /// This error with the line and column of its token's key in its file, read again (a regular file
    /// within `Limits.tokenFileBytes` only: never a FIFO or a device, which reading could block on).
    /// Done when the message is shown, not when the file is read, so reading stays one pass.
    package func locatingToken() -> TokenError {
        guard position == nil, let file, let path = tokenPath else { return self }
        var info = stat()
        guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= Limits.tokenFileBytes,
            let data = FileManager.default.contents(atPath: file)
        else { return self }
        // A key written as a whole path ("theme.color.x") matches as its segments do.
        let target = path.segments
        let position = data.withUnsafeBytes { raw in
            JSONReader.position(ofKey: { keys in keys.flatMap { TokenPath($0).segments } == target }, in: raw.bindMemory(to: UInt8.self), dialect: .json5)
        }
        guard let position else { return self }
        var copy = self
        // "line 3, column 14" -> "3:14".
        copy.position = position.replacingOccurrences(of: "line ", with: "").replacingOccurrences(of: ", column ", with: ":")
        return copy
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
        case .missingInMode(let path, let mode, let hint):
            "no token \(path) in \(mode); \(hint)"
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
