import SpecimenLimits

/// A JSON value as `manifest.json` holds it.
///
/// The manifest is read by this small strict reader instead of `JSONDecoder`: decoding its 360
/// entries through `Codable` cost 74 M instructions, a third of everything `snapshot verify` does
/// besides drawing, and it ran before the first golden could be compared. Not SpecimenTokens'
/// `TokenJSONReader` either: that one reads JSON5 (comments, unquoted keys, single quotes), and a
/// manifest `JSONDecoder` refused must stay refused.
enum ManifestJSON {
    case string(String)
    /// The number's text, kept so an integer field can refuse `2.5` as `JSONDecoder` did.
    case number(Substring)
    case bool(Bool)
    case null
    case array([ManifestJSON])
    /// Members in file order; looked up by a scan, which for the manifest's few keys beats hashing each one.
    case object([(key: String, value: ManifestJSON)])

    /// Parses JSON (RFC 8259), allowing a trailing comma as `JSONDecoder` did, since people edit the
    /// manifest's `compare` settings by hand; the error names what is wrong and the line it is on.
    static func parse(_ bytes: [UInt8]) throws(ManifestJSONError) -> ManifestJSON {
        try bytes.withUnsafeBufferPointer { buffer throws(ManifestJSONError) in
            var reader = Reader(bytes: buffer)
            reader.skipSpace()
            let value = try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.index == buffer.count else { throw reader.error("unexpected text after the top-level value") }
            return value
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func value(depth: Int) throws(ManifestJSONError) -> ManifestJSON {
            guard index < bytes.count else { throw error("the file ends where a value should be") }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < Limits.nestingDepth else { throw error("nested deeper than \(Limits.nestingDepth) levels") }
                return bytes[index] == UInt8(ascii: "{") ? try object(depth: depth + 1) : try array(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try word("true"); return .bool(true)
            case UInt8(ascii: "f"): try word("false"); return .bool(false)
            case UInt8(ascii: "n"): try word("null"); return .null
            default: return try number()
            }
        }

        mutating func object(depth: Int) throws(ManifestJSONError) -> ManifestJSON {
            index += 1
            var members: [(key: String, value: ManifestJSON)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
                index += 1
                skipSpace()
                members.append((key, try value(depth: depth)))
                skipSpace()
                guard index < bytes.count else { throw error("the file ends inside an object") }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or '}' in an object") }
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            }
        }

        mutating func array(depth: Int) throws(ManifestJSONError) -> ManifestJSON {
            index += 1
            var elements: [ManifestJSON] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            while true {
                elements.append(try value(depth: depth))
                skipSpace()
                guard index < bytes.count else { throw error("the file ends inside an array") }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
                guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or ']' in an array") }
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            }
        }

        /// A quoted string; runs without escapes are copied whole, which is nearly every string here.
        mutating func string() throws(ManifestJSONError) -> String {
            index += 1
            var scalars: [UInt8] = []
            var runStart = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text: String
                    if scalars.isEmpty {
                        text = String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                    } else {
                        scalars.append(contentsOf: bytes[runStart..<index])
                        text = String(decoding: scalars, as: UTF8.self)
                    }
                    index += 1
                    return text
                }
                if byte < 0x20 { throw error("a control character inside a string") }
                if byte == UInt8(ascii: "\\") {
                    scalars.append(contentsOf: bytes[runStart..<index])
                    index += 1
                    guard index < bytes.count else { break }
                    try escape(into: &scalars)
                    runStart = index
                    continue
                }
                index += 1
            }
            throw error("a string is not closed")
        }

        /// One escape after a backslash, appended as UTF-8.
        mutating func escape(into out: inout [UInt8]) throws(ManifestJSONError) {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(byte)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("a lone surrogate in a \\u escape")
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate in a \\u escape") }
                    scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw error("a lone surrogate in a \\u escape") }
                out.append(contentsOf: String(Character(unicode)).utf8)
            default: throw error("an unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
            }
        }

        mutating func hex4() throws(ManifestJSONError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw error("a \\u escape needs four hex digits") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else { throw error("a \\u escape needs four hex digits") }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        /// A number in JSON's grammar: `-`, digits without a leading zero, then an optional fraction and exponent.
        mutating func number() throws(ManifestJSONError) -> ManifestJSON {
            let start = index
            func digits(_ reader: inout Reader) -> Int {
                let from = reader.index
                while reader.index < reader.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.index]) { reader.index += 1 }
                return reader.index - from
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let leading = index < bytes.count ? bytes[index] : 0
            let whole = digits(&self)
            guard whole > 0, !(leading == UInt8(ascii: "0") && whole > 1) else { throw error("expected a value") }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits(&self) > 0 else { throw error("a number's fraction has no digits") }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits(&self) > 0 else { throw error("a number's exponent has no digits") }
            }
            return .number(Substring(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        }

        mutating func word(_ expected: String) throws(ManifestJSONError) {
            for byte in expected.utf8 {
                guard index < bytes.count, bytes[index] == byte else { throw error("expected a value") }
                index += 1
            }
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        func error(_ reason: String) -> ManifestJSONError {
            let line = 1 + bytes[..<min(index, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            return ManifestJSONError(description: "invalid JSON: \(reason) (line \(line))")
        }
    }
}

/// Why `manifest.json` could not be read, in one line.
struct ManifestJSONError: Error, CustomStringConvertible {
    let description: String
}
