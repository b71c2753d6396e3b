import CPNG

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
        data.withUnsafeBufferPointer { Self.append(type: type, data: $0, to: &out) }
    }

    /// Appends a chunk of `data` (a slice of image data, say) without first copying it into a chunk.
    static func append(type: String, data: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out += BigEndian.bytes32(UInt32(data.count))
        out += typeBytes
        out.append(contentsOf: data)
        var crc = CRC32()
        typeBytes.withUnsafeBufferPointer { crc.add($0) }
        crc.add(data)
        out += BigEndian.bytes32(crc.value)
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

/// The CRC-32 PNG chunks carry (ISO 3309, polynomial 0xEDB88320, reflected), as zlib computes it:
/// zlib is linked for libpng already, and its CRC runs several bytes a step, so Specimen keeps no
/// table of its own.
struct CRC32 {
    private var crc: UInt = 0

    var value: UInt32 { UInt32(truncatingIfNeeded: crc) }

    /// The CRC-32 of `bytes` alone.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc = CRC32()
        bytes.withUnsafeBufferPointer { crc.add($0) }
        return crc.value
    }

    /// Adds `bytes` after those added so far (zlib takes at most `UInt32.max` bytes a call).
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard var base = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let step = min(left, Int(UInt32.max))
            crc = CPNG.crc32(crc, base, UInt32(step))
            base += step
            left -= step
        }
    }
}
