import SpecimenLimits

/// Specimen's one JSON reader: a single pass over UTF-8 bytes into a `JSONValue`, in one of two
/// dialects, refusing a file nested deeper than its depth limit before recursing further (so a
/// hostile file cannot exhaust the stack). Every error is one line naming what is wrong and its line
/// and column.
///
/// Why not Foundation's `JSONDecoder` / `JSONSerialization` (the callgrind table is in `JSONWriter`'s
/// head, beside the writer's figures): through `Codable` the goldens' manifest cost 84.9 M
/// instructions against this reader's 28.1 M, and 1,000 batch lines 64.3 M against 14.1 M;
/// neither reads JSON5, which design systems write their token sources in (Primer's `*.json5`);
/// neither names the line of what is wrong, which every error about a user's file must; and each
/// silently keeps one of a repeated key (`JSONDecoder` the first, `JSONSerialization` the last),
/// which must be refused naming both places.
package struct JSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let json5: Bool
    private var index = 0
    private var depthLimit = Limits.nestingDepth
    /// When locating a key (`position(ofKey:)`): the keys from the root to the member being read, the
    /// predicate, and where the matching key starts once found.
    private var keyMatch: (([String]) -> Bool)?
    /// Where each key of the objects being read starts, innermost object last.
    private var keyStarts: [Int] = []
    private var keyPath: [String] = []
    private var found: Int?
    /// When recording (a component document, whose errors name a line), each value's start offset by
    /// its JSON path (`$.layout.children[0].width`); nil otherwise, which pays nothing for it.
    private var offsets: [String: Int]?
    private var currentPath = "$"
    /// Member keys read for their syntax and not kept (`parse(_:dialect:depthLimit:omitting:)`).
    private var omitted: Set<String> = []

    private init(bytes: UnsafeBufferPointer<UInt8>, dialect: JSONDialect) {
        self.bytes = bytes
        json5 = dialect == .json5
    }

    /// Parses `bytes` (UTF-8, UTF-8 with a byte-order mark, or UTF-16 with one, as `JSONTextEncoding`
    /// reads them) in `dialect`, nested at most `depthLimit` deep.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, dialect: JSONDialect, depthLimit: Int = Limits.nestingDepth) throws(JSONSyntaxError) -> JSONValue {
        try inUTF8(bytes) { (utf8) throws(JSONSyntaxError) in
            var reader = JSONReader(bytes: utf8, dialect: dialect)
            reader.depthLimit = depthLimit
            return try reader.top()
        }
    }

    /// Parses `bytes` as `parse(_:dialect:depthLimit:)` does, leaving out every object member whose key
    /// is in `omitting` (read, so the syntax is checked, then dropped): a 134 MB Figma file carries
    /// tens of MB of fields its reader never looks at, which are then never held.
    package static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, dialect: JSONDialect, depthLimit: Int, omitting: Set<String>
    ) throws(JSONSyntaxError) -> JSONValue {
        try inUTF8(bytes) { (utf8) throws(JSONSyntaxError) in
            var reader = JSONReader(bytes: utf8, dialect: dialect)
            reader.depthLimit = depthLimit
            reader.omitted = omitting
            return try reader.top()
        }
    }

    /// Parses `bytes` in `dialect`.
    package static func parse(_ bytes: [UInt8], dialect: JSONDialect, depthLimit: Int = Limits.nestingDepth) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) in try parse(buffer, dialect: dialect, depthLimit: depthLimit) }
    }

    /// Parses `bytes` and returns, beside the value, the line on which each value starts, by JSON path
    /// (`$` is the root, `$.layout.children[0].width` a member of an item of an array).
    package static func parseWithLines(_ bytes: [UInt8], dialect: JSONDialect) throws(JSONSyntaxError) -> (value: JSONValue, lines: [String: Int]) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) in
            try inUTF8(buffer) { (utf8) throws(JSONSyntaxError) in
                var reader = JSONReader(bytes: utf8, dialect: dialect)
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
    }

    /// `line 3, column 14` of the first member key whose keys from the root (object keys only, array
    /// items add none) satisfy `matches`, or nil when none does or the bytes do not parse up to it.
    package static func position(ofKey matches: @escaping ([String]) -> Bool, in bytes: UnsafeBufferPointer<UInt8>, dialect: JSONDialect) -> String? {
        func find(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
            var reader = JSONReader(bytes: utf8, dialect: dialect)
            reader.keyMatch = matches
            reader.skipSpace()
            _ = try? reader.value(depth: 0)
            return reader.found.map { position(of: $0, in: utf8) }
        }
        switch JSONTextEncoding.utf8(bytes) {
        case .failure: return nil
        case .success(nil): return find(bytes)
        case .success(let converted?): return converted.withUnsafeBufferPointer(find)
        }
    }

    /// Runs `body` on `bytes` as UTF-8: as they are, without a byte-order mark, or converted from UTF-16.
    private static func inUTF8<T>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> T) throws(JSONSyntaxError) -> T {
        switch JSONTextEncoding.utf8(bytes) {
        case .failure(let error): throw error
        case .success(nil): return try body(bytes)
        case .success(let converted?):
            let result = converted.withUnsafeBufferPointer { utf8 in Result { () throws(JSONSyntaxError) in try body(utf8) } }
            return try result.get()
        }
    }

    private mutating func top() throws(JSONSyntaxError) -> JSONValue {
        skipSpace()
        let value = try value(depth: 0)
        skipSpace()
        guard index == bytes.count else { throw error("unexpected text after the top-level value") }
        return value
    }

    /// The child paths of `currentPath`, built only while recording.
    private func childPath(key: String) -> String { offsets == nil ? "" : "\(currentPath).\(key)" }
    private func childPath(item: Int) -> String { offsets == nil ? "" : "\(currentPath)[\(item)]" }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        if offsets != nil { offsets?[currentPath] = index }
        guard index < bytes.count else { throw error("the file ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < depthLimit else { throw error("nested deeper than \(depthLimit) levels") }
            return try object(depth: depth + 1)
        case UInt8(ascii: "["):
            guard depth < depthLimit else { throw error("nested deeper than \(depthLimit) levels") }
            return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "'") where json5: return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        // Where each key starts, so a repeated key is refused naming both places: this object's
        // starts are the end of `keyStarts`, one array for the whole file rather than one per
        // object. A small object (most are) searches its few keys; a dictionary of them is built
        // past `Self.searchedKeys`, as hashing every key of every object was a fifth of reading a
        // component document.
        let firstKey = keyStarts.count
        defer { keyStarts.removeLast(keyStarts.count - firstKey) }
        var keyIndex: [String: Int] = [:]
        skipSpace()
        while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
            let keyStart = index
            let key: String
            if bytes[index] == UInt8(ascii: "\"") || (json5 && bytes[index] == UInt8(ascii: "'")) {
                key = try string()
            } else if json5 {
                key = try bareKey()
            } else {
                throw error("expected a key in quotes")
            }
            let earlier: Int?
            if members.count < Self.searchedKeys {
                earlier = members.firstIndex { $0.key == key }.map { keyStarts[firstKey + $0] }
            } else {
                if keyIndex.isEmpty { for (i, member) in members.enumerated() { keyIndex[member.key] = keyStarts[firstKey + i] } }
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
            if let keyMatch {
                keyPath.append(key)
                if found == nil, keyMatch(keyPath) { found = keyStart }
            }
            let parent = currentPath
            currentPath = childPath(key: key)
            let member = try value(depth: depth)
            if omitted.isEmpty || !omitted.contains(key) { members.append((key, member)) }
            currentPath = parent
            if keyMatch != nil { keyPath.removeLast() }
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

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
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

    /// A quoted string with JSON escapes; bytes between escapes are copied in runs, and a string
    /// without an escape (nearly every one) is decoded straight from the file's bytes.
    private mutating func string() throws(JSONSyntaxError) -> String {
        let quote = bytes[index]
        index += 1
        var out: [UInt8] = []
        var runStart = index
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                if !escaped {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
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
                try escape(into: &out)
                runStart = index
                continue
            }
            if byte < 0x20 { throw error("a control character inside a string") }
            index += 1
        }
        throw error("a string is not closed")
    }

    /// One escape after a backslash, appended as UTF-8. Strict JSON knows eight escapes and refuses a
    /// lone surrogate; JSON5 takes any other character as itself and a lone surrogate as U+FFFD.
    private mutating func escape(into out: inout [UInt8]) throws(JSONSyntaxError) {
        let byte = bytes[index]
        index += 1
        if let single = JSONEscape.single(byte) {
            out.append(single)
            return
        }
        switch byte {
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code) {
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    let backslash = index
                    index += 2
                    let low = try hex4()
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        // A high surrogate before an escape that is no low one (`\ud800\ud800`,
                        // `\ud800\u0041`) is lone: U+FFFD in JSON5, and the next escape is read as its
                        // own (it wrapped past UInt32 before, a trap).
                        guard json5 else { throw error("a lone surrogate in a \\u escape") }
                        index = backslash
                    }
                } else if !json5 {
                    throw error("a lone surrogate in a \\u escape")
                }
            }
            guard let scalar = Unicode.Scalar(code) else {
                guard json5 else { throw error("a lone surrogate in a \\u escape") }
                out.append(contentsOf: [0xEF, 0xBF, 0xBD])
                return
            }
            out.append(contentsOf: String(Character(scalar)).utf8)
        default:
            guard json5 else { throw error("an unknown escape '\\\(Character(Unicode.Scalar(byte)))'") }
            out.append(byte)
        }
    }

    /// Four hex digits exactly: `UInt32(_:radix:)` alone would also take a sign (`\u+041`).
    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[index + offset]
            guard let digit = JSONEscape.hexDigit(byte) else {
                throw error("a \\u escape needs four hex digits")
            }
            value = value << 4 | digit
        }
        index += 4
        return value
    }

    /// A JSON5 identifier key (`$value`, `base`, `org_primer`).
    private mutating func bareKey() throws(JSONSyntaxError) -> String {
        let start = index
        while index < bytes.count, Self.isIdentifier(bytes[index]) { index += 1 }
        guard index > start else { throw error("expected a key in quotes") }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private static func isIdentifier(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b == UInt8(ascii: "-") || b >= 0x80
    }

    /// A number: in strict JSON its grammar exactly (`-`, digits without a leading zero, then an
    /// optional fraction and exponent); in JSON5 whatever `Double` reads of the number's characters.
    private mutating func number() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        if json5 {
            while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        } else {
            try strictNumber()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard index > start, let value = Double(text) else {
            let atEnd = index == bytes.count && index == start
            index = start
            throw error(atEnd ? "the file ends where a value should be" : "unexpected character \(character(at: start))")
        }
        guard value.isFinite else {
            index = start
            throw error("the number \(text) is too large to be a number (at most about 1.8e308)")
        }
        return JSONNumber(text: text, value: value)
    }

    /// Moves past a number in RFC 8259's grammar; nothing when no number starts here.
    private mutating func strictNumber() throws(JSONSyntaxError) {
        let start = index
        func digits(_ reader: inout JSONReader) -> Int {
            let from = reader.index
            while reader.index < reader.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.index]) { reader.index += 1 }
            return reader.index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let leading = index < bytes.count ? bytes[index] : 0
        let whole = digits(&self)
        guard whole > 0 else { index = start; return }
        guard !(leading == UInt8(ascii: "0") && whole > 1) else {
            index = start
            throw error("a number may not start with 0 and another digit")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("a number's fraction has no digits") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("a number's exponent has no digits") }
        }
    }

    private static func isNumberByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
    }

    private mutating func word(_ w: StaticString) throws(JSONSyntaxError) {
        // A static string's bytes are read in place: no array made for every true, false and null.
        let count = w.utf8CodeUnitCount, expected = w.utf8Start
        guard index + count <= bytes.count, (0..<count).allSatisfy({ bytes[index + $0] == expected[$0] }) else {
            throw error("unexpected character \(character(at: index))")
        }
        index += count
    }

    /// Skips white space, and in JSON5 comments.
    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            case UInt8(ascii: "/") where json5 && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where json5 && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(bytes.count, index + 2)
            default: return
            }
        }
    }

    private func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(reason: "\(reason) (\(Self.position(of: index, in: bytes)))")
    }

    /// `'x'`, or `U+00A0` for a character that does not show: the whole UTF-8 character at `offset`.
    private func character(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        guard let scalar = text.unicodeScalars.first, scalar.value > 0x20, scalar.value != 0x7F, !scalar.properties.isWhitespace else {
            let hex = String(text.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(text)'"
    }

    /// `line 3, column 14` of the byte at `offset`: lines from 1, columns counted in characters from 1.
    package static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var line = 1, column = 1
        for i in 0..<min(offset, bytes.count) {
            if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
        }
        return "line \(line), column \(column)"
    }
}
