/// Escaping for text and attribute values in Specimen's XML: the SVG writer's, the reports' and the
/// gallery's pages. Package access: a user's code writes no Specimen XML.
package enum XMLText {
    /// `text` safe inside a double-quoted attribute or as element content.
    ///
    /// Besides the five markup characters, tab, line feed and carriage return become character
    /// references, because an XML parser would otherwise normalise them to spaces inside attributes
    /// (and a screen reader would read a label with its line breaks lost). Characters XML 1.0 forbids
    /// outright (other C0 controls, lone surrogates cannot occur in a Swift `String`, U+FFFE/U+FFFF)
    /// cannot be written even as references, so they become U+FFFD: the document stays well-formed
    /// and the loss is visible.
    package static func escaped(_ text: String) -> String {
        // Most text (names, paths, numbers) is printable ASCII with nothing to replace: returned as it
        // is, without building a copy scalar by scalar.
        if text.utf8.allSatisfy(isPlainASCII) { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default:
                out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// Printable ASCII other than the five markup characters: written as it is.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): false
        default: byte >= 0x20 && byte < 0x7F
        }
    }

    /// XML 1.0's `Char` production, minus the three whitespace controls handled above.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
