/// A number as a person writes one on a command line: decimal digits with an optional sign, point and
/// exponent (`2`, `1.5`, `.5`, `-1`, `1e-3`). Swift's `Double(String)` also reads C's hexadecimal floats
/// (`0x2` is 2, `0x1p3` is 8), which no one means as a scale or a tolerance; they are refused here.
/// `inf` and `nan` are passed through, so the range check that follows names them as it always has.
public enum DecimalNumber {
    /// The number `text` spells in decimal (`inf` and `nan` too), or nil for anything else (hexadecimal, empty, stray characters).
    public static func parse(_ text: String) -> Double? {
        let lowered = text.lowercased()
        let unsigned = lowered.hasPrefix("-") || lowered.hasPrefix("+") ? lowered.dropFirst() : lowered[...]
        if ["inf", "infinity", "nan"].contains(unsigned) { return Double(text) }
        guard isDecimal(Array(unsigned.utf8)) else { return nil }
        return Double(text)
    }

    /// `digits [. digits] [e [sign] digits]`, with digits on at least one side of the point.
    private static func isDecimal(_ bytes: [UInt8]) -> Bool {
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
            return i - start
        }
        var mantissa = digits()
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == bytes.count
    }
}
