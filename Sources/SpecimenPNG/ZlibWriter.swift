/// Specimen's own zlib stream writer for PNG image data: a zlib header, deflate blocks of matches
/// found by ``RunMatcher`` under dynamic Huffman codes, and the Adler-32 of the input.
///
/// It is not a general compressor: it looks for repeats only one pixel and one row back, which is
/// where flat UI pictures repeat, and so costs a few instructions a byte where zlib's hash chains
/// cost tens. Any inflater reads its output (it is plain RFC 1950/1951).
///
/// The scanlines are made a batch of rows at a time into a small window that keeps only what a
/// match can reach (one row back, 258 bytes ahead), and are added to the Adler-32 as they are made.
/// The tokens, and so the bytes, are the same whatever the window's size: ``RunMatcher`` only ever
/// stops between tokens, at a position whose reach is inside the window.
enum ZlibWriter {
    /// Tokens per deflate block: large enough that a block's code table (about 60 bytes) is noise,
    /// small enough that a picture with text and flat areas gets codes fitted to each.
    static let tokensPerBlock = 1 << 15
    /// Bytes of new rows a window takes at a time beyond what it keeps: 16 KiB keeps the window
    /// (about five pages for a 680-pixel row) in the first-level cache.
    static let batchBytes = 1 << 14

    /// `scanlines` compressed as a zlib stream, matched one pixel and one row back.
    ///
    /// `batchBytes` only changes how often the window slides, never the output (the tests encode
    /// with windows from the smallest possible to the whole picture).
    static func compress(_ scanlines: PNGScanlines, batchBytes: Int = batchBytes) -> [UInt8] {
        let total = scanlines.count, rowLength = scanlines.rowLength
        let matcher = RunMatcher(bytesPerPixel: scanlines.channels, bytesPerRow: rowLength)
        let lookahead = DeflateSymbols.longestMatch
        // Whatever remains ahead when the window slides, plus what is kept behind, plus at least one row.
        let capacity = matcher.reach + lookahead + max(rowLength, batchBytes)
        let window = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { window.deallocate() }
        let tokens = UnsafeMutableBufferPointer<RunMatcher.Token>.allocate(capacity: min(tokensPerBlock, max(total, 1)))
        defer { tokens.deallocate() }

        var out = BitWriter(capacity: total / 16 + 64)
        out.reserve(2)
        // CMF: deflate with a 32 KiB window; FLG: level "fastest", no dictionary, check bits so the
        // pair is a multiple of 31.
        out.write(0x78, count: 8)
        out.write(0x01, count: 8)
        var adler = Adler32()
        var windowStart = 0, filled = 0, nextRow = 0
        var position = 0, blockStart = 0
        var block = matcher.block(tokens: tokens)
        while true {
            if filled < total, filled - position <= lookahead {
                // Slide: keep what a match at `position` can reach back to, then add whole rows.
                let keepFrom = max(windowStart, position - matcher.reach)
                if keepFrom > windowStart {
                    // moveInitialize allows the regions to overlap (a memmove).
                    window.moveInitialize(from: window + (keepFrom - windowStart), count: filled - keepFrom)
                    windowStart = keepFrom
                }
                let rows = min((capacity - (filled - windowStart)) / rowLength, scanlines.height - nextRow)
                let fresh = window + (filled - windowStart)
                // The window keeps a match's reach behind `position`, so the whole row before the fresh
                // ones whenever rows are matched (reach is then a row).
                scanlines.write(rows: nextRow..<(nextRow + rows), to: fresh, afterPreviousRow: nextRow > 0 && matcher.reach >= rowLength)
                adler.add(UnsafeBufferPointer(start: fresh, count: rows * rowLength))
                nextRow += rows
                filled += rows * rowLength
            }
            let stop = filled == total ? total : filled - lookahead
            matcher.extend(&block, window: window, windowStart: windowStart, position: &position, stop: stop, total: total)
            guard block.isFull || position == total else { continue }
            let raw = blockStart..<position
            DeflateBlock(block: block, rawCount: raw.count).write(to: &out, isFinal: position == total) {
                scanlines.bytes(in: raw)
            }
            guard position < total else { break }
            blockStart = position
            block = matcher.block(tokens: tokens)
        }
        out.alignToByte()
        // Big-endian in the stream, which the bit writer sends low byte first.
        out.write(adler.value.byteSwapped, count: 32)
        return out.finish()
    }
}
