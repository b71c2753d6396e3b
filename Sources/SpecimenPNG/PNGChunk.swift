/// One chunk of a PNG file: a four-letter type and its data; the length and CRC are written around it.
struct PNGChunk: Hashable, Sendable {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let type: String
    let data: [UInt8]

    /// The chunks of a well-formed PNG file (what ``PNGEncoder`` writes); throws on anything else.
    static func split(_ bytes: [UInt8]) throws -> [PNGChunk] {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw PNGError.notPNG }
        var chunks: [PNGChunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(BigEndian.uint32(bytes, at: offset))
            let end = offset + 12 + length
            guard length >= 0, end <= bytes.count else { throw PNGError.truncated }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append(PNGChunk(type: type, data: Array(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset = end
        }
        guard offset == bytes.count else { throw PNGError.truncated }
        return chunks
    }

    /// Length, type, data and the CRC-32 of type and data.
    func append(to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out += BigEndian.bytes32(UInt32(data.count))
        out += typeBytes
        out += data
        out += BigEndian.bytes32(CRC32.checksum(typeBytes + data))
    }
}

/// Big-endian integers, as PNG stores every number.
enum BigEndian {
    static func bytes32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bytes16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}

/// The CRC-32 PNG chunks carry (ISO 3309, polynomial 0xEDB88320, reflected).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
