/// The name of a token: its segments, written `brand/base` (Figma's spelling) or `brand.base` (W3C aliases).
public struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name's parts, outermost group first (`["brand", "base"]`).
    public let segments: [String]

    /// A path of these segments, taken as they are (not split).
    package init(segments: [String]) { self.segments = segments }

    /// Splits on `/` and `.`; both spellings name the same token.
    public init(_ text: String) {
        // Over the UTF-8 bytes, not the characters: both separators are ASCII, so every cut falls between
        // characters, and a layout spells a few thousand paths a batch (a split over `Character`s cost
        // 9,000 instructions a path).
        var segments: [String] = []
        let utf8 = text.utf8
        var start = utf8.startIndex, i = start, ascii = true
        while i != utf8.endIndex {
            let byte = utf8[i]
            ascii = ascii && byte < 0x80
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") {
                if start != i { segments.append(String(Substring(utf8[start..<i]))) }
                start = utf8.index(after: i)
            }
            i = utf8.index(after: i)
        }
        if start != utf8.endIndex { segments.append(String(Substring(utf8[start...]))) }
        // A separator followed by a combining mark is one character, not a separator: beyond ASCII the
        // characters decide, as they always did.
        self.segments = ascii ? segments : text.split(whereSeparator: { $0 == "/" || $0 == "." }).map(String.init)
    }

    /// `"brand/base"` or `"brand.base"`, split as `init(_:)` splits.
    public init(stringLiteral value: String) { self.init(value) }

    /// The slash spelling, as a Figma-style spec writes token names.
    public var description: String { spelled(separator: "/") }

    /// The dot spelling, as W3C aliases and nested JSON token paths write them.
    package var dotted: String { spelled(separator: ".") }

    /// The segments with `separator` between them, appended one by one: `joined(separator:)` is
    /// generic in the standard library, and its first call in a process resolves its associated types
    /// through the runtime, a scan of every protocol conformance in the binary (250,000 instructions
    /// of a cold render, whose audit spells a colour token's name).
    private func spelled(separator: Character) -> String {
        var text = ""
        for (index, segment) in segments.enumerated() {
            if index > 0 { text.append(separator) }
            text.append(segment)
        }
        return text
    }

    /// Ordered by the slash spelling.
    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.description < rhs.description }
}

extension TokenPath {
    /// `paths` in name order, each name spelled once (`<` spells both names at every comparison, which
    /// dominates sorting a design system's 100,000 tokens).
    package static func sorted<S: Sequence>(_ paths: S) -> [TokenPath] where S.Element == TokenPath {
        paths.map { ($0.description, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The entries of `table` in the order `sorted(_:)` gives its keys.
    package static func sorted<Value>(_ table: [TokenPath: Value]) -> [(key: TokenPath, value: Value)] {
        table.map { ($0.key.description, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
