/// One box-blur pass along rows or columns of premultiplied RGBA bytes: each output byte is the
/// mean of a window of `size` input bytes, `before` of them ahead of the output pixel, rounded to
/// nearest.
///
/// Pixels past an edge repeat the edge pixel, so a backdrop that continues beyond the picture keeps
/// its colour at the border instead of fading towards transparent black.
struct BoxBlur {
    /// How many pixels the window holds.
    let size: Int
    /// How many of them lie before (left of, or above) the output pixel.
    let before: Int
    /// `⌊2⁴⁸ / size⌋ + 1`: multiplying a window sum by this and shifting right by 48 divides it by
    /// `size` exactly, for every sum of at most 256 × `size` and any size below 2²⁰.
    private let reciprocal: UInt64
    /// The same in 32 bits (`⌊2²⁴ / size⌋ + 1`, shift 24), exact for sizes below 256: the common
    /// case, and one the compiler can vectorise.
    private let reciprocal32: UInt32

    /// A window of `size` pixels whose centre sits `offset` half-pixels right of the output pixel's
    /// centre: the SVG spec's even boxes use offsets of -1 and +1, its odd boxes 0.
    init(size: Int, halfPixelOffset offset: Int) {
        self.size = max(1, size)
        // For an odd size centred on the pixel, as many pixels lie before as after; an even window
        // centred on a pixel boundary has one more pixel on the side its centre leans away from.
        before = (self.size - 1 + (self.size.isMultiple(of: 2) ? -offset : 0)) / 2
        reciprocal = (1 << 48) / UInt64(self.size) + 1
        reciprocal32 = UInt32(truncatingIfNeeded: (1 << 24) / self.size + 1)
    }

    /// The rounded mean of a window whose bytes add up to `sum`.
    @inline(__always)
    private func mean(_ sum: UInt32) -> UInt8 {
        if size < 256 {
            return UInt8(truncatingIfNeeded: ((sum &+ UInt32(size / 2)) &* reciprocal32) >> 24)
        }
        return UInt8(truncatingIfNeeded: (UInt64(sum &+ UInt32(size / 2)) &* reciprocal) >> 48)
    }

    /// Blurs every column of `source` (`width × height` RGBA pixels) into `target`, sliding a running
    /// sum down each column so the cost does not depend on the window's size. All columns slide down
    /// together, one sum per byte of a row, so memory is read row by row and the loops over a row
    /// are plain loops over bytes, which the compiler vectorises (the `SIMD` types it was written
    /// with before converted lane by lane: 35 instructions a pixel a pass, now 27). Rows are blurred
    /// as the columns of the transposed picture (`Pixmap.gaussianBlurred`): the same sums.
    func blurColumns(
        from source: UnsafeBufferPointer<UInt8>, to target: UnsafeMutableBufferPointer<UInt8>,
        width: Int, height: Int
    ) {
        guard let input = source.baseAddress, let output = target.baseAddress, width > 0, height > 0 else { return }
        let after = size - 1 - before
        let rowBytes = width * 4
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: rowBytes)
        defer { sums.deallocate() }
        sums.initialize(repeating: 0, count: rowBytes)
        @inline(__always) func start(_ row: Int) -> Int { min(max(row, 0), height - 1) * rowBytes }
        for row in -before...after {
            let line = input + start(row)
            for j in 0..<rowBytes { sums[j] &+= UInt32(line[j]) }
        }
        let half = UInt32(size / 2)
        for row in 0..<height {
            let line = output + row * rowBytes
            let taken = input + start(row + after + 1), dropped = input + start(row - before)
            if size < 256 {
                // One loop per case, so the common one has no branch inside it.
                for j in 0..<rowBytes {
                    let sum = sums[j]
                    line[j] = UInt8(truncatingIfNeeded: ((sum &+ half) &* reciprocal32) >> 24)
                    sums[j] = sum &+ UInt32(taken[j]) &- UInt32(dropped[j])
                }
            } else {
                for j in 0..<rowBytes {
                    let sum = sums[j]
                    line[j] = mean(sum)
                    sums[j] = sum &+ UInt32(taken[j]) &- UInt32(dropped[j])
                }
            }
        }
    }
}
