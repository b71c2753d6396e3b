/// Specimen's own zlib stream writer for PNG image data: a zlib header, deflate blocks of matches
/// found by ``RunMatcher`` under dynamic Huffman codes, and the Adler-32 of the input.
///
/// It is not a general compressor: it looks for repeats only one pixel and one row back, which is
/// where flat UI pictures repeat, and so costs a few instructions a byte where zlib's hash chains
/// cost tens. Any inflater reads its output (it is plain RFC 1950/1951).
enum ZlibWriter {
    /// Tokens per deflate block: large enough that a block's code table (about 60 bytes) is noise,
    /// small enough that a picture with text and flat areas gets codes fitted to each.
    static let tokensPerBlock = 1 << 15

    /// `bytes` compressed as a zlib stream, matched at `bytesPerPixel` and `bytesPerRow` back.
    static func compress(_ bytes: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int, bytesPerRow: Int) -> [UInt8] {
        let matcher = RunMatcher(bytesPerPixel: bytesPerPixel, bytesPerRow: bytesPerRow)
        var out = BitWriter(capacity: bytes.count / 16 + 64)
        out.reserve(2)
        // CMF: deflate with a 32 KiB window; FLG: level "fastest", no dictionary, check bits so the
        // pair is a multiple of 31.
        out.write(0x78, count: 8)
        out.write(0x01, count: 8)
        var start = 0
        repeat {
            let (block, end) = matcher.block(of: bytes, from: start, maximumTokens: tokensPerBlock)
            DeflateBlock(block: block, raw: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                .write(to: &out, isFinal: end == bytes.count)
            start = end
        } while start < bytes.count
        out.alignToByte()
        let check = Adler32.checksum(bytes)
        // Big-endian in the stream, which the bit writer sends low byte first.
        out.write(check.byteSwapped, count: 32)
        return out.finish()
    }
}
