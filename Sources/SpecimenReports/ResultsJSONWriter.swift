/// Writes `results.json` with exactly the bytes `JSONEncoder` writes for a `VerificationDocument`
/// with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`: keys sorted, two-space indents,
/// `"key" : value`, an empty array or object as an opening line, a blank line and its closing
/// bracket, absent optionals left out.
///
/// By hand because encoding through `Codable` cost 22 M instructions for 288 results, the longest
/// step of the report that ends every `verify`. A test holds the two byte for byte.
struct ResultsJSONWriter {
    private var out: [UInt8] = []

    static func bytes(of document: VerificationDocument) -> [UInt8] {
        var writer = ResultsJSONWriter()
        writer.out.reserveCapacity(512 + document.results.count * 512)
        writer.document(document)
        return writer.out
    }

    /// One member of an object being written: its key and how to write its value.
    private typealias Member = (key: String, write: (inout ResultsJSONWriter, Int) -> Void)

    private mutating func document(_ document: VerificationDocument) {
        var members: [Member] = [
            ("filter", { $0.strings(document.filter, $1) }),
            ("format", { $0.integer(document.format, $1) }),
            ("results", { w, depth in w.array(document.results, depth) { w, result, depth in w.result(result, depth) } }),
            ("shards", { $0.strings(document.shards, $1) }),
            ("specimen", { $0.string(document.specimen, $1) }),
            ("tolerance", { $0.string(document.tolerance, $1) }),
            ("totals", { w, depth in w.totals(document.totals, depth) }),
        ]
        if let rerecord = document.rerecord { members.append(("rerecord", { $0.string(rerecord, $1) })) }
        object(members, 0)
    }

    private mutating func result(_ result: VerificationDocument.Result, _ depth: Int) {
        var members: [Member] = [
            ("changedPixels", { $0.integer(result.changedPixels, $1) }),
            ("file", { $0.string(result.file, $1) }),
            ("message", { $0.string(result.message, $1) }),
            ("name", { $0.string(result.name, $1) }),
            ("passed", { w, _ in w.literal(result.passed ? "true" : "false") }),
            ("regions", { w, depth in w.array(result.regions, depth) { w, region, depth in w.region(region, depth) } }),
            ("seconds", { $0.number(result.seconds, $1) }),
            ("status", { $0.string(result.status, $1) }),
        ]
        if let images = result.images { members.append(("images", { w, depth in w.images(images, depth) })) }
        if let rerecord = result.rerecord { members.append(("rerecord", { $0.string(rerecord, $1) })) }
        if let scale = result.scale { members.append(("scale", { $0.number(scale, $1) })) }
        if let set = result.set { members.append(("set", { $0.string(set, $1) })) }
        if let theme = result.theme { members.append(("theme", { $0.string(theme, $1) })) }
        if let variant = result.variant { members.append(("variant", { $0.string(variant, $1) })) }
        object(members, depth)
    }

    private mutating func region(_ region: VerificationDocument.Region, _ depth: Int) {
        object(
            [
                ("height", { $0.integer(region.height, $1) }), ("maxDelta", { $0.integer(region.maxDelta, $1) }),
                ("node", { $0.string(region.node, $1) }), ("pixels", { $0.integer(region.pixels, $1) }),
                ("width", { $0.integer(region.width, $1) }), ("x", { $0.integer(region.x, $1) }), ("y", { $0.integer(region.y, $1) }),
            ], depth)
    }

    private mutating func images(_ images: VerificationDocument.Images, _ depth: Int) {
        var members: [Member] = [("golden", { $0.string(images.golden, $1) })]
        if let actual = images.actual { members.append(("actual", { $0.string(actual, $1) })) }
        if let diff = images.diff { members.append(("diff", { $0.string(diff, $1) })) }
        if let expected = images.expected { members.append(("expected", { $0.string(expected, $1) })) }
        object(members, depth)
    }

    private mutating func totals(_ totals: VerificationDocument.Totals, _ depth: Int) {
        object(
            [
                (
                    "byStatus",
                    { w, depth in
                        w.object(totals.byStatus.map { entry in (entry.key, { $0.integer(entry.value, $1) }) }, depth)
                    }
                ),
                ("failed", { $0.integer(totals.failed, $1) }), ("goldens", { $0.integer(totals.goldens, $1) }),
                ("matched", { $0.integer(totals.matched, $1) }), ("seconds", { $0.number(totals.seconds, $1) }),
            ], depth)
    }

    // MARK: JSON

    private mutating func object(_ members: [Member], _ depth: Int) {
        let sorted = members.sorted { ByteOrder.precedes($0.key, $1.key) }
        out.append(UInt8(ascii: "{"))
        out.append(10)
        if sorted.isEmpty { out.append(10) }
        for (index, member) in sorted.enumerated() {
            indent(depth + 1)
            string(member.key, depth + 1)
            literal(" : ")
            member.write(&self, depth + 1)
            if index < sorted.count - 1 { out.append(UInt8(ascii: ",")) }
            out.append(10)
        }
        indent(depth)
        out.append(UInt8(ascii: "}"))
    }

    private mutating func array<Element>(_ elements: [Element], _ depth: Int, _ write: (inout ResultsJSONWriter, Element, Int) -> Void) {
        out.append(UInt8(ascii: "["))
        out.append(10)
        if elements.isEmpty { out.append(10) }
        for (index, element) in elements.enumerated() {
            indent(depth + 1)
            write(&self, element, depth + 1)
            if index < elements.count - 1 { out.append(UInt8(ascii: ",")) }
            out.append(10)
        }
        indent(depth)
        out.append(UInt8(ascii: "]"))
    }

    private mutating func strings(_ values: [String], _ depth: Int) {
        array(values, depth) { w, value, depth in w.string(value, depth) }
    }

    private mutating func indent(_ depth: Int) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    private mutating func literal(_ text: String) { out.append(contentsOf: text.utf8) }

    private mutating func integer(_ value: Int, _ depth: Int) { literal(String(value)) }

    /// A double as `JSONEncoder` spells it: whole numbers without a fraction, the rest by their
    /// shortest round-trip spelling.
    private mutating func number(_ value: Double, _ depth: Int) {
        if value == value.rounded(), abs(value) < 1e15 { literal(String(Int(value))) } else { literal(value.description) }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Not `JSONString.quoted`: `JSONEncoder` writes backspace and form feed as `\b` and `\f`, which
    /// that one spells `\u0008` and `\u000c`, and this file keeps `JSONEncoder`'s bytes.
    private mutating func string(_ value: String, _ depth: Int) {
        out.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): literal("\\\"")
            case UInt8(ascii: "\\"): literal("\\\\")
            case 0x0A: literal("\\n")
            case 0x0D: literal("\\r")
            case 0x09: literal("\\t")
            case 0x08: literal("\\b")
            case 0x0C: literal("\\f")
            case 0..<0x20:
                literal("\\u00")
                out.append(Self.hex[Int(byte >> 4)])
                out.append(Self.hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
