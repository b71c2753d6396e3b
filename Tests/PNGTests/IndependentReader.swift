// An independent PNG reader for tests: a small inflate (RFC 1951) and the five row filters, written
// from the specifications. It reads only what PNGEncoder writes (8-bit RGB or RGBA, not interlaced),
// so the encoder's output is checked by code that shares nothing with libpng or zlib.

struct IndependentReadError: Error, CustomStringConvertible {
    var description: String
}

/// The raw samples of an 8-bit, non-interlaced RGB or RGBA file: what the file itself holds.
struct RawImage {
    var width: Int
    var height: Int
    var colorType: UInt8
    var samples: [UInt8]
}

func readIndependently(_ bytes: [UInt8]) throws -> RawImage {
    guard let chunks = parseChunks(bytes), let header = chunks.first, header.type == "IHDR" else {
        throw IndependentReadError(description: "chunk structure")
    }
    let width = Int(readBigEndian32(header.data, at: 0))
    let height = Int(readBigEndian32(header.data, at: 4))
    let (bitDepth, colorType, interlace) = (header.data[8], header.data[9], header.data[12])
    guard bitDepth == 8, colorType == 2 || colorType == 6, interlace == 0 else {
        throw IndependentReadError(description: "layout \(bitDepth)/\(colorType)/\(interlace)")
    }
    let stream = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
    guard stream.count > 6, stream[0] & 0x0F == 8, (UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0 else {
        throw IndependentReadError(description: "zlib header")
    }
    var inflater = Inflater(input: Array(stream[2...]))
    let filtered = try inflater.inflate()
    guard readBigEndian32(stream, at: stream.count - 4) == adler32(filtered) else {
        throw IndependentReadError(description: "adler-32")
    }
    let bytesPerPixel = colorType == 6 ? 4 : 3
    return RawImage(
        width: width, height: height, colorType: colorType,
        samples: try unfilter(filtered, width: width, height: height, bytesPerPixel: bytesPerPixel))
}

private func unfilter(_ data: [UInt8], width: Int, height: Int, bytesPerPixel: Int) throws -> [UInt8] {
    let stride = width * bytesPerPixel
    guard data.count == height * (stride + 1) else { throw IndependentReadError(description: "data size") }
    var out = [UInt8](repeating: 0, count: height * stride)
    for y in 0..<height {
        let filter = data[y * (stride + 1)]
        for i in 0..<stride {
            let x = Int(data[y * (stride + 1) + 1 + i])
            let a = i >= bytesPerPixel ? Int(out[y * stride + i - bytesPerPixel]) : 0
            let b = y > 0 ? Int(out[(y - 1) * stride + i]) : 0
            let c = i >= bytesPerPixel && y > 0 ? Int(out[(y - 1) * stride + i - bytesPerPixel]) : 0
            let predictor: Int
            switch filter {
            case 0: predictor = 0
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c
                let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: throw IndependentReadError(description: "filter \(filter)")
            }
            out[y * stride + i] = UInt8((x + predictor) & 0xFF)
        }
    }
    return out
}

/// Canonical Huffman decoding, bit by bit, as RFC 1951 section 3.2.2 defines the codes.
private struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }
}

private struct Inflater {
    var input: [UInt8]
    var position = 0
    var bitBuffer = 0
    var bitCount = 0
    var output: [UInt8] = []

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    init(input: [UInt8]) { self.input = input }

    mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw IndependentReadError(description: "deflate: out of input") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    mutating func decode(_ table: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try bits(1)
            let count = table.counts[length]
            if code - count < first { return table.symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw IndependentReadError(description: "deflate: bad code")
    }

    mutating func inflate() throws -> [UInt8] {
        var isLast = false
        while !isLast {
            isLast = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1:
                let lengths =
                    [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                    + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
                try codes(Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2: try dynamic()
            default: throw IndependentReadError(description: "deflate: block type 3")
            }
        }
        return output
    }

    mutating func stored() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw IndependentReadError(description: "deflate: stored header") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else { throw IndependentReadError(description: "deflate: stored data") }
        output += input[position..<position + length]
        position += length
    }

    mutating func dynamic() throws {
        let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, codeCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeCount { codeLengths[order[i]] = try bits(3) }
        let lengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw IndependentReadError(description: "deflate: repeat") }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        try codes(Huffman(lengths: Array(lengths[0..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
    }

    mutating func codes(_ literals: Huffman, _ distances: Huffman) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 { output.append(UInt8(symbol)); continue }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < 29 else { throw IndependentReadError(description: "deflate: length symbol") }
            let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
            let distanceSymbol = try decode(distances)
            guard distanceSymbol < 30 else { throw IndependentReadError(description: "deflate: distance symbol") }
            let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
            guard distance <= output.count else { throw IndependentReadError(description: "deflate: distance too far") }
            for _ in 0..<length { output.append(output[output.count - distance]) }
        }
    }
}
