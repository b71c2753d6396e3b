/// A number as a token value spells it in text (`"8"`, `"-0.5"`, `".5"`, `"1e3"`): decimal digits with
/// an optional sign, fraction and exponent, finite.
///
/// `Double(String)` also reads hexadecimal (`"0x10"` is 16, `"0x1p4"` too), `"inf"`, `"nan"` and
/// `"infinity"`, none of which CSS or a design tool writes: `"0x10px"` would silently draw 16 pt.
enum DecimalNumber {
    static func parse<S: StringProtocol>(_ text: S) -> Double? {
        let bytes = Array(text.utf8)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
            return i - start
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        var mantissa = digits()
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") { i += 1; mantissa += digits() }
        guard mantissa > 0 else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            guard digits() > 0 else { return nil }
        }
        guard i == bytes.count, let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }
}
