import SpecimenLimits

/// A JSON value as a token file holds it, members in file order.
public indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The member named `key` of an object (the last, if repeated), else `nil`.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.key == key })?.value
    }
}

/// A one-pass JSON reader over bytes, written for token files: it refuses a file nested deeper than
/// `Limits.nestingDepth` before recursing further (so a hostile file cannot exhaust the stack), and it
/// is fast enough that a file at `Limits.tokenFileBytes` parses in well under a second in release.
///
/// It also reads the JSON5 spellings design systems write their sources in (Primer's `*.json5`):
/// `//` and `/* */` comments, unquoted keys, single-quoted strings and trailing commas. Strict JSON
/// is a subset, so every JSON file reads the same.
struct TokenJSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depthLimit = Limits.nestingDepth
    /// When recording (a component document, whose errors name a line), each value's start offset by
    /// its JSON path (`$.layout.children[0].width`); nil for token files, which pay nothing for it.
    private var offsets: [String: Int]?
    private var currentPath = "$"

    /// Parses `bytes`, nested at most `depthLimit` deep; the error is one line: what is wrong and at
    /// which line.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int = Limits.nestingDepth) throws(TokenJSONError) -> JSONValue {
        var reader = TokenJSONReader(bytes: bytes)
        reader.depthLimit = depthLimit
        return try reader.top()
    }

    /// Parses `bytes` and returns, beside the value, the line on which each value starts, by JSON path.
    static func parseWithLines(_ bytes: UnsafeBufferPointer<UInt8>) throws(TokenJSONError) -> (JSONValue, [String: Int]) {
        var reader = TokenJSONReader(bytes: bytes)
        reader.offsets = [:]
        let value = try reader.top()
        // One pass over the newlines turns every offset into a line.
        var newlines: [Int] = []
        for i in 0 ..< bytes.count where bytes[i] == 0x0A { newlines.append(i) }
        var lines: [String: Int] = [:]
        for (path, offset) in reader.offsets ?? [:] {
            var low = 0, high = newlines.count
            while low < high { let mid = (low + high) / 2; if newlines[mid] < offset { low = mid + 1 } else { high = mid } }
            lines[path] = low + 1
        }
        return (value, lines)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private mutating func top() throws(TokenJSONError) -> JSONValue {
        skipSpace()
        let value = try value(depth: 0)
        skipSpace()
        guard index == bytes.count else { throw error("unexpected text after the top-level value") }
        return value
    }

    /// The child paths of `currentPath`, built only while recording.
    private func childPath(key: String) -> String { offsets == nil ? "" : "\(currentPath).\(key)" }
    private func childPath(item: Int) -> String { offsets == nil ? "" : "\(currentPath)[\(item)]" }

    private mutating func value(depth: Int) throws(TokenJSONError) -> JSONValue {
        if offsets != nil { offsets?[currentPath] = index }
        guard index < bytes.count else { throw error("the file ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < depthLimit else { throw error("nested deeper than \(depthLimit) levels") }
            return try object(depth: depth + 1)
        case UInt8(ascii: "["):
            guard depth < depthLimit else { throw error("nested deeper than \(depthLimit) levels") }
            return try array(depth: depth + 1)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func object(depth: Int) throws(TokenJSONError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipSpace()
        while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
            let key = bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") ? try string() : try bareKey()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipSpace()
            let parent = currentPath
            currentPath = childPath(key: key)
            members.append((key, try value(depth: depth)))
            currentPath = parent
            skipSpace()
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ",") { index += 1; skipSpace() } else if bytes[index] != UInt8(ascii: "}") {
                throw error("expected ',' or '}' after the member \"\(key)\"")
            }
        }
        guard index < bytes.count else { throw error("an object is not closed with '}'") }
        index += 1
        return .object(members)
    }

    private mutating func array(depth: Int) throws(TokenJSONError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
            let parent = currentPath
            currentPath = childPath(item: items.count)
            items.append(try value(depth: depth))
            currentPath = parent
            skipSpace()
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ",") { index += 1; skipSpace() } else if bytes[index] != UInt8(ascii: "]") {
                throw error("expected ',' or ']' in an array")
            }
        }
        guard index < bytes.count else { throw error("an array is not closed with ']'") }
        index += 1
        return .array(items)
    }

    /// A double- or single-quoted string with JSON escapes; bytes between escapes are copied in runs.
    private mutating func string() throws(TokenJSONError) -> String {
        let quote = bytes[index]
        index += 1
        var out: [UInt8] = []
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                out.append(contentsOf: bytes[runStart ..< index])
                index += 1
                return String(decoding: out, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                out.append(contentsOf: bytes[runStart ..< index])
                index += 1
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "u"): out.append(contentsOf: Array(String(try unicodeEscape()).utf8))
                default: out.append(escaped)
                }
                runStart = index
                continue
            }
            if byte < 0x20 { throw error("a control character inside a string") }
            index += 1
        }
        throw error("a string is not closed")
    }

    private mutating func unicodeEscape() throws(TokenJSONError) -> Character {
        func hex4() throws(TokenJSONError) -> UInt32 {
            guard index + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[index ..< index + 4], as: UTF8.self), radix: 16) else {
                throw error("a \\u escape needs four hex digits")
            }
            index += 4
            return v
        }
        var code = try hex4()
        if (0xD800 ..< 0xDC00).contains(code), index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
            index += 2
            let low = try hex4()
            code = 0x10000 + ((code - 0xD800) << 10) + (low &- 0xDC00)
        }
        return Character(Unicode.Scalar(code) ?? "\u{FFFD}")
    }

    /// A JSON5 identifier key (`$value`, `base`, `org_primer`).
    private mutating func bareKey() throws(TokenJSONError) -> String {
        let start = index
        while index < bytes.count, Self.isIdentifier(bytes[index]) { index += 1 }
        guard index > start else { throw error("expected a key in quotes") }
        return String(decoding: bytes[start ..< index], as: UTF8.self)
    }

    private static func isIdentifier(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b == UInt8(ascii: "-") || b >= 0x80
    }

    private mutating func number() throws(TokenJSONError) -> Double {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        guard index > start, let value = Double(String(decoding: bytes[start ..< index], as: UTF8.self)), value.isFinite else {
            throw error(index < bytes.count ? "unexpected character '\(Character(Unicode.Scalar(bytes[start])))'" : "the file ends where a value should be")
        }
        return value
    }

    private static func isNumberByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
    }

    private mutating func word(_ w: String) throws(TokenJSONError) {
        let expected = Array(w.utf8), count = expected.count
        guard index + count <= bytes.count, (0 ..< count).allSatisfy({ bytes[index + $0] == expected[$0] }) else {
            throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
        }
        index += count
    }

    /// Skips white space and JSON5 comments.
    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(bytes.count, index + 2)
            default: return
            }
        }
    }

    private func error(_ reason: String) -> TokenJSONError {
        var line = 1
        for i in 0 ..< min(index, bytes.count) where bytes[i] == 0x0A { line += 1 }
        return TokenJSONError(reason: "\(reason) (line \(line))")
    }
}

/// Why a token file is not JSON, with the line.
/// Why bytes are not JSON: one line naming what is wrong and at which line.
public struct TokenJSONError: Error, Sendable, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}

extension JSONValue {
    /// Reads JSON (or the JSON5 spellings token files use) from `bytes`, nested at most `depthLimit`
    /// deep, so that other readers of JSON files (Figma's REST responses) share one bounded parser.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int) throws(TokenJSONError) -> JSONValue {
        try TokenJSONReader.parse(bytes, depthLimit: depthLimit)
    }
}
