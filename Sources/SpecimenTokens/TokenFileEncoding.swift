/// The text encoding of a token file: UTF-8 (with or without a byte-order mark), or UTF-16 with one,
/// as editors on Windows save JSON. Anything else (Latin-1, UTF-16 without a mark, stray bytes) is
/// refused by name, with the line and column of the first byte that is not UTF-8, rather than parsed
/// into mojibake or reported as an "unexpected character 'ï'".
enum TokenFileEncoding {
    /// The UTF-8 bytes to parse: `nil` when `bytes` already are (no mark, well-formed), else a copy
    /// without the mark or transcoded from UTF-16; or why they are not text Specimen reads.
    static func utf8(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<[UInt8]?, TokenJSONError> {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return validated(UnsafeBufferPointer(rebasing: bytes[3...])).map { _ in Array(bytes[3...]) }
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return utf16(UnsafeBufferPointer(rebasing: bytes[2...]), bigEndian: bytes[0] == 0xFE).map { Optional($0) }
        }
        // `{` then a zero byte (or the reverse) is UTF-16 that lost its mark: name it, not its first zero byte.
        if bytes.count >= 2, (bytes[0] == 0) != (bytes[1] == 0) {
            return .failure(TokenJSONError(reason: "the file is UTF-16 without a byte-order mark; save it as UTF-8 (line 1, column 1)"))
        }
        return validated(bytes).map { _ in nil }
    }

    /// Nil when `bytes` are well-formed UTF-8; else an error at the first byte that is not.
    private static func validated(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Void, TokenJSONError> {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int, minimum: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; minimum = 0x80
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
            default: return .failure(notUTF8(bytes, at: index))
            }
            guard index + length <= count else { return .failure(notUTF8(bytes, at: index)) }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for offset in 1..<length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { return .failure(notUTF8(bytes, at: index)) }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                return .failure(notUTF8(bytes, at: index))
            }
            index += length
        }
        return .success(())
    }

    private static func notUTF8(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> TokenJSONError {
        let hex = String(bytes[index], radix: 16, uppercase: true)
        return TokenJSONError(
            reason:
                "the file is not UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex), as Latin-1 or Windows-1252 would write it); save it as UTF-8 (\(TokenJSONReader.position(of: index, in: bytes)))"
        )
    }

    /// UTF-16 code units (after the mark) as UTF-8; an unpaired surrogate or an odd length is refused.
    private static func utf16(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool) -> Result<[UInt8], TokenJSONError> {
        guard bytes.count % 2 == 0 else {
            return .failure(TokenJSONError(reason: "the file is UTF-16 with an odd number of bytes; save it as UTF-8"))
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        for i in stride(from: 0, to: bytes.count, by: 2) {
            units.append(bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i]))
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        var line = 1, column = 1
        for result in Unicode.UTF16.decode(units) {
            guard let scalar = result else {
                return .failure(TokenJSONError(reason: "the file is UTF-16 with an unpaired surrogate; save it as UTF-8 (line \(line), column \(column))"))
            }
            out.append(contentsOf: String(scalar).utf8)
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return .success(out)
    }
}

private extension Unicode.UTF16 {
    /// Each scalar of `units`, or nil where a surrogate is unpaired.
    static func decode(_ units: [UInt16]) -> [Unicode.Scalar?] {
        var decoder = Unicode.UTF16()
        var iterator = units.makeIterator()
        var out: [Unicode.Scalar?] = []
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): out.append(scalar)
            case .emptyInput: break loop
            case .error: out.append(nil); break loop
            }
        }
        return out
    }
}
