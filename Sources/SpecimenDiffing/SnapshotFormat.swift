import Foundation

/// The few number spellings reports share, so the CLI line, HTML and JUnit agree.
package enum SnapshotFormat {
    /// `2`, `1.5`, `0.001`: no trailing zeros, never an exponent.
    package static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        // The shortest spelling that reads back as `value` is what `%.6f` rounds to whenever it has at
        // most six decimals and no exponent: below 1e9 a double's error is far under half a millionth.
        // It costs a fraction of `String(format:)`, which a report called for every golden's time.
        if abs(value) < 1e9 {
            let shortest = value.description
            if let point = shortest.utf8.firstIndex(of: UInt8(ascii: ".")), !shortest.utf8.contains(UInt8(ascii: "e")),
                shortest.utf8.distance(from: point, to: shortest.utf8.endIndex) <= 7
            {
                return shortest
            }
        }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A length in device pixels as points at `scale`: `340`, `0.5`, `12.33`.
    package static func points(_ pixels: Int, scale: Double) -> String {
        let value = Double(pixels) / scale
        if value == value.rounded() { return String(Int(value)) }
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `0x40`: a channel delta as the hex step a designer sees in a colour picker.
    package static func delta(_ value: Int) -> String {
        "0x" + (value < 16 ? "0" : "") + String(value, radix: 16, uppercase: true)
    }

    /// `2x`, `1.5x`.
    package static func scale(_ value: Double) -> String { number(value) + "x" }
}
