/// Finds deflate matches in PNG scanlines at the only two distances flat UI pictures repeat at: one
/// pixel back (runs of a colour) and one row back (rows the same as the row above, whole or in part).
///
/// Greedy and hashless, so it costs a few instructions a byte: at each position it measures the match
/// one pixel back and, unless that already reaches the longest length deflate allows, the match one row
/// back; the longer wins, the pixel distance on a tie (its distance symbol is shorter). Anything shorter
/// than three bytes is sent as a literal. The result depends only on the bytes, not on how much of
/// them the caller's window holds at a time.
struct RunMatcher {
    /// A literal byte (0-255), or a match: ``matchFlag`` set, ``rowFlag`` set when it reaches one row
    /// back (one pixel back otherwise), `256 + length` in the low ten bits, so the low bits index one
    /// table of literal and length codes.
    typealias Token = UInt32
    static let matchFlag: UInt32 = 1 << 10
    static let rowFlag: UInt32 = 1 << 11
    static let symbolMask: UInt32 = 0x3FF

    let pixelDistance: Int
    /// Zero when a row is longer than deflate's window, so rows are never matched.
    let rowDistance: Int

    init(bytesPerPixel: Int, bytesPerRow: Int) {
        pixelDistance = bytesPerPixel
        rowDistance = bytesPerRow <= DeflateSymbols.window ? bytesPerRow : 0
    }

    /// How far back a match can reach: the bytes the window must keep behind the next position.
    var reach: Int { max(pixelDistance, rowDistance) }

    /// What one block holds: its tokens, how often each symbol occurs, and the extra bits of its matches.
    struct Block {
        /// Room for the block's tokens, owned by the caller and reused for every block.
        let tokens: UnsafeMutableBufferPointer<Token>
        var count = 0
        var literalFrequencies = [UInt32](repeating: 0, count: DeflateSymbols.literalLengthCount)
        var distanceFrequencies = [UInt32](repeating: 0, count: DeflateSymbols.distanceCount)
        var extraBits = 0
        /// The two distances its matches reach (``RunMatcher/rowDistance`` may be 0: never).
        let pixelDistance: Int
        let rowDistance: Int

        var isFull: Bool { count == tokens.count }
    }

    /// An empty block whose tokens go to `tokens`.
    func block(tokens: UnsafeMutableBufferPointer<Token>) -> Block {
        Block(tokens: tokens, pixelDistance: pixelDistance, rowDistance: rowDistance)
    }

    /// Adds tokens to `block` from `position` until the block is full or `position` reaches `stop`.
    ///
    /// `window` holds the bytes from absolute position `windowStart`; it must hold ``reach`` bytes
    /// behind every position below `stop` (or all from 0) and the longest match ahead of it (or up to
    /// `total`, where the bytes end).
    func extend(
        _ block: inout Block, window: UnsafePointer<UInt8>, windowStart: Int,
        position: inout Int, stop: Int, total: Int
    ) {
        let pixelDistance = pixelDistance, rowDistance = rowDistance
        let pixelSymbol = DeflateSymbols.distanceSymbol(pixelDistance)
        let rowSymbol = rowDistance > 0 ? DeflateSymbols.distanceSymbol(rowDistance) : 0
        let pixelExtra = Int(DeflateSymbols.distanceExtraBits[pixelSymbol])
        let rowExtra = Int(DeflateSymbols.distanceExtraBits[rowSymbol])
        let tokens = block.tokens.baseAddress!, capacity = block.tokens.count
        var made = block.count
        var at = position
        var extraBits = block.extraBits
        // Taken out of the block while counting, so each is uniquely held and is not copied.
        var literalFrequencies: [UInt32] = [], distanceFrequencies: [UInt32] = []
        swap(&literalFrequencies, &block.literalFrequencies)
        swap(&distanceFrequencies, &block.distanceFrequencies)
        literalFrequencies.withUnsafeMutableBufferPointer { literals in
            distanceFrequencies.withUnsafeMutableBufferPointer { distances in
                DeflateSymbols.lengthIndex.withUnsafeBufferPointer { lengthIndex in
                    DeflateSymbols.lengthExtraBits.withUnsafeBufferPointer { lengthExtraBits in
                        var afterLongestMatch = false
                        while at < stop, made < capacity {
                            let here = window + (at - windowStart)
                            // Eight positions decided at once: a position is a literal exactly when neither
                            // distance matches its next three bytes (a shorter match is sent as literals
                            // too), so the leading literals among the eight are written straight out. The
                            // 72 variants at 2x have 1.0 M literals among 1.25 M tokens; one at a time, a
                            // literal took about 40 instructions; now 206 K such runs of 4.8 on average.
                            // Not tried after a match of the longest length, where a flat run goes on: of
                            // the 79 K positions that skips, 192 were literals (sent one by one below).
                            if !afterLongestMatch, rowDistance > 0, at >= rowDistance, at &+ 10 <= total {
                                let run = min(Self.leadingLiterals(here, pixelDistance, rowDistance), capacity &- made, stop &- at)
                                if run > 0 {
                                    for k in 0..<run {
                                        let byte = here[k]
                                        tokens[made &+ k] = UInt32(byte)
                                        literals[Int(byte)] &+= 1
                                    }
                                    made &+= run
                                    at &+= run
                                    continue
                                }
                            }
                            let limit = min(DeflateSymbols.longestMatch, total - at)
                            var length = 0
                            var fromRow = false
                            if limit >= 3 {
                                if at >= pixelDistance, here[0] == here[-pixelDistance] {
                                    length = Self.matchLength(here, here - pixelDistance, limit)
                                }
                                // The row can only win by matching past where the pixel match stopped, so the
                                // byte there is checked first (the same answer, without measuring most row matches).
                                if length < limit, rowDistance > 0, at >= rowDistance, here[length] == here[length - rowDistance] {
                                    let rowLength = Self.matchLength(here, here - rowDistance, limit)
                                    if rowLength > length { length = rowLength; fromRow = true }
                                }
                            }
                            if length >= 3 {
                                tokens[made] = Self.matchFlag | (fromRow ? Self.rowFlag : 0) | UInt32(truncatingIfNeeded: 256 + length)
                                let index = Int(lengthIndex[length])
                                literals[257 + index] &+= 1
                                distances[fromRow ? rowSymbol : pixelSymbol] &+= 1
                                extraBits &+= Int(lengthExtraBits[index]) &+ (fromRow ? rowExtra : pixelExtra)
                                at &+= length
                                afterLongestMatch = length == DeflateSymbols.longestMatch
                            } else {
                                afterLongestMatch = false
                                tokens[made] = UInt32(here[0])
                                literals[Int(here[0])] &+= 1
                                at &+= 1
                            }
                            made &+= 1
                        }
                    }
                }
            }
        }
        swap(&literalFrequencies, &block.literalFrequencies)
        swap(&distanceFrequencies, &block.distanceFrequencies)
        block.count = made
        block.extraBits = extraBits
        position = at
    }

