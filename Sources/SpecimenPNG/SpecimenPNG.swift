/// SpecimenPNG: the PNG file boundary: Specimen's own writer, and libpng for reading.
///
/// What this module promises:
/// 1. ``PNGEncoder`` turns a premultiplied ``Pixmap`` into straight-alpha 8-bit RGBA (or RGB when every
///    pixel is opaque) with an `sRGB` and a `pHYs` chunk, compressed by ``ZlibWriter``, so the same
///    pixels and scale always give the same bytes, on any machine.
/// 2. ``PNGDecoder`` reads any PNG libpng reads into a premultiplied ``Pixmap``; bad data becomes a
///    thrown ``PNGError``, never a crash.
import Pixels

/// Converts between Specimen's pixels-per-point scale and a pHYs chunk's pixels per metre.
///
/// A point is 1/72 inch, so a scale of 1 is 72 dpi, or 72 / 0.0254 ≈ 2834.65 pixels per metre.
enum PhysicalResolution {
    static let metresPerInch = 0.0254
    static let pointsPerInch = 72.0

    /// Pixels per metre for `scale`, rounded to nearest; `nil` when no pHYs value can hold it.
    static func pixelsPerMetre(forScale scale: Double) -> UInt32? {
        guard scale.isFinite, scale > 0 else { return nil }
        let value = (pointsPerInch * scale / metresPerInch).rounded()
        // pHYs values are PNG four-byte unsigned integers, which stop at 2³¹−1.
        guard value >= 1, value <= Double(Int32.max) else { return nil }
        return UInt32(value)
    }

    /// The scale a pHYs value stands for, rounded to hundredths: whole pixels per metre cannot
    /// carry the exact scale back (scale 1 is stored as 2835, which reads as 1.000125).
    static func scale(forPixelsPerMetre value: UInt32) -> Double? {
        guard value > 0 else { return nil }
        let exact = Double(value) * metresPerInch / pointsPerInch
        let hundredths = (exact * 100).rounded() / 100
        // Below 0.005 the rounding would say 0, which no image means; keep the exact value there.
        return hundredths > 0 ? hundredths : exact
    }
}
