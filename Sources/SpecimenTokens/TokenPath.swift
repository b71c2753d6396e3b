/// The name of a token: its segments, written `brand/base` (Figma's spelling) or `brand.base` (W3C aliases).
public struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let segments: [String]

    public init(segments: [String]) { self.segments = segments }

    /// Splits on `/` and `.`; both spellings name the same token.
    public init(_ text: String) {
        segments = text.split(whereSeparator: { $0 == "/" || $0 == "." }).map(String.init)
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// The slash spelling, as the Appetite spec writes token names.
    public var description: String { segments.joined(separator: "/") }

    /// The dot spelling, as W3C aliases and Backbase's JSON paths write them.
    public var dotted: String { segments.joined(separator: ".") }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.description < rhs.description }
}

extension TokenPath {
    /// `paths` in name order, each name spelled once (`<` spells both names at every comparison, which
    /// dominates sorting a design system's 100,000 tokens).
    public static func sorted<S: Sequence>(_ paths: S) -> [TokenPath] where S.Element == TokenPath {
        paths.map { ($0.description, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