    /// How many of the eight positions from `here` are literals before the first that starts a match
    /// of three bytes or more, one pixel or one row back. `here` must have `rowDistance` (at least
    /// `pixelDistance`) bytes behind it and ten ahead.
    ///
    /// Byte k of `(w0 ^ p0) | (w1 ^ p1) | (w2 ^ p2)`, with `wj` the eight bytes from `here + j` and
    /// `pj` those one pixel back, is zero exactly when position k matches three bytes a pixel back;
    /// the same for a row back. A literal is a position where both are non-zero.
    @inline(__always)
    static func leadingLiterals(_ here: UnsafePointer<UInt8>, _ pixelDistance: Int, _ rowDistance: Int) -> Int {
        let at = UnsafeRawPointer(here)
        @inline(__always) func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: at.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        let w0 = word(0), w1 = word(1), w2 = word(2)
        let pixel = (w0 ^ word(-pixelDistance)) | (w1 ^ word(1 &- pixelDistance)) | (w2 ^ word(2 &- pixelDistance))
        let row = (w0 ^ word(-rowDistance)) | (w1 ^ word(1 &- rowDistance)) | (w2 ^ word(2 &- rowDistance))
        // The high bit of each byte set when the byte is non-zero (exact: no carry crosses a byte).
        @inline(__always) func nonZero(_ x: UInt64) -> UInt64 {
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            return (((x & low) &+ low) | x) & ~low
        }
        let literal = nonZero(pixel) & nonZero(row)
        return (~literal & ~0x7F7F_7F7F_7F7F_7F7F).trailingZeroBitCount >> 3
    }

    /// How many bytes from `a` equal those from `b`, up to `limit`, compared sixteen at a time.
    @inline(__always)
    static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int) -> Int {
        let a = UnsafeRawPointer(a), b = UnsafeRawPointer(b)
        var length = 0
        // Thirty-two bytes a step first: a match is 100 bytes on average in the 72 variants at 2x.
        while length &+ 32 <= limit {
            let d0 = a.loadUnaligned(fromByteOffset: length, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: length, as: UInt64.self)
            let d1 = a.loadUnaligned(fromByteOffset: length &+ 8, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: length &+ 8, as: UInt64.self)
            let d2 = a.loadUnaligned(fromByteOffset: length &+ 16, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: length &+ 16, as: UInt64.self)
            let d3 = a.loadUnaligned(fromByteOffset: length &+ 24, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: length &+ 24, as: UInt64.self)
            if d0 | d1 | d2 | d3 != 0 { break }
            length &+= 32
        }
        while length + 16 <= limit {
            let low = a.loadUnaligned(fromByteOffset: length, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: length, as: UInt64.self)
            let high = a.loadUnaligned(fromByteOffset: length + 8, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: length + 8, as: UInt64.self)
            if low | high != 0 {
                if low != 0 { return length + UInt64(littleEndian: low).trailingZeroBitCount >> 3 }
                return length + 8 + UInt64(littleEndian: high).trailingZeroBitCount >> 3
            }
            length += 16
        }
        if length + 8 <= limit {
            let difference = a.loadUnaligned(fromByteOffset: length, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: length, as: UInt64.self)
            if difference != 0 { return length + UInt64(littleEndian: difference).trailingZeroBitCount >> 3 }
            length += 8
        }
        while length < limit, a.load(fromByteOffset: length, as: UInt8.self) == b.load(fromByteOffset: length, as: UInt8.self) { length += 1 }
        return length
    }
}
