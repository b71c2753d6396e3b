// An independent PNG writer for tests: no libpng, no zlib. Image data goes in stored (uncompressed)
// deflate blocks, so every byte of the file is produced here and libpng's reader is tested against a
// writer that shares no code with it.

/// A PNG described sample by sample, serialised by hand.
struct HandMadePNG {
    var width: Int
    var height: Int
    /// PNG colour type: 0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA.
    var colorType: UInt8
    var bitDepth: UInt8
    var interlaced = false
    /// Chunks between IHDR and IDAT (PLTE, tRNS, pHYs...), as (type, data).
    var chunksBeforeData: [(String, [UInt8])] = []
    /// The samples of the pixel at (x, y), one per channel of the colour type, at `bitDepth`.
    var samples: (Int, Int) -> [UInt16]

    var channels: Int {
        switch colorType {
        case 0, 3: return 1
        case 4: return 2
        case 2: return 3
        default: return 4
        }
    }

    /// The whole file.
    func bytes() -> [UInt8] {
        var ihdr = bigEndian32(UInt32(width)) + bigEndian32(UInt32(height))
        ihdr += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        var file = pngSignature
        file += chunk("IHDR", ihdr)
        for (type, data) in chunksBeforeData { file += chunk(type, data) }
        file += chunk("IDAT", zlibStored(filteredData()))
        file += chunk("IEND", [])
        return file
    }

    /// Scanlines with filter type 0, pass after pass when interlaced.
    private func filteredData() -> [UInt8] {
        guard interlaced else { return scanlines(xs: Array(0..<width), ys: Array(0..<height)) }
        // Adam7: (first x, first y, x step, y step) of each of the seven passes.
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var data: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: width, by: dx))
            let ys = Array(stride(from: y0, to: height, by: dy))
            if xs.isEmpty || ys.isEmpty { continue }  // an empty pass has no scanlines at all
            data += scanlines(xs: xs, ys: ys)
        }
        return data
    }

    private func scanlines(xs: [Int], ys: [Int]) -> [UInt8] {
        var data: [UInt8] = []
        for y in ys {
            data.append(0)
            var bitBuffer = 0
            var bitCount = 0
            for x in xs {
                for sample in samples(x, y) {
                    switch bitDepth {
                    case 16: data += [UInt8(sample >> 8), UInt8(sample & 0xFF)]
                    case 8: data.append(UInt8(sample))
                    default:
                        bitBuffer = bitBuffer << Int(bitDepth) | Int(sample)
                        bitCount += Int(bitDepth)
                        if bitCount == 8 { data.append(UInt8(bitBuffer)); bitBuffer = 0; bitCount = 0 }
                    }
                }
            }
            if bitCount > 0 { data.append(UInt8(bitBuffer << (8 - bitCount))) }
        }
        return data
    }
}

let pngSignature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

func bigEndian32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}

/// A chunk: length, type, data, CRC over type and data.
func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian32(UInt32(data.count)) + typeBytes + data + bigEndian32(crc32(typeBytes + data))
}

/// A zlib stream of stored deflate blocks (at most 65535 bytes each) with its Adler-32.
func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
        let count = min(65535, data.count - start)
        let isLast = start + count == data.count
        out.append(isLast ? 1 : 0)
        out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF)]
        out += data[start..<start + count]
        start += count
    } while start < data.count
    return out + bigEndian32(adler32(data))
}

private let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}

func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
}

func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
        a = (a + UInt32(byte)) % 65521
        b = (b + a) % 65521
    }
    return b << 16 | a
}

/// One chunk as found in a file, with where its data starts.
struct ParsedChunk {
    var type: String
    var data: [UInt8]
    var dataOffset: Int
    var crcIsValid: Bool
}

/// The chunk list of a well-formed file, read by hand; `nil` when the structure does not parse.
func parseChunks(_ bytes: [UInt8]) -> [ParsedChunk]? {
    guard bytes.count >= 8, Array(bytes[0..<8]) == pngSignature else { return nil }
    var chunks: [ParsedChunk] = []
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = Int(readBigEndian32(bytes, at: offset))
        guard offset + 12 + length <= bytes.count else { return nil }
        let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
        let type = String(decoding: typeAndData[0..<4], as: UTF8.self)
        let storedCRC = readBigEndian32(bytes, at: offset + 8 + length)
        chunks.append(
            ParsedChunk(
                type: type, data: Array(typeAndData[4...]), dataOffset: offset + 8,
                crcIsValid: storedCRC == crc32(typeAndData)))
        offset += 12 + length
        if type == "IEND" { break }
    }
    return offset == bytes.count ? chunks : nil
}

func readBigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
}

/// Rewrites the CRC of the chunk whose data starts at `dataOffset`, so damage reaches past the CRC check.
func fixCRC(_ bytes: inout [UInt8], chunkDataOffset dataOffset: Int) {
    let length = Int(readBigEndian32(bytes, at: dataOffset - 8))
    let crc = crc32(Array(bytes[dataOffset - 4..<dataOffset + length]))
    bytes.replaceSubrange(dataOffset + length..<dataOffset + length + 4, with: bigEndian32(crc))
}
