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
}
