/// Text a message echoes back from the user (a file name, a value, a line of their file) made safe for a
/// terminal: a control character (an escape sequence that would recolour or clear the screen, a carriage
/// return that would overwrite the line) or a bidirectional override (which would reorder what is read)
/// is written as its `\u{...}` escape, so the line shows exactly what was given and nothing else.
enum TerminalText {
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// C0 controls but the tab, DEL, C1 controls, and the bidirectional embeddings, overrides and isolates.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
