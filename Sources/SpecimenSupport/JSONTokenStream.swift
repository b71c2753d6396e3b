import SpecimenLimits

/// Strict JSON (RFC 8259) read as a stream of tokens from a source of bytes, a bounded chunk at a
/// time, for files too large to hold: a reader builds what it keeps of each value as the tokens pass
/// and the bytes behind them are dropped.
///
/// The stream checks the grammar itself (commas, colons, keys, nesting, one value at the top, a key
/// once per object), so a reader never sees a malformed sequence; every error is one line naming what
/// is wrong and its line and column, as `JSONReader`'s are. A token (a string, a number) is always
/// whole in the buffer when it is read: when it reaches past the bytes in hand, the buffer keeps it
/// and reads on, growing only for a token longer than a chunk, up to `Limits.jsonTokenBytes`.
///
/// UTF-8 only (a byte-order mark is skipped); strings are checked to be well-formed UTF-8.
package struct JSONTokenStream {
    /// One token of the stream.
    package enum Token: Equatable, Sendable {
        case beginObject, endObject, beginArray, endArray
        /// An object member's key; its value's tokens follow.
        case key(String)
        case string(String)
        case number(JSONNumber)
        case bool(Bool)
        case null
        /// Past the top-level value: only white space followed it.
        case end
    }

    /// Fills the buffer it is given from the start with the next bytes; returns how many (0 at the
    /// end), or throws why the bytes cannot be read.
    package typealias Source = (UnsafeMutableRawBufferPointer) throws(JSONSyntaxError) -> Int

    private enum Expect {
        /// A value (at the top, after a key's colon, after an array's comma).
        case value
        /// A value or `]`, just after `[`.
        case valueOrClose
        /// A key or `}`, just after `{`.
        case keyOrClose
        /// A key, after an object's comma.
        case key
        /// `,` or the container's close, after a value.
        case commaOrClose
        /// Nothing but white space: the top-level value is read.
        case done
    }

    private let source: Source
    private var buffer: [UInt8]
    private let chunk: Int
    private let depthLimit: Int
    /// The bytes in hand are `buffer[index..<end]`; `tokenStart` is where the token being read began
    /// (kept when the buffer is refilled).
    private var index = 0
    private var end = 0
    private var tokenStart = 0
    private var atEnd = false
    private var checkedMark = false
    /// Lines and characters of the bytes already dropped, for an error's line and column.
    private var droppedLines = 0
    private var droppedColumns = 0
    private var expect = Expect.value
    /// One entry per open container: true for an object.
    private var open: [Bool] = []
    /// The keys of the open objects, innermost last (`keyStarts` says where each object's begin), and
    /// a set of them for an object past `searchedKeys` keys.
    private var keys: [String] = []
    private var keyStarts: [Int] = []
    private var keySets: [Set<String>?] = []
    private static let searchedKeys = 16

    /// A stream over `source`, read `chunk` bytes at a time, refusing nesting past `depthLimit`.
    package init(chunk: Int = 1 << 20, depthLimit: Int, source: @escaping Source) {
        self.source = source
        self.chunk = max(1, chunk)
        self.depthLimit = depthLimit
        buffer = [UInt8](repeating: 0, count: self.chunk)
    }

    /// How deep the stream is: the number of containers open.
    package var depth: Int { open.count }

    /// The next token; `.end` once the top-level value is read (and again after).
    package mutating func next() throws(JSONSyntaxError) -> Token {
        if !checkedMark { try skipMark() }
        while true {
            try skipSpace()
            tokenStart = index
            guard index < end else {
                if expect == .done { return .end }
                throw error(endMessage())
            }
            let byte = buffer[index]
            switch expect {
            case .done:
                throw error("unexpected text after the top-level value")
            case .commaOrClose:
                if byte == UInt8(ascii: ",") {
                    index += 1
                    expect = open.last == true ? .key : .value
                    continue
                }
                if let token = close(byte) { return token }
                throw error(open.last == true ? "expected ',' or '}' after the member \"\(keys.last ?? "")\"" : "expected ',' or ']' in an array")
            case .keyOrClose:
                if byte == UInt8(ascii: "}") { return close(byte)! }
                return try key()
            case .key:
                return try key()
            case .valueOrClose:
                if byte == UInt8(ascii: "]") { return close(byte)! }
                return try value(byte)
            case .value:
                return try value(byte)
            }
        }
    }

    /// Inside an array: true (and its `]` read) when the array ends here, false when an item follows
    /// (its comma read, the item not).
    package mutating func atArrayEnd() throws(JSONSyntaxError) -> Bool {
        if !checkedMark { try skipMark() }
        while true {
            try skipSpace()
            tokenStart = index
            guard index < end else { throw error(endMessage()) }
            let byte = buffer[index]
            switch expect {
            case .commaOrClose:
                if byte == UInt8(ascii: ",") {
                    index += 1
                    expect = .value
                    continue
                }
                if close(byte) != nil { return true }
                throw error(open.last == true ? "expected ',' or '}' after the member \"\(keys.last ?? "")\"" : "expected ',' or ']' in an array")
            case .valueOrClose:
                return close(byte) != nil
            default:
                return false
            }
        }
    }

    /// Reads the value that starts next (its tokens, whole) and drops it, checking its grammar.
    package mutating func skipValue() throws(JSONSyntaxError) {
        let base = open.count
        repeat { _ = try next() } while open.count > base
    }

    /// Reads the value that starts next into a `JSONValue`, leaving out every object member whose key
    /// is in `omitting`.
    package mutating func value(omitting: Set<String> = []) throws(JSONSyntaxError) -> JSONValue {
        try build(try next(), omitting: omitting)
    }

    /// The value that `first` starts, read on from the stream.
    package mutating func build(_ first: Token, omitting: Set<String>) throws(JSONSyntaxError) -> JSONValue {
        switch first {
        case .string(let s): return .string(s)
        case .number(let n): return .number(n)
        case .bool(let b): return .bool(b)
        case .null: return .null
        case .beginArray:
            var items: [JSONValue] = []
            while true {
                let token = try next()
                if token == .endArray { return .array(items) }
                items.append(try build(token, omitting: omitting))
            }
        case .beginObject:
            var members: [(key: String, value: JSONValue)] = []
            while true {
                let token = try next()
                guard case .key(let key) = token else { return .object(members) }
                if omitting.contains(key) {
                    try skipValue()
                } else {
                    members.append((key, try value(omitting: omitting)))
                }
            }
        case .key, .endObject, .endArray, .end:
            // The stream's grammar never yields these where a value starts.
            throw error("a value was expected")
        }
    }

    // MARK: - Tokens

    private mutating func value(_ byte: UInt8) throws(JSONSyntaxError) -> Token {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard open.count < depthLimit else { throw error("nested deeper than \(depthLimit) levels") }
            index += 1
            let isObject = byte == UInt8(ascii: "{")
            open.append(isObject)
            if isObject {
                keyStarts.append(keys.count)
                keySets.append(nil)
            }
            expect = isObject ? .keyOrClose : .valueOrClose
            return isObject ? .beginObject : .beginArray
        case UInt8(ascii: "\""):
            let text = try string()
            expect = open.isEmpty ? .done : .commaOrClose
            return .string(text)
        case UInt8(ascii: "t"):
            try word("true")
            return afterValue(.bool(true))
        case UInt8(ascii: "f"):
            try word("false")
            return afterValue(.bool(false))
        case UInt8(ascii: "n"):
            try word("null")
            return afterValue(.null)
        default:
            return afterValue(.number(try number()))
        }
    }

    private mutating func afterValue(_ token: Token) -> Token {
        expect = open.isEmpty ? .done : .commaOrClose
        return token
    }

    /// The close of the innermost container when `byte` is it, else nil.
    private mutating func close(_ byte: UInt8) -> Token? {
        guard let isObject = open.last, byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return nil }
        index += 1
        open.removeLast()
        if isObject {
            keys.removeLast(keys.count - keyStarts.removeLast())
            keySets.removeLast()
        }
        expect = open.isEmpty ? .done : .commaOrClose
        return isObject ? .endObject : .endArray
    }

    private mutating func key() throws(JSONSyntaxError) -> Token {
        guard buffer[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
        let key = try string()
        let first = keyStarts[keyStarts.count - 1]
        let repeated: Bool
        if keys.count - first < Self.searchedKeys {
            repeated = keys[first...].contains(key)
        } else {
            if keySets[keySets.count - 1] == nil { keySets[keySets.count - 1] = Set(keys[first...]) }
            repeated = keySets[keySets.count - 1]!.insert(key).inserted == false
        }
        if repeated {
            // The key began the token: where a refill left `tokenStart`.
            index = tokenStart
            throw error("the key \"\(key)\" appears twice in one object; each name may appear once")
        }
        keys.append(key)
        if keySets[keySets.count - 1] != nil { keySets[keySets.count - 1]!.insert(key) }
        try skipSpace()
        guard index < end, buffer[index] == UInt8(ascii: ":") else {
            throw error(index < end ? "expected ':' after the key \"\(key)\"" : "the file ends after the key \"\(key)\"")
        }
        index += 1
        expect = .value
        return .key(key)
    }

    /// A quoted string: found whole first (reading on while it is not closed), then decoded.
    private mutating func string() throws(JSONSyntaxError) -> String {
        var at = index + 1
        var escapes = false
        var ascii = true
        while true {
            if at >= end {
                let offset = at - index
                let more = try refill()
                at = index + offset
                guard more else { throw error("a string is not closed") }
                continue
            }
            // The bytes in hand scanned through a pointer: a byte at a time through the array's
            // subscript was most of a large file's reading in the debug build.
            let (stop, sawEscape, sawNonASCII) = buffer.withUnsafeBufferPointer { bytes in
                var i = at, escape = false, nonASCII = false
                while i < end {
                    let byte = bytes[i]
                    if byte == UInt8(ascii: "\"") || byte < 0x20 { break }
                    if byte == UInt8(ascii: "\\") {
                        escape = true
                        i += 2
                        continue
                    }
                    if byte >= 0x80 { nonASCII = true }
                    i += 1
                }
                return (i, escape, nonASCII)
            }
            at = stop
            escapes = escapes || sawEscape
            ascii = ascii && !sawNonASCII
            guard at < end else { continue }
            if buffer[at] == UInt8(ascii: "\"") { break }
            index = at
            throw error("a control character inside a string")
        }
        let start = index + 1
        defer { index = at + 1 }
        if !ascii, let bad = Self.firstInvalidUTF8(buffer, from: start, to: at) {
            index = bad
            let hex = String(buffer[bad], radix: 16, uppercase: true)
            throw error("the file is not UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex), as Latin-1 or Windows-1252 would write it); save it as UTF-8")
        }
        guard escapes else {
            return buffer.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<at]), as: UTF8.self) }
        }
        var out: [UInt8] = []
        out.reserveCapacity(at - start)
        var i = start
        while i < at {
            let byte = buffer[i]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                i += 1
                continue
            }
            i += 1
            try escape(at: &i, limit: at, into: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// One escape after a backslash at `i` (within `buffer[..<limit]`), appended as UTF-8: RFC 8259's
    /// eight, and `\u` with a surrogate pair; a lone surrogate is refused.
    private mutating func escape(at i: inout Int, limit: Int, into out: inout [UInt8]) throws(JSONSyntaxError) {
        let byte = buffer[i]
        i += 1
        if let single = JSONEscape.single(byte) {
            out.append(single)
            return
        }
        switch byte {
        case UInt8(ascii: "u"):
            var code = try hex4(at: &i, limit: limit)
            if (0xD800..<0xDC00).contains(code) {
                guard i + 1 < limit, buffer[i] == UInt8(ascii: "\\"), buffer[i + 1] == UInt8(ascii: "u") else {
                    index = i
                    throw error("a lone surrogate in a \\u escape")
                }
                i += 2
                let low = try hex4(at: &i, limit: limit)
                guard (0xDC00..<0xE000).contains(low) else {
                    index = i
                    throw error("a lone surrogate in a \\u escape")
                }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else {
                index = i
                throw error("a lone surrogate in a \\u escape")
            }
            out.append(contentsOf: String(Character(scalar)).utf8)
        default:
            index = i - 1
            throw error("an unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func hex4(at i: inout Int, limit: Int) throws(JSONSyntaxError) -> UInt32 {
        guard i + 4 <= limit else {
            index = i
            throw error("a \\u escape needs four hex digits")
        }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = buffer[i + offset]
            guard let digit = JSONEscape.hexDigit(byte) else {
                index = i
                throw error("a \\u escape needs four hex digits")
            }
            value = value << 4 | digit
        }
        i += 4
        return value
    }

    /// The first byte of `bytes[from..<to]` that does not start well-formed UTF-8, or nil.
    private static func firstInvalidUTF8(_ bytes: [UInt8], from: Int, to: Int) -> Int? {
        var i = from
        while i < to {
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            let length: Int, minimum: UInt32
            switch lead {
            case 0xC2...0xDF: (length, minimum) = (2, 0x80)
            case 0xE0...0xEF: (length, minimum) = (3, 0x800)
            case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
            default: return i
            }
            guard i + length <= to else { return i }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for offset in 1..<length {
                let next = bytes[i + offset]
                guard next & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return i }
            i += length
        }
        return nil
    }

    /// A number in RFC 8259's grammar: `-`, digits without a leading zero, an optional fraction and
    /// exponent. Its bytes are found whole first, reading on at the buffer's end.
    private mutating func number() throws(JSONSyntaxError) -> JSONNumber {
        var at = index
        while true {
            if at >= end {
                // Refilling moves the bytes in hand to the buffer's start: `at` moves with them.
                let offset = at - index
                let more = try refill()
                at = index + offset
                guard more else { break }
                continue
            }
            guard Self.isNumberByte(buffer[at]) else { break }
            at += 1
        }
        let start = index
        guard at > start else { throw error("unexpected character \(character(at: start))") }
        var i = start
        func digits() -> Int {
            let from = i
            while i < at, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(buffer[i]) { i += 1 }
            return i - from
        }
        if buffer[i] == UInt8(ascii: "-") { i += 1 }
        let leading = i < at ? buffer[i] : 0
        let whole = digits()
        guard whole > 0 else { throw error("unexpected character \(character(at: start))") }
        guard !(leading == UInt8(ascii: "0") && whole > 1) else { throw error("a number may not start with 0 and another digit") }
        if i < at, buffer[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else {
                index = i
                throw error("a number's fraction has no digits")
            }
        }
        if i < at, buffer[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < at, buffer[i] == UInt8(ascii: "+") || buffer[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else {
                index = i
                throw error("a number's exponent has no digits")
            }
        }
        guard i == at else {
            index = i
            throw error("unexpected character \(character(at: i))")
        }
        let text = buffer.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<at]), as: UTF8.self) }
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is too large to be a number (at most about 1.8e308)")
        }
        index = at
        return JSONNumber(text: text, value: value)
    }

    private static func isNumberByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
    }

    private mutating func word(_ w: StaticString) throws(JSONSyntaxError) {
        let count = w.utf8CodeUnitCount, expected = w.utf8Start
        while end - index < count, try refill() {}
        for offset in 0..<count {
            guard index + offset < end, buffer[index + offset] == expected[offset] else {
                index += offset
                throw error(index < end ? "unexpected character \(character(at: index))" : "the file ends inside \(w)")
            }
        }
        index += count
    }

    // MARK: - Bytes

    private mutating func skipMark() throws(JSONSyntaxError) {
        checkedMark = true
        while end - index < 3, try refill() {}
        if end - index >= 3, buffer[index] == 0xEF, buffer[index + 1] == 0xBB, buffer[index + 2] == 0xBF {
            index += 3
            // The mark is no character of line 1.
            droppedColumns = -1
        } else if end - index >= 2, (buffer[index] == 0xFF && buffer[index + 1] == 0xFE) || (buffer[index] == 0xFE && buffer[index + 1] == 0xFF) {
            throw error("the file is UTF-16; save it as UTF-8")
        }
    }

    private mutating func skipSpace() throws(JSONSyntaxError) {
        while true {
            let stop = buffer.withUnsafeBufferPointer { bytes in
                var i = index
                while i < end, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x09 || bytes[i] == 0x0D { i += 1 }
                return i
            }
            index = stop
            if index < end { return }
            tokenStart = index
            guard try refill() else { return }
        }
    }

    /// Reads more bytes after `end`, first dropping those before `tokenStart` (and counting their
    /// lines); false at the end of the source.
    private mutating func refill() throws(JSONSyntaxError) -> Bool {
        guard !atEnd else { return false }
        if tokenStart > 0 {
            count(upTo: tokenStart)
            let kept = end - tokenStart
            if kept > 0 {
                buffer.withUnsafeMutableBufferPointer { raw in
                    let base = raw.baseAddress!
                    base.update(from: base + tokenStart, count: kept)
                }
            }
            index -= tokenStart
            end = kept
            tokenStart = 0
        }
        if end == buffer.count {
            guard buffer.count < Limits.jsonTokenBytes else {
                throw error("a value longer than \(Limits.jsonTokenBytes / 1_048_576) MB without a break (Limits.jsonTokenBytes)")
            }
            buffer += [UInt8](repeating: 0, count: min(buffer.count, Limits.jsonTokenBytes - buffer.count))
        }
        let from = end, source = source
        let result = buffer.withUnsafeMutableBytes { raw in
            Result { () throws(JSONSyntaxError) -> Int in try source(UnsafeMutableRawBufferPointer(rebasing: raw[from...])) }
        }
        let read = try result.get()
        if read <= 0 {
            atEnd = true
            return false
        }
        end += read
        return true
    }

    /// Adds the lines and characters of `buffer[..<offset]` to the dropped ones.
    private mutating func count(upTo offset: Int) {
        for i in 0..<offset {
            let byte = buffer[i]
            if byte == 0x0A {
                droppedLines += 1
                droppedColumns = 0
            } else if byte & 0xC0 != 0x80 {
                droppedColumns += 1
            }
        }
    }

    private func endMessage() -> String {
        switch expect {
        case .value, .valueOrClose: open.isEmpty ? "the file ends where a value should be" : (open.last! ? "an object is not closed with '}'" : "an array is not closed with ']'")
        case .keyOrClose, .key: "an object is not closed with '}'"
        case .commaOrClose: open.last! ? "an object is not closed with '}'" : "an array is not closed with ']'"
        case .done: "the file ends"
        }
    }

    /// `'x'`, or `U+00A0` for a character that does not show: the character at `offset`.
    private func character(at offset: Int) -> String {
        var last = offset + 1
        while last < end, buffer[last] & 0xC0 == 0x80 { last += 1 }
        let text = buffer.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[offset..<min(last, end)]), as: UTF8.self) }
        guard let scalar = text.unicodeScalars.first, scalar.value > 0x20, scalar.value != 0x7F, !scalar.properties.isWhitespace else {
            let hex = String(text.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(text)'"
    }

    /// The error `reason` at the current byte: `reason (line 3, column 14)`.
    package func error(_ reason: String) -> JSONSyntaxError {
        var line = droppedLines + 1, column = droppedColumns + 1
        for i in 0..<min(index, end) {
            if buffer[i] == 0x0A {
                line += 1
                column = 1
            } else if buffer[i] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(reason: "\(reason) (line \(line), column \(column))")
    }
}
