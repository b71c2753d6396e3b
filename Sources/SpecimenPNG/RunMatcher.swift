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
                        while at < stop, made < capacity {
                            let here = window + (at - windowStart)
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
                            } else {
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

    /// How many bytes from `a` equal those from `b`, up to `limit`, compared sixteen at a time.
    @inline(__always)
    static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int) -> Int {
        let a = UnsafeRawPointer(a), b = UnsafeRawPointer(b)
        var length = 0
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
