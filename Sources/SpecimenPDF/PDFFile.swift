/// The objects of one PDF file, numbered in the order they were reserved, and their serialisation
/// with a cross-reference table and trailer.
///
/// Objects are reserved before they are written, so a page can name its fonts and the page tree
/// before either exists. Offsets are byte counts of what came before, so the file is the same
/// whenever the objects are.
struct PDFFile {
    private var bodies: [[UInt8]?] = []

    /// A fresh object number (from 1).
    mutating func reserve() -> Int {
        bodies.append(nil)
        return bodies.count
    }

    /// Sets object `number`'s body: a dictionary, array or other direct value.
    mutating func set(_ number: Int, _ value: String) {
        bodies[number - 1] = Array(value.utf8)
    }

    /// Sets object `number` to a stream: `dictionary` (without `/Length` or `/Filter`) and `data`,
    /// compressed with `FlateDecode` when `compress` is set.
    mutating func setStream(_ number: Int, dictionary: String, data: [UInt8], compress: Bool = true) throws {
        let payload = compress ? try Deflate.compress(data) : data
        let filter = compress ? " /Filter /FlateDecode" : ""
        var body = Array("<< \(dictionary) /Length \(payload.count)\(filter) >>\nstream\n".utf8)
        body += payload
        body += Array("\nendstream".utf8)
        bodies[number - 1] = body
    }

    /// Adds an object and returns its number.
    mutating func add(_ value: String) -> Int {
        let number = reserve()
        set(number, value)
        return number
    }

    mutating func addStream(dictionary: String, data: [UInt8], compress: Bool = true) throws -> Int {
        let number = reserve()
        try setStream(number, dictionary: dictionary, data: data, compress: compress)
        return number
    }

    /// The whole file: header, objects, `xref`, trailer naming `root` and `info`.
    func serialized(root: Int, info: Int) -> [UInt8] {
        // The binary comment line tells transfer tools the file is not plain text.
        var out = Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3] + Array("\n".utf8)
        var offsets: [Int] = []
        for (index, body) in bodies.enumerated() {
            offsets.append(out.count)
            out += Array("\(index + 1) 0 obj\n".utf8)
            out += body ?? Array("null".utf8)
            out += Array("\nendobj\n".utf8)
        }
        let xref = out.count
        var table = "xref\n0 \(bodies.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            let digits = String(offset)
            table += String(repeating: "0", count: max(0, 10 - digits.count)) + digits + " 00000 n \n"
        }
        table += "trailer\n<< /Size \(bodies.count + 1) /Root \(root) 0 R /Info \(info) 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        out += Array(table.utf8)
        return out
    }

    /// `text` as a PDF string: a literal `(...)` when it is printable ASCII, else UTF-16BE hex with
    /// a byte-order mark, which every reader takes for a text string (titles, bookmarks).
    static func textString(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) {
            var out = "("
            for character in text {
                if character == "(" || character == ")" || character == "\\" { out += "\\" }
                out.append(character)
            }
            return out + ")"
        }
        var hex = "<FEFF"
        for unit in text.utf16 { hex += hex4(unit) }
        return hex + ">"
    }

    static func hex4(_ value: UInt16) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 12)], digits[Int(value >> 8 & 15)], digits[Int(value >> 4 & 15)], digits[Int(value & 15)]])
    }

    static func hex2(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
    }
}
