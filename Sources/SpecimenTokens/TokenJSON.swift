import SpecimenLimits

/// A JSON value as a token file holds it, members in file order.
public indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// Equal when of the same kind and value; objects compare members in order, keys included.
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
    /// When locating a token (`locate`): its path's segments, the segments of the keys being read, and
    /// where the token's key starts once found.
    private var target: [String]?
    private var keyPath: [[String]] = []
    private var found: Int?
    private var depthLimit = Limits.nestingDepth
    /// When recording (a component document, whose errors name a line), each value's start offset by
    /// its JSON path (`$.layout.children[0].width`); nil for token files, which pay nothing for it.
    private var offsets: [String: Int]?
    private var currentPath = "$"

    /// Parses `bytes` (UTF-8, UTF-8 with a byte-order mark, or UTF-16 with one); the error is one line:
    /// what is wrong and at which line and column. Nested at most `depthLimit` deep.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int = Limits.nestingDepth) throws(TokenJSONError) -> JSONValue {
        try inUTF8(bytes) { (utf8) throws(TokenJSONError) in
            var reader = TokenJSONReader(bytes: utf8)
            reader.depthLimit = depthLimit
            return try reader.top()
        }
    }

    /// Parses `bytes` and returns, beside the value, the line on which each value starts, by JSON path.
    static func parseWithLines(_ bytes: UnsafeBufferPointer<UInt8>) throws(TokenJSONError) -> (JSONValue, [String: Int]) {
        try inUTF8(bytes) { (utf8) throws(TokenJSONError) in
            var reader = TokenJSONReader(bytes: utf8)
            reader.offsets = [:]
            let value = try reader.top()
            // One pass over the newlines turns every offset into a line.
            var newlines: [Int] = []
            for i in 0..<utf8.count where utf8[i] == 0x0A { newlines.append(i) }
            var lines: [String: Int] = [:]
            for (path, offset) in reader.offsets ?? [:] {
                var low = 0, high = newlines.count
                while low < high { let mid = (low + high) / 2; if newlines[mid] < offset { low = mid + 1 } else { high = mid } }
                lines[path] = low + 1
            }
            return (value, lines)
        }
    }

    /// Runs `body` on `bytes` as UTF-8: as they are, without a byte-order mark, or converted from UTF-16.
    private static func inUTF8<T>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws(TokenJSONError) -> T) throws(TokenJSONError) -> T {
        switch TokenFileEncoding.utf8(bytes) {
        case .failure(let error): throw error
        case .success(nil): return try body(bytes)
        case .success(let converted?):
            let result = converted.withUnsafeBufferPointer { utf8 in Result { () throws(TokenJSONError) in try body(utf8) } }
            return try result.get()
        }
    }

    /// `line 3, column 14` of the key of the token at `path` in a token file's bytes, or nil when the
    /// file does not spell it (it came from another file, an alias or `$extends`) or does not parse.
    /// A key written as a whole path (`"theme.color.x"`) matches as its segments do.
    static func locate(_ path: [String], in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func find(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
            var reader = TokenJSONReader(bytes: utf8)
            reader.target = path
            reader.skipSpace()
            _ = try? reader.value(depth: 0)
            return reader.found.map { position(of: $0, in: utf8) }
        }
        switch TokenFileEncoding.utf8(bytes) {
        case .failure: return nil
        case .success(nil): return find(bytes)
        case .success(let converted?): return converted.withUnsafeBufferPointer(find)
        }
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
        // Where each key starts, so a repeated key is refused naming both places: JSON leaves a
        // duplicate's meaning open, and last-wins would silently drop a token. A small object (most
        // are) searches its few keys; a dictionary of them is built past `Self.searchedKeys`, as
        // hashing every key of every object was a fifth of reading a component document.
        var keyStarts: [Int] = []
        var keyIndex: [String: Int] = [:]
        skipSpace()
        while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
            let keyStart = index
            let key = bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") ? try string() : try bareKey()
            let earlier: Int?
            if members.count < Self.searchedKeys {
                earlier = members.firstIndex { $0.key == key }.map { keyStarts[$0] }
            } else {
                if keyIndex.isEmpty { for (i, member) in members.enumerated() { keyIndex[member.key] = keyStarts[i] } }
                earlier = keyIndex.updateValue(keyStart, forKey: key)
            }
            keyStarts.append(keyStart)
            if let first = earlier {
                index = keyStart
                throw error("the key \"\(key)\" appears twice in one object (first at \(Self.position(of: first, in: bytes))); each name may appear once")
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipSpace()
            if let target {
                keyPath.append(TokenPath(key).segments)
                if found == nil, keyPath.joined().elementsEqual(target) { found = keyStart }
            }
            let parent = currentPath
            currentPath = childPath(key: key)
            members.append((key, try value(depth: depth)))
            currentPath = parent
            if target != nil { keyPath.removeLast() }
            skipSpace()
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1; skipSpace()
            } else if bytes[index] != UInt8(ascii: "}") {
                throw error("expected ',' or '}' after the member \"\(key)\"")
            }
        }
        guard index < bytes.count else { throw error("an object is not closed with '}'") }
        index += 1
        return .object(members)
    }

    /// How many keys an object's new key is compared with one by one before they are hashed instead.
    private static let searchedKeys = 16

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
            if bytes[index] == UInt8(ascii: ",") {
                index += 1; skipSpace()
            } else if bytes[index] != UInt8(ascii: "]") {
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
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                // Most strings have no escape: they are decoded straight from the file's bytes.
                if !escaped {
                    let text = String(decoding: bytes[runStart..<index], as: UTF8.self)
                    index += 1
                    return text
                }
                out.append(contentsOf: bytes[runStart..<index])
                index += 1
                return String(decoding: out, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                out.append(contentsOf: bytes[runStart..<index])
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
            // Four hex digits exactly: UInt32(_:radix:) alone would also take a sign ("\u+041").
            guard index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }),
                let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else {
                throw error("a \\u escape needs four hex digits")
            }
            index += 4
            return v
        }
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code), index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
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
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isIdentifier(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b == UInt8(ascii: "-") || b >= 0x80
    }

    private mutating func number() throws(TokenJSONError) -> Double {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard index > start, let value = Double(text) else {
            let atEnd = index == bytes.count && index == start
            index = start
            throw error(atEnd ? "the file ends where a value should be" : "unexpected character \(character(at: start))")
        }
        guard value.isFinite else {
            index = start
            throw error("the number \(text) is too large to be a number (at most about 1.8e308)")
        }
        return value
    }

    private static func isNumberByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
    }

    private mutating func word(_ w: StaticString) throws(TokenJSONError) {
        // A static string's bytes are read in place: no array made for every true, false and null.
        let count = w.utf8CodeUnitCount, expected = w.utf8Start
        guard index + count <= bytes.count, (0..<count).allSatisfy({ bytes[index + $0] == expected[$0] }) else {
            throw error("unexpected character \(character(at: index))")
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
        TokenJSONError(reason: "\(reason) (\(Self.position(of: index, in: bytes)))")
    }

    /// `'x'`, or `U+00A0` for a character that does not show: the whole UTF-8 character at `offset`.
    private func character(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        guard let scalar = text.unicodeScalars.first, scalar.value > 0x20, scalar.value != 0x7F, !scalar.properties.isWhitespace else {
            return "U+" + String(text.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true).leftPadded(to: 4)
        }
        return "'\(text)'"
    }

    /// `line 3, column 14` of the byte at `offset`: lines from 1, columns counted in characters from 1.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var line = 1, column = 1
        for i in 0..<min(offset, bytes.count) {
            if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
        }
        return "line \(line), column \(column)"
    }
}

/// Why bytes are not JSON: one line naming what is wrong and at which line and column.
public struct TokenJSONError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, with the line and column.
    public let reason: String
    /// The reason.
    public var description: String { reason }
}

extension JSONValue {
    /// Reads JSON (or the JSON5 spellings token files use) from `bytes`, nested at most `depthLimit`
    /// deep, so that other readers of JSON files (Figma's REST responses) share one bounded parser.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int) throws(TokenJSONError) -> JSONValue {
        try TokenJSONReader.parse(bytes, depthLimit: depthLimit)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
