/// Escaping for the HTML report and the JUnit file: text and attribute values both.
enum MarkupText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                // XML 1.0 cannot hold other control characters at all, not even escaped.
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
