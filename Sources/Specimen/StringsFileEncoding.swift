import Foundation

/// How a `.strings` file's bytes become text: UTF-8 (a BOM allowed), or UTF-16 with a byte-order mark,
/// as Apple's tools write them. Anything else (Latin-1, say) is refused naming the first bad byte,
/// rather than guessed at and then failing later with a confusing syntax error.
enum StringsFileEncoding {
    static func decode(_ bytes: [UInt8], file: String) throws -> String {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: Data(bytes), encoding: .utf16) else {
                throw StringsFileError(file: file, line: 0, reason: "not valid UTF-16 after its byte-order mark")
            }
            return text
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let text = String(validating: body, as: UTF8.self) { return text }
        let offset = firstInvalidUTF8(body)
        let line = body.prefix(offset).filter { $0 == 0x0A }.count + 1
        let byte = String(body[offset], radix: 16, uppercase: true)
        throw StringsFileError(file: file, line: 0, reason: "not UTF-8 (byte 0x\(byte.count == 1 ? "0" + byte : byte) at offset \(offset), line \(line)): "
                               + "the encoding is wrong; save it as UTF-8, or UTF-16 with a byte-order mark")
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
