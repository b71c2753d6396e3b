/// How the bytes of a user's text file (a batch file, a strings file, an event script) become text:
/// UTF-8, with or without a byte-order mark, or UTF-16 with one (as Windows' editors and Apple's tools
/// write them). Anything else is refused naming the first bad byte and its line, rather than guessed at
/// and then failing with a confusing syntax error about a character the user never typed (`'ï'`).
package enum InputText {
    /// What is wrong with the encoding, without the file's name (the caller adds it).
    package struct EncodingError: Error, CustomStringConvertible, Sendable, Equatable {
        /// The problem, naming the first bad byte and its line.
        package let description: String
    }

    /// The text of `bytes`, its byte-order mark dropped.
    package static func decode(_ bytes: [UInt8]) throws(EncodingError) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return try utf16(bytes.dropFirst(2), bigEndian: bytes[0] == 0xFE)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        // A zero byte is valid UTF-8 but never in a text file: UTF-16 without a mark shows itself by one
        // beside nearly every ASCII character (and would otherwise read as "unexpected character").
        if let zero = body.firstIndex(of: 0) {
            if body.prefix(64).filter({ $0 == 0 }).count * 3 >= min(body.count, 64) {
                throw EncodingError(description: "it looks like UTF-16 without a byte-order mark; save it as UTF-8, or UTF-16 with a byte-order mark")
            }
            let offset = zero - body.startIndex
            throw EncodingError(description: "it holds a zero byte (at offset \(offset), line \(body.prefix(offset).filter { $0 == 0x0A }.count + 1)); a text file holds none")
        }
        if let text = String(validating: body, as: UTF8.self) { return text }
        let offset = firstInvalidUTF8(Array(body))
        let line = body.prefix(offset).filter { $0 == 0x0A }.count + 1
        let byte = String(body[body.startIndex + offset], radix: 16, uppercase: true)
        throw EncodingError(
            description: "not UTF-8 (byte 0x\(byte.count == 1 ? "0" + byte : byte) at offset \(offset), line \(line)): "
                + "the encoding is wrong; save it as UTF-8, or UTF-16 with a byte-order mark")
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(EncodingError) -> String {
        guard bytes.count % 2 == 0 else {
            throw EncodingError(description: "not valid UTF-16 after its byte-order mark: an odd number of bytes")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            index += 2
        }
        guard let text = String(validating: units, as: UTF16.self) else {
            throw EncodingError(description: "not valid UTF-16 after its byte-order mark (an unpaired surrogate)")
        }
        return text
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int {
        var index = 0
        while index < bytes.count {
            var length = 1
            while length <= 4, index + length <= bytes.count {
                if String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil { break }
                length += 1
            }
            guard length <= 4, index + length <= bytes.count else { return index }
            index += length
        }
        return min(index, max(bytes.count - 1, 0))
    }
}
