/// Deflate's length and distance alphabets (RFC 1951 §3.2.5): the symbol a match length or distance
/// is sent as, and the extra bits that follow it.
enum DeflateSymbols {
    static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
        67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    static let lengthExtraBits: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
        4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385,
        513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtraBits: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
        9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// The index into ``lengthBase`` of every length 0...258 (0 to 2 unused).
    static let lengthIndex: [UInt8] = (0...258).map { length in
        guard length >= 3 else { return 0 }
        return UInt8(lengthBase.lastIndex { Int($0) <= length }!)
    }

    /// The distance symbol (0 to 29) of a distance 1...32768.
    @inline(__always)
    static func distanceSymbol(_ distance: Int) -> Int {
        if distance <= 4 { return distance - 1 }
        let d = distance - 1
        let log = Int.bitWidth - 1 - d.leadingZeroBitCount
        return 2 * log + (d >> (log - 1) & 1)
    }

    /// The end-of-block symbol, and how many literal/length and distance symbols there are.
    static let endOfBlock = 256
    static let literalLengthCount = 286
    static let distanceCount = 30
    static let longestMatch = 258
    static let window = 32768
}
