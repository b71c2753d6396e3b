/// Specimen's one JSON writer: a `JSONValue` to bytes, the same bytes for the same value on every
/// run and platform.
///
/// Three layouts. `pretty` is exactly what `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]` (two-space indents, `"key" : value`, an empty array or object as its
/// bracket, a blank line and its closing bracket; `results.json`, `audit --json`, `tokens --dtcg`),
/// which tests hold byte for byte against `JSONEncoder`; `compact` is `JSONEncoder`'s without
/// `.prettyPrinted` (no white space, one line); `document` is the layout of the documents
/// and token files Specimen ships (`"key": value`, a short object or array of scalars on one line).
/// Strings escape what RFC 8259 requires and no more (non-ASCII and `/` stay as they are), with
/// `JSONEncoder`'s spellings (`\b`, `\f`, `\u001f`); a number is written as its text, and one made
/// from a `Double` is spelled as `JSONEncoder` spells it.
///
/// Why this and `JSONReader` rather than Foundation's coders, measured with callgrind (instructions,
/// `-O`, each net of the same program doing no JSON; `Tools/json-callgrind.sh` runs them):
///
/// | work | Foundation | this codec |
/// | --- | --- | --- |
/// | read `Snapshots/manifest.json` (359 entries, 276 KB) into entries | `JSONDecoder` + `Codable`: 84.9 M | `JSONReader` (strict) + `JSONFields`: 28.1 M |
/// | write `results.json` for 288 results (122 KB) | `JSONEncoder` + `Codable`: 19.4 M | `JSONWriter.pretty`: 9.8 M |
/// | read 1,000 batch lines | `JSONDecoder` per line: 64.3 M | `JSONReader` per line: 14.1 M |
///
/// The manifest is read before `snapshot verify` compares its first golden and the results are
/// written after its last, so both are on every verify's critical path; and Foundation reads no
/// JSON5 and names no line (see `JSONReader`). The bespoke strict manifest reader this codec
/// replaced took about 20 M for the manifest: one reader for every file costs the manifest about
/// 8 M (the UTF-8 check, a repeated key refused, numbers read once).
package enum JSONWriter {
    /// The order an object's members are written in.
    package enum KeyOrder: Sendable {
        /// By their keys' UTF-8 bytes (`ByteOrder`), as `JSONEncoder`'s `.sortedKeys` orders them here.
        case sorted
        /// As the value holds them.
        case asGiven
    }

    /// `value` as `JSONEncoder` writes it pretty-printed, slashes unescaped, keys sorted unless
    /// told; no final newline.
    package static func pretty(_ value: JSONValue, keys: KeyOrder = .sorted) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        pretty(value, depth: 0, keys: keys, into: &out)
        return out
    }

    private static func pretty(_ value: JSONValue, depth: Int, keys: KeyOrder, into out: inout [UInt8]) {
        switch value {
        case .array(let items):
            out.append(UInt8(ascii: "["))
            out.append(0x0A)
            if items.isEmpty { out.append(0x0A) }
            for (index, item) in items.enumerated() {
                indent(depth + 1, into: &out)
                pretty(item, depth: depth + 1, keys: keys, into: &out)
                if index < items.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(0x0A)
            }
            indent(depth, into: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            let ordered = keys == .sorted ? members.sorted { ByteOrder.precedes($0.key, $1.key) } : members
            out.append(UInt8(ascii: "{"))
            out.append(0x0A)
            if ordered.isEmpty { out.append(0x0A) }
            for (index, member) in ordered.enumerated() {
                indent(depth + 1, into: &out)
                quote(member.key, into: &out)
                out.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
                pretty(member.value, depth: depth + 1, keys: keys, into: &out)
                if index < ordered.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(0x0A)
            }
            indent(depth, into: &out)
            out.append(UInt8(ascii: "}"))
        default:
            scalar(value, into: &out)
        }
    }

    /// `value` on one line with no white space, as `JSONEncoder` writes it without `.prettyPrinted`.
    package static func compact(_ value: JSONValue, keys: KeyOrder = .sorted) -> [UInt8] {
        var out: [UInt8] = []
        compact(value, keys: keys, into: &out)
        return out
    }

    private static func compact(_ value: JSONValue, keys: KeyOrder, into out: inout [UInt8]) {
        switch value {
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                compact(item, keys: keys, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in (keys == .sorted ? members.sorted { ByteOrder.precedes($0.key, $1.key) } : members).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                quote(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                compact(member.value, keys: keys, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        default:
            scalar(value, into: &out)
        }
    }

    private static func indent(_ depth: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(0x20, count: 2 * depth))
    }

    /// A string, number, Boolean or null.
    private static func scalar(_ value: JSONValue, into out: inout [UInt8]) {
        switch value {
        case .string(let text): quote(text, into: &out)
        case .number(let number): out.append(contentsOf: number.text.utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null, .array, .object: out.append(contentsOf: "null".utf8)
        }
    }

    /// `value` in the layout of the documents and token files Specimen ships: two-space indents,
    /// `"key": value`, members in the order given, an object or array on one line when it holds
    /// only scalars and its line stays short; a final newline.
    package static func document(_ value: JSONValue) -> String {
        document(value, indent: "") + "\n"
    }

    // Each value's one-line form is decided once, bottom up, and a container that cannot be one line
    // is not asked again for its children's one-line forms: asking every child for both forms at
    // every level made the writer exponential in the depth (a Figma page of 260 nested auto-layout
    // nodes took 154 s to import, 90% of it here).
    private static func document(_ value: JSONValue, indent: String) -> String {
        if let line = oneLine(value) { return line }
        let inner = indent + "  "
        switch value {
        case .array(let items):
            return "[\n" + items.map { inner + document($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            return "{\n" + members.map { inner + quoted($0.key) + ": " + document($0.value, indent: inner) }.joined(separator: ",\n") + "\n" + indent
                + "}"
        default:
            return scalarText(value)
        }
    }

    /// The width under which a container holding another container stays on one line, and an
    /// object of scalars too (counted in characters, its members' text without the separators).
    private static let lineWidth = 80

    /// `value` on one line as `document` writes it, or nil when `document` breaks it over lines:
    /// a scalar; an empty container; an array of scalars, however long; an array whose items are
    /// each one line and whose text is under `lineWidth`; an object of scalars under `lineWidth`.
    /// It stops reading as soon as the text reaches the width, so it costs at most the scalars
    /// of one array beside `lineWidth` characters, whatever the value's size.
    private static func oneLine(_ value: JSONValue) -> String? {
        switch value {
        case .array(let items):
            if items.allSatisfy(isScalar) { return "[" + items.map(scalarText).joined(separator: ", ") + "]" }
            var pieces: [String] = []
            var width = 0
            for item in items {
                guard let piece = oneLine(item) else { return nil }
                width += piece.count
                if width >= lineWidth { return nil }
                pieces.append(piece)
            }
            return "[" + pieces.joined(separator: ", ") + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            guard members.allSatisfy({ isScalar($0.value) }) else { return nil }
            var pieces: [String] = []
            var width = 0
            for member in members {
                let piece = quoted(member.key) + ": " + scalarText(member.value)
                width += piece.count
                if width >= lineWidth { return nil }
                pieces.append(piece)
            }
            return "{" + pieces.joined(separator: ", ") + "}"
        default:
            return scalarText(value)
        }
    }

    private static func scalarText(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        scalar(value, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: false
        default: true
        }
    }

    /// `text` as a quoted JSON string, for the JSON Specimen lays out by hand (layouts, the manifest).
    package static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        quote(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Quotes, backslashes and control characters escaped as `JSONEncoder` escapes them.
    private static func quote(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings (names, paths, statuses) need no escape: their bytes are copied whole.
        var text = text
        let plain = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if plain {
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0..<0x20:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A `Double` as `JSONEncoder` and `JSONSerialization` spell it: its shortest round-trip
    /// spelling, without a `.0` (`2`, `0.1`, `1e+20`, `1.5e-07`). A value past `Double`'s range
    /// cannot be JSON and is written `null`.
    package static func spelling(of value: Double) -> String {
        guard value.isFinite else { return "null" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
