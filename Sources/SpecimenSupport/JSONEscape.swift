/// The byte-level pieces of a JSON string's escapes, shared by `JSONReader` and `JSONTokenStream`.
enum JSONEscape {
    /// What a one-character escape after a backslash stands for (`n` -> newline; `"`, `\` and `/` for
    /// themselves), nil for `u` and for every character strict JSON has no escape for.
    static func single(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
        default: nil
        }
    }

    /// The value of one hex digit, nil for any other byte.
    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
