/// File-system-safe, still readable names for the parts of a golden's path.
///
/// Names keep spaces, `=` and `,` (every common file system takes them), and escape as `%XX` only what
/// some system refuses or reads specially: `/ \ : * ? " < > |`, `%` itself, control characters, a
/// leading `.` (hidden files) and a trailing space or `.` (Windows drops them). Escaping is
/// one-to-one, so two different names never share a file.
package enum GoldenPath {
    /// The manifest's name in a goldens folder; named here so an error below the golden store can name it too.
    package static let manifestFileName = "manifest.json"

    /// `name` as one path component: unchanged when safe, otherwise with the unsafe characters escaped as `%XX` (one-to-one).
    package static func component(_ name: String) -> String {
        // Most names need no escape; a golden's path is spelled for every subject the harness sorts
        // and filters, so that case returns the name as it is.
        if let first = name.unicodeScalars.first, let last = name.unicodeScalars.last, first != ".", last != " ", last != ".",
            !name.unicodeScalars.contains(where: needsEscape)
        {
            return name
        }
        let scalars = Array(name.unicodeScalars)
        var out = ""
        for (index, scalar) in scalars.enumerated() {
            let isFirst = index == 0, isLast = index == scalars.count - 1
            if needsEscape(scalar) || (isFirst && scalar == ".") || (isLast && (scalar == " " || scalar == ".")) {
                for byte in String(scalar).utf8 { out += "%" + hex(byte) }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out.isEmpty ? "%00" : out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "/", "\\", ":", "*", "?", "\"", "<", ">", "|", "%": true
        default: scalar.value < 0x20 || scalar.value == 0x7F
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
