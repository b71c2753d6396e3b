/// Finds deflate matches in PNG scanlines at the only two distances flat UI pictures repeat at: one
/// pixel back (runs of a colour) and one row back (rows the same as the row above, whole or in part).
///
/// Greedy and hashless, so it costs a few instructions a byte: at each position it measures the match
/// one pixel back and, unless that already reaches the longest length deflate allows, the match one row
/// back; the longer wins, the pixel distance on a tie (its distance symbol is shorter). Anything shorter
/// than three bytes is sent as a literal. The result depends only on the bytes.
struct RunMatcher {
    /// A literal byte, or a match: the top bit set, the distance in bits 9 to 24, the length in bits 0 to 8.
    typealias Token = UInt32
    static let matchFlag: UInt32 = 1 << 31

    let pixelDistance: Int
    /// Zero when a row is longer than deflate's window, so rows are never matched.
    let rowDistance: Int

    init(bytesPerPixel: Int, bytesPerRow: Int) {
        pixelDistance = bytesPerPixel
        rowDistance = bytesPerRow <= DeflateSymbols.window ? bytesPerRow : 0
    }

    /// What one block holds: its tokens, how often each symbol occurs, and the extra bits of its matches.
    struct Block {
        var tokens: [Token] = []
        var literalFrequencies = [UInt32](repeating: 0, count: DeflateSymbols.literalLengthCount)
        var distanceFrequencies = [UInt32](repeating: 0, count: DeflateSymbols.distanceCount)
        var extraBits = 0
    }

    /// Tokens for `bytes[start...]` until `maximumTokens` are made or the bytes end; returns the block
    /// and the position after it.
    func block(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, maximumTokens: Int) -> (Block, end: Int) {
        var block = Block()
        guard let base = bytes.baseAddress else { return (block, start) }
        let count = bytes.count
        var position = start
        var extraBits = 0
        let pixelDistance = pixelDistance, rowDistance = rowDistance
        let pixelSymbol = DeflateSymbols.distanceSymbol(pixelDistance)
        let rowSymbol = rowDistance > 0 ? DeflateSymbols.distanceSymbol(rowDistance) : 0
        let pixelExtra = Int(DeflateSymbols.distanceExtraBits[pixelSymbol])
        let rowExtra = Int(DeflateSymbols.distanceExtraBits[rowSymbol])
        var literals = block.literalFrequencies, distances = block.distanceFrequencies
        block.tokens = [Token](unsafeUninitializedCapacity: maximumTokens) { tokens, made in
            literals.withUnsafeMutableBufferPointer { literals in
            distances.withUnsafeMutableBufferPointer { distances in
            DeflateSymbols.lengthIndex.withUnsafeBufferPointer { lengthIndex in
            DeflateSymbols.lengthExtraBits.withUnsafeBufferPointer { lengthExtraBits in
                var made_ = 0
                while position < count, made_ < maximumTokens {
                    let here = base + position
                    let limit = min(DeflateSymbols.longestMatch, count - position)
                    var length = 0
                    var fromRow = false
                    if limit >= 3 {
                        if position >= pixelDistance, here[0] == here[-pixelDistance] {
                            length = Self.matchLength(here, here - pixelDistance, limit)
                        }
                        if length < limit, rowDistance > 0, position >= rowDistance, here[0] == here[-rowDistance] {
                            let rowLength = Self.matchLength(here, here - rowDistance, limit)
                            if rowLength > length { length = rowLength; fromRow = true }
                        }
                    }
                    if length >= 3 {
                        let distance = fromRow ? rowDistance : pixelDistance
                        tokens[made_] = Self.matchFlag | UInt32(truncatingIfNeeded: distance) << 9 | UInt32(truncatingIfNeeded: length)
                        let index = Int(lengthIndex[length])
                        literals[257 + index] &+= 1
                        distances[fromRow ? rowSymbol : pixelSymbol] &+= 1
                        extraBits &+= Int(lengthExtraBits[index]) &+ (fromRow ? rowExtra : pixelExtra)
                        position &+= length
                    } else {
                        tokens[made_] = UInt32(here[0])
                        literals[Int(here[0])] &+= 1
                        position &+= 1
                    }
                    made_ &+= 1
                }
                made = made_
            }
            }
            }
            }
        }
        block.literalFrequencies = literals
        block.distanceFrequencies = distances
        block.extraBits = extraBits
        return (block, position)
    }

    /// How many bytes from `a` equal those from `b`, up to `limit`, compared eight at a time.
    @inline(__always)
    static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int) -> Int {
        var length = 0
        while length + 8 <= limit {
            let x = UnsafeRawPointer(a + length).loadUnaligned(as: UInt64.self)
            let y = UnsafeRawPointer(b + length).loadUnaligned(as: UInt64.self)
            let difference = UInt64(littleEndian: x ^ y)
            if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
            length += 8
        }
        while length < limit, a[length] == b[length] { length += 1 }
        return length
    }
}
