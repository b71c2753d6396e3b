/// A `Localizable.strings` file that cannot be read, with the line that is wrong.
package struct StringsFileError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The strings file.
    package let file: String
    /// The 1-based line of the problem.
    package let line: Int
    /// What is wrong there.
    package let reason: String

    /// `file:line: reason`.
    package var description: String {
        line > 0 ? "\(file):\(line): \(reason); entries look like \"key\" = \"value\";" : "\(file): \(reason)"
    }
}

/// Reads the classic Apple strings format: `"key" = "value";` entries, `/* */` and `//` comments,
/// `\"`, `\\`, `\n`, `\t` and `\U1234` escapes.
enum StringsFileParser {
    static func parse(_ text: String, file: String) throws -> [(String, String)] {
        var scanner = Scanner(Array(text.unicodeScalars), file: file)
        var entries: [(String, String)] = []
        while true {
            try scanner.skipTrivia()
            if scanner.atEnd { return entries }
            let key = try scanner.quoted()
            try scanner.skipTrivia()
            try scanner.expect("=")
            try scanner.skipTrivia()
            let value = try scanner.quoted()
            try scanner.skipTrivia()
            try scanner.expect(";")
            entries.append((key, value))
        }
    }

    private struct Scanner {
        let chars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1

        init(_ chars: [Unicode.Scalar], file: String) {
            self.chars = chars
            self.file = file
        }

        var atEnd: Bool { index >= chars.count }

        func fail(_ reason: String) -> StringsFileError { StringsFileError(file: file, line: line, reason: reason) }

        mutating func advance() -> Unicode.Scalar {
            let c = chars[index]
            index += 1
            if c == "\n" { line += 1 }
            return c
        }

        mutating func skipTrivia() throws {
            while !atEnd {
                let c = chars[index]
                if c.properties.isWhitespace || c == "\u{FEFF}" { _ = advance(); continue }
                if c == "/", index + 1 < chars.count, chars[index + 1] == "*" {
                    index += 2
                    while !atEnd, !(chars[index] == "*" && index + 1 < chars.count && chars[index + 1] == "/") { _ = advance() }
                    guard !atEnd else { throw fail("unterminated /* comment") }
                    index += 2
                    continue
                }
                if c == "/", index + 1 < chars.count, chars[index + 1] == "/" {
                    while !atEnd, chars[index] != "\n" { _ = advance() }
                    continue
                }
                return
            }
        }

        mutating func expect(_ c: Unicode.Scalar) throws {
            guard !atEnd, chars[index] == c else { throw fail("expected '\(c)'") }
            _ = advance()
        }

        mutating func quoted() throws -> String {
            try expect("\"")
            var out = String.UnicodeScalarView()
            while true {
                guard !atEnd else { throw fail("unterminated string") }
                let c = advance()
                if c == "\"" { return String(out) }
                guard c == "\\" else { out.append(c); continue }
                guard !atEnd else { throw fail("unterminated string") }
                let e = advance()
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, !atEnd, chars[index].properties.isASCIIHexDigit { hex.unicodeScalars.append(advance()) }
                    guard let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else { throw fail("bad \\U escape") }
                    out.append(scalar)
                default: out.append(e)
                }
            }
        }
    }
}
