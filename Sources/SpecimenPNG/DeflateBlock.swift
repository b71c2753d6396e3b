/// Writes one block of tokens with a dynamic Huffman code (RFC 1951 §3.2.7), or stored when that would
/// be smaller (noise, photographs), so no block is ever more than a few bytes larger than its input.
struct DeflateBlock {
    let block: RunMatcher.Block
    /// How many bytes the tokens stand for.
    let rawCount: Int

    /// The order code-length code lengths are sent in.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Writes the block; `raw` gives the bytes the tokens stand for, asked only when it is stored.
    func write(to out: inout BitWriter, isFinal: Bool, raw: () -> [UInt8]) {
        var literalFrequencies = block.literalFrequencies
        literalFrequencies[DeflateSymbols.endOfBlock] = 1
        let literal = HuffmanCode(frequencies: literalFrequencies, limit: 15)
        let distance = HuffmanCode(frequencies: block.distanceFrequencies, limit: 15)
        let literalCount = max(257, (literal.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distance.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let runs = Self.codeLengthRuns(Array(literal.lengths[..<literalCount]) + Array(distance.lengths[..<distanceCount]))
        var runFrequencies = [UInt32](repeating: 0, count: 19)
        for run in runs { runFrequencies[Int(run.symbol)] += 1 }
        let lengthCode = HuffmanCode(frequencies: runFrequencies, limit: 7)
        let sentCodeLengths = max(4, (Self.codeLengthOrder.lastIndex { lengthCode.lengths[$0] > 0 } ?? 0) + 1)

        let headerBits =
            3 + 5 + 5 + 4 + 3 * sentCodeLengths
            + runs.reduce(0) { $0 + Int(lengthCode.lengths[Int($1.symbol)]) + Int($1.extraCount) }
        let dynamicBits = headerBits + literal.cost(literalFrequencies) + distance.cost(block.distanceFrequencies) + block.extraBits
        let storedBlocks = max(1, (rawCount + 65534) / 65535)
        if dynamicBits >= (rawCount + 5 * storedBlocks) * 8 + 7 {
            raw().withUnsafeBufferPointer { writeStored($0, to: &out, isFinal: isFinal) }
            return
        }

        out.reserve((dynamicBits + 7) / 8)
        out.write(isFinal ? 1 : 0, count: 1)
        out.write(2, count: 2)
        out.write(UInt32(literalCount - 257), count: 5)
        out.write(UInt32(distanceCount - 1), count: 5)
        out.write(UInt32(sentCodeLengths - 4), count: 4)
        for symbol in Self.codeLengthOrder[..<sentCodeLengths] { out.write(UInt32(lengthCode.lengths[symbol]), count: 3) }
        for run in runs {
            out.write(UInt32(lengthCode.codes[Int(run.symbol)]), count: Int(lengthCode.lengths[Int(run.symbol)]))
            if run.extraCount > 0 { out.write(UInt32(run.extra), count: Int(run.extraCount)) }
        }
        writeTokens(to: &out, literal: literal, distance: distance)
    }

    /// The tokens, each literal or length written with one lookup in a table of code and extra bits
    /// made for this block, and each distance with one of two (one pixel or one row back).
    private func writeTokens(to out: inout BitWriter, literal: HuffmanCode, distance: HuffmanCode) {
        // Entry: the code's bits, then the extra bits above them; the total count in the top byte.
        var symbols = [UInt32](repeating: 0, count: 256 + DeflateSymbols.longestMatch + 1)
        for byte in 0..<256 { symbols[byte] = UInt32(literal.codes[byte]) | UInt32(literal.lengths[byte]) << 24 }
        for length in 3...DeflateSymbols.longestMatch {
            let index = Int(DeflateSymbols.lengthIndex[length])
            let symbol = 257 + index
            let bits = Int(literal.lengths[symbol])
            let extra = UInt32(length - Int(DeflateSymbols.lengthBase[index]))
            symbols[256 + length] =
                UInt32(literal.codes[symbol]) | extra << bits
                | UInt32(bits + Int(DeflateSymbols.lengthExtraBits[index])) << 24
        }
        func gap(_ distanceValue: Int) -> (bits: UInt32, count: Int) {
            guard distanceValue > 0 else { return (0, 0) }
            let symbol = DeflateSymbols.distanceSymbol(distanceValue)
            let length = Int(distance.lengths[symbol])
            let extra = UInt32(distanceValue - Int(DeflateSymbols.distanceBase[symbol]))
            return (UInt32(distance.codes[symbol]) | extra << length, length + Int(DeflateSymbols.distanceExtraBits[symbol]))
        }
        let pixel = gap(block.pixelDistance), row = gap(block.rowDistance)
        symbols.withUnsafeBufferPointer { symbols in
            for token in UnsafeBufferPointer(rebasing: block.tokens[..<block.count]) {
                let entry = symbols[Int(token & RunMatcher.symbolMask)]
                out.write(entry & 0xFF_FFFF, count: Int(entry >> 24))
                if token & RunMatcher.matchFlag != 0 {
                    let gap = token & RunMatcher.rowFlag != 0 ? row : pixel
                    out.write(gap.bits, count: gap.count)
                }
            }
        }
        out.write(UInt32(literal.codes[DeflateSymbols.endOfBlock]), count: Int(literal.lengths[DeflateSymbols.endOfBlock]))
    }

    /// The raw bytes in stored blocks of at most 65,535 bytes each (RFC 1951 §3.2.4).
    private func writeStored(_ raw: UnsafeBufferPointer<UInt8>, to out: inout BitWriter, isFinal: Bool) {
        var start = 0
        repeat {
            let count = min(65535, raw.count - start)
            let last = start + count == raw.count
            out.reserve(1)
            out.write(isFinal && last ? 1 : 0, count: 1)
            out.write(0, count: 2)
            out.alignToByte()
            out.write(UInt32(count | (~count & 0xFFFF) << 16), count: 32)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: raw[start..<(start + count)]))
            start += count
        } while start < raw.count
    }

    /// One code-length symbol: 0-15 a length, 16 repeat the previous 3-6 times, 17 zeros 3-10 times,
    /// 18 zeros 11-138 times, with its extra bits.
    struct CodeLengthRun {
        let symbol: UInt8
        let extra: UInt8
        let extraCount: UInt8
    }

    /// The code lengths of both alphabets, run-length coded.
    static func codeLengthRuns(_ lengths: [UInt8]) -> [CodeLengthRun] {
        var runs: [CodeLengthRun] = []
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var end = index + 1
            while end < lengths.count, lengths[end] == value { end += 1 }
            var remaining = end - index
            if value == 0 {
                while remaining >= 11 {
                    let count = min(remaining, 138)
                    runs.append(CodeLengthRun(symbol: 18, extra: UInt8(count - 11), extraCount: 7))
                    remaining -= count
                }
                if remaining >= 3 {
                    runs.append(CodeLengthRun(symbol: 17, extra: UInt8(remaining - 3), extraCount: 3))
                    remaining = 0
                }
            } else {
                runs.append(CodeLengthRun(symbol: value, extra: 0, extraCount: 0))
                remaining -= 1
                while remaining >= 3 {
                    let count = min(remaining, 6)
                    runs.append(CodeLengthRun(symbol: 16, extra: UInt8(count - 3), extraCount: 2))
                    remaining -= count
                }
            }
            for _ in 0..<remaining { runs.append(CodeLengthRun(symbol: value, extra: 0, extraCount: 0)) }
            index = end
        }
        return runs
    }
}
