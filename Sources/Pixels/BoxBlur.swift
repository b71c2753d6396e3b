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

    /// Blurs every row of `source` (`width × height` RGBA pixels) into `target`, sliding a running
    /// sum along each row so the cost does not depend on the window's size. The four channels of a
    /// pixel travel together as one vector.
    func blurRows(
        from source: UnsafeBufferPointer<UInt8>, to target: UnsafeMutableBufferPointer<UInt8>,
        width: Int, height: Int
    ) {
        guard let input = UnsafeRawPointer(source.baseAddress),
            let output = UnsafeMutableRawPointer(target.baseAddress)
        else { return }
        let after = size - 1 - before
        @inline(__always) func pixel(_ offset: Int) -> SIMD4<UInt32> {
            SIMD4<UInt32>(truncatingIfNeeded: input.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt8>.self))
        }
        // Where the window reaches past neither edge: from the first pixel whose dropped pixel lies
        // inside the row to the last whose taken pixel does. Those pixels need no clamping, the rest
        // (a window's width at each end) do; the sums are the same either way.
        let inner = min(before, width)..<max(min(before, width), width - after - 1)
        for row in 0..<height {
            let base = row * width * 4
            @inline(__always) func offset(_ i: Int) -> Int { base + min(max(i, 0), width - 1) * 4 }
            var sum = SIMD4<UInt32>(repeating: 0)
            for i in -before...after { sum &+= pixel(offset(i)) }
            @inline(__always) func step(_ i: Int, taking next: Int, dropping first: Int) {
                output.storeBytes(of: means(sum), toByteOffset: base + i * 4, as: SIMD4<UInt8>.self)
                // Slide the window one pixel on: take the next pixel, drop the first.
                sum = sum &+ pixel(next) &- pixel(first)
            }
            for i in 0..<inner.lowerBound { step(i, taking: offset(i + after + 1), dropping: offset(i - before)) }
            for i in inner { step(i, taking: base + (i + after + 1) * 4, dropping: base + (i - before) * 4) }
            for i in inner.upperBound..<width { step(i, taking: offset(i + after + 1), dropping: offset(i - before)) }
        }
    }

    /// Blurs every column of `source` into `target`. All columns slide down together, one running
    /// sum per byte of a row, sixteen bytes to a vector, so memory is read row by row.
    func blurColumns(
        from source: UnsafeBufferPointer<UInt8>, to target: UnsafeMutableBufferPointer<UInt8>,
        width: Int, height: Int
    ) {
        guard let input = UnsafeRawPointer(source.baseAddress),
            let output = UnsafeMutableRawPointer(target.baseAddress)
        else { return }
        let after = size - 1 - before
        let rowBytes = width * 4
        let vectors = rowBytes / 16
        @inline(__always) func start(_ row: Int) -> Int { min(max(row, 0), height - 1) * rowBytes }
        @inline(__always) func bytes16(_ offset: Int) -> SIMD16<UInt32> {
            SIMD16<UInt32>(truncatingIfNeeded: input.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self))
        }
        @inline(__always) func bytes4(_ offset: Int) -> SIMD4<UInt32> {
            SIMD4<UInt32>(truncatingIfNeeded: input.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt8>.self))
        }
        // Sixteen bytes per vector, then any last one to three pixels four bytes at a time.
        var wide = ContiguousArray<SIMD16<UInt32>>(repeating: SIMD16(repeating: 0), count: vectors)
        var narrow = ContiguousArray<SIMD4<UInt32>>(repeating: SIMD4(repeating: 0), count: (rowBytes - vectors * 16) / 4)
        wide.withUnsafeMutableBufferPointer { wide in
            narrow.withUnsafeMutableBufferPointer { narrow in
                for row in -before...after {
                    let s = start(row)
                    for v in 0..<wide.count { wide[v] &+= bytes16(s + v * 16) }
                    for v in 0..<narrow.count { narrow[v] &+= bytes4(s + vectors * 16 + v * 4) }
                }
                for row in 0..<height {
                    let t = row * rowBytes
                    let into = start(row + after + 1), out = start(row - before)
                    for v in 0..<wide.count {
                        let sum = wide[v]
                        output.storeBytes(of: means(sum), toByteOffset: t + v * 16, as: SIMD16<UInt8>.self)
                        wide[v] = sum &+ bytes16(into + v * 16) &- bytes16(out + v * 16)
                    }
                    for v in 0..<narrow.count {
                        let k = vectors * 16 + v * 4
                        let sum = narrow[v]
                        output.storeBytes(of: means(sum), toByteOffset: t + k, as: SIMD4<UInt8>.self)
                        narrow[v] = sum &+ bytes4(into + k) &- bytes4(out + k)
                    }
                }
            }
        }
    }

    /// The rounded means of windows whose bytes add up to `sums`, one per lane.
    @inline(__always)
    private func means(_ sums: SIMD16<UInt32>) -> SIMD16<UInt8> { SIMD16<UInt8>(truncatingIfNeeded: divided(sums)) }

    @inline(__always)
    private func means(_ sums: SIMD4<UInt32>) -> SIMD4<UInt8> { SIMD4<UInt8>(truncatingIfNeeded: divided(sums)) }

    @inline(__always)
    private func divided<V: SIMD>(_ sums: V) -> V where V.Scalar == UInt32 {
        if size < 256 {
            return ((sums &+ V(repeating: UInt32(size / 2))) &* V(repeating: reciprocal32)) &>> V(repeating: 24)
        }
        var out = V()
        for i in sums.indices { out[i] = UInt32(mean(sums[i])) }
        return out
    }
}
