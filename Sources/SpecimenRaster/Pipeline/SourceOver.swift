import Pixels

/// Premultiplied source-over in 8-bit integers: `result = source + destination × (255 − αs) / 255`,
/// each product rounded to nearest by `mul255`, so the same inputs give the same bytes everywhere.
///
/// Because `mul255(v, 255) == v` and `mul255(v, 0) == 0`, an opaque source at full coverage writes
/// its own bytes exactly, whatever lay underneath.
enum SourceOver {
    /// Blends a premultiplied source pixel, already scaled by coverage, into the four bytes at `i`.
    @inline(__always)
    static func blend(
        _ pixels: UnsafeMutableBufferPointer<UInt8>, at i: Int,
        red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    ) {
        if alpha == 255 {
            pixels[i] = red; pixels[i + 1] = green; pixels[i + 2] = blue; pixels[i + 3] = 255
            return
        }
        if alpha == 0 && red == 0 && green == 0 && blue == 0 { return }
        let keep = 255 - alpha
        pixels[i] = red &+ mul255(pixels[i], keep)
        pixels[i + 1] = green &+ mul255(pixels[i + 1], keep)
        pixels[i + 2] = blue &+ mul255(pixels[i + 2], keep)
        pixels[i + 3] = alpha &+ mul255(pixels[i + 3], keep)
    }

    /// Blends `color` at `coverage` (0...255) into the four bytes at `i`.
    @inline(__always)
    static func blend(
        _ pixels: UnsafeMutableBufferPointer<UInt8>, at i: Int,
        color: PremultipliedColor, coverage: UInt8
    ) {
        if coverage == 255 {
            blend(pixels, at: i, red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        } else {
            blend(
                pixels, at: i, red: mul255(color.red, coverage), green: mul255(color.green, coverage),
                blue: mul255(color.blue, coverage), alpha: mul255(color.alpha, coverage))
        }
    }

    /// Blends `color` at full coverage into `pixels` pixels from `at`: each byte becomes the colour's
    /// byte plus `mul255(byte, 255 - αs)`, exactly what ``blend(_:at:color:coverage:)`` does at
    /// coverage 255 to a translucent colour, in one loop over the bytes the compiler can vectorise.
    @inline(__always)
    static func blendSolid(_ at: UnsafeMutableRawPointer, pixels: Int, color: PremultipliedColor) {
        let keep = UInt16(255 &- color.alpha)
        let channels = (UInt16(color.red), UInt16(color.green), UInt16(color.blue), UInt16(color.alpha))
        let bytes = at.assumingMemoryBound(to: UInt8.self)
        var i = 0
        let end = pixels &* 4
        while i < end {
            // `mul255` in 16 bits: 255 × 255 + 128 + 254 still fits.
            func over(_ d: UInt8, _ c: UInt16) -> UInt8 {
                let t = UInt16(d) &* keep &+ 128
                return UInt8(truncatingIfNeeded: c &+ ((t &+ (t &>> 8)) &>> 8))
            }
            bytes[i] = over(bytes[i], channels.0)
            bytes[i &+ 1] = over(bytes[i &+ 1], channels.1)
            bytes[i &+ 2] = over(bytes[i &+ 2], channels.2)
            bytes[i &+ 3] = over(bytes[i &+ 3], channels.3)
            i &+= 4
        }
    }
}
