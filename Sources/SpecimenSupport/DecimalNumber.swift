/// A number as a person writes one in text, in a token value (`"8"`, `"-0.5"`, `".5"`, `"1e3"`) or on a
/// command line (`2`, `1.5`, `-1`, `1e-3`): decimal digits with an optional sign, point and exponent.
///
/// One reader for both (there were two, with different rules for infinities): `Double(String)` also
/// reads C's hexadecimal floats (`"0x10"` is 16, `"0x1p4"` too), which no one means as a size, a scale
/// or a tolerance (`"0x10px"` would silently draw 16 pt), and `inf`, `nan` and `infinity`, which no design
/// tool writes. A token value is finite or nothing; a command line's `inf` and `nan` are passed on
/// (`passingNonFinite`), so the range check that follows names them as it always has.
package enum DecimalNumber {
    /// The number `text` spells in decimal, or nil for anything else (hexadecimal, empty, stray
    /// characters), and for an infinity or NaN unless `passingNonFinite` (then `inf`, `infinity`, `nan`,
    /// signed or not in any case, and a decimal too large for a `Double`, are returned as they read).
    package static func parse<S: StringProtocol>(_ text: S, passingNonFinite: Bool = false) -> Double? {
        let bytes = Array(text.utf8)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
            return i - start
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        if passingNonFinite, ["inf", "infinity", "nan"].contains(String(decoding: bytes[i...], as: UTF8.self).lowercased()) {
            return Double(String(text))
        }
        var mantissa = digits()
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            guard digits() > 0 else { return nil }
        }
        guard i == bytes.count, let value = Double(String(text)), value.isFinite || passingNonFinite else { return nil }
        return value
    }
}
