/// One box-blur pass along rows or columns of premultiplied RGBA bytes: each output byte is the
/// rounded mean of a window of `size` input bytes, `left` of them before the output pixel.
///
/// Pixels past an edge repeat the edge pixel, so a backdrop that continues beyond the picture keeps
/// its colour at the border instead of fading towards transparent black.
struct BoxBlur {
    /// How many pixels the window holds.
    let size: Int
    /// How many of them lie before (left of, or above) the output pixel.
    let before: Int

    /// A window of `size` pixels whose centre sits `offset` half-pixels right of the output pixel's
    /// centre: the SVG spec's even boxes use offsets of -1 and +1, its odd boxes 0.
    init(size: Int, halfPixelOffset offset: Int) {
        self.size = max(1, size)
        // For an odd size centred on the pixel, as many pixels lie before as after; an even window
        // centred on a pixel boundary has one more pixel on the side its centre leans away from.
        self.before = (self.size - 1 + (self.size.isMultiple(of: 2) ? -offset : 0)) / 2
    }

    /// Blurs every row (`horizontal`) or column of `source` into `target`; both hold `width × height`
    /// RGBA pixels. Running sums keep the cost independent of the window's size.
    func apply(from source: UnsafeBufferPointer<UInt8>, to target: UnsafeMutableBufferPointer<UInt8>,
               width: Int, height: Int, horizontal: Bool) {
        let length = horizontal ? width : height
        let lines = horizontal ? height : width
        // Byte distance between neighbours along a line, and between the starts of two lines.
        let step = horizontal ? 4 : width * 4
        let lineStep = horizontal ? width * 4 : 4
        let after = size - 1 - before
        let divisor = UInt32(size)
        let half = divisor / 2
        for line in 0 ..< lines {
            let base = line * lineStep
            @inline(__always) func offset(_ i: Int) -> Int { base + min(max(i, 0), length - 1) * step }
            var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
            for i in -before ... after {
                let o = offset(i)
                r += UInt32(source[o]); g += UInt32(source[o + 1]); b += UInt32(source[o + 2]); a += UInt32(source[o + 3])
            }
            for i in 0 ..< length {
                let o = base + i * step
                target[o] = UInt8((r + half) / divisor)
                target[o + 1] = UInt8((g + half) / divisor)
                target[o + 2] = UInt8((b + half) / divisor)
                target[o + 3] = UInt8((a + half) / divisor)
                // Slide the window one pixel on: drop its first pixel, take the next one.
                let out = offset(i - before), into = offset(i + after + 1)
                r = r &+ UInt32(source[into]) &- UInt32(source[out])
                g = g &+ UInt32(source[into + 1]) &- UInt32(source[out + 1])
                b = b &+ UInt32(source[into + 2]) &- UInt32(source[out + 2])
                a = a &+ UInt32(source[into + 3]) &- UInt32(source[out + 3])
            }
        }
    }
}
