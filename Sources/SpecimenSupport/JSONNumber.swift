/// A JSON number: its value, and the text it was written in, so a whole-number field can refuse
/// `2.5` and read `9007199254740993` exactly, as `JSONDecoder` did, while a `Double` reads the
/// same as `Double(text)`.
package struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number as written (or, for one made from a value, as `JSONWriter` spells it).
    package let text: String
    /// The nearest `Double`; always finite (the reader refuses a number past `Double`'s range).
    package let value: Double

    /// `value`, spelled as `JSONEncoder` spells a `Double`.
    package init(_ value: Double) {
        self.value = value
        text = JSONWriter.spelling(of: value)
    }

    /// A whole number.
    package init(_ value: Int) {
        self.value = Double(value)
        text = String(value)
    }

    /// A number read from a file, or spelled by a writer of its own (Figma's four decimals): its text
    /// and the value it reads as.
    package init(text: String, value: Double) {
        self.text = text
        self.value = value
    }

    /// The number as an `Int` when it is a whole number in `Int`'s range: `2`, `2.0` or `2e1`, not
    /// `2.5` (`JSONDecoder`'s rule for an `Int` field).
    package var integer: Int? {
        if let exact = Int(text) { return exact }
        guard value.rounded() == value else { return nil }
        return Int(exactly: value)
    }

    /// The text.
    package var description: String { text }

    /// Equal in value: `1`, `1.0` and `1e0` are one number.
    package static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool { lhs.value == rhs.value }

    /// By value, as `==` compares.
    package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
