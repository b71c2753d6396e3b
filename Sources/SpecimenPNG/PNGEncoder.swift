import CPNG
import Pixels

/// Writes a ``Pixmap`` as PNG bytes that depend only on its pixels and the scale.
///
/// The file holds 8-bit straight-alpha RGBA, or 8-bit RGB when every pixel is opaque (a quarter
/// smaller, and what most viewers expect of a screenshot). Premultiplied pixels are converted at this
/// boundary with ``Pixmap/unpremultipliedRGBA()``, so a half-transparent red stays `#FF000080`.
///
/// Chunks, in order: `IHDR`, `sRGB` (perceptual intent), `pHYs`, `IDAT`…, `IEND`. No `tIME`, `tEXt`
/// or other chunk that could vary between runs is ever written.
///
/// Compression is pinned, and part of the golden format: row filter None on every row, zlib
/// ``compressionLevel`` 2, memory level 8, a 32 KiB window, the default strategy. The same pixels give
/// the same bytes with the same zlib and libpng.
///
/// Chosen by measurement (all 72 variants at 2x, 26.9 MB of raw pixels, CPU time of one thread; zlib
/// level 6 alone on the raw pixels: 168 ms, 0.97 MB):
///
/// | filter | level, strategy | encode ms | bytes |
/// | --- | --- | --- | --- |
/// | adaptive (all five) | 6, filtered (before) | 330 | 1.36 MB |
/// | adaptive (all five) | 2, default | 207 | 1.38 MB |
/// | Up | 2, default | 95 | 1.42 MB |
/// | None | 6, default | 170 | 1.00 MB |
/// | None | 3, default | 101 | 1.11 MB |
/// | **None** | **2, default** | **80** | **1.14 MB** |
/// | None | 1, default | 83 | 1.17 MB |
///
/// Component pictures are large flat fills with anti-aliased edges: unfiltered rows repeat exactly, which
/// deflate finds, while the adaptive filter's per-row trials cost more than the compression itself. Level
/// 2 is 4x faster than before and 16% smaller; resvg's files for the same pictures are 4-5x larger.
/// At levels 1 to 3 zlib's fast matcher ignores the strategy, so default and filtered give equal bytes.
public struct PNGEncoder: Sendable {
    /// The zlib level every file is written with (see the table above).
    public static let compressionLevel: Int32 = 2

    public init() {}

    /// Encodes `pixmap` with a `pHYs` chunk of 72 dpi per point times `scale`, in pixels per metre,
    /// rounded to nearest (scale 1 -> 2835, 2 -> 5669, 3 -> 8504).
    ///
    /// - Throws: ``PNGError/invalidScale(_:)`` when `scale` is not positive and finite;
    ///   ``PNGError/imageTooLargeToEncode(width:height:)``, ``PNGError/encodingFailed(_:)`` or
    ///   ``PNGError/outOfMemory`` when libpng cannot write the image.
    public func encode(_ pixmap: Pixmap, pixelsPerPoint scale: Double) throws -> [UInt8] {
        guard let pixelsPerMetre = PhysicalResolution.pixelsPerMetre(forScale: scale) else {
            throw PNGError.invalidScale(scale)
        }
        guard pixmap.width <= Int(Int32.max), pixmap.height <= Int(Int32.max) else {
            throw PNGError.imageTooLargeToEncode(width: pixmap.width, height: pixmap.height)
        }
        let hasAlpha = !pixmap.isOpaque
        // An opaque pixmap's premultiplied and straight values agree, and libpng drops its alpha bytes.
        let samples = hasAlpha ? pixmap.unpremultipliedRGBA() : pixmap.data

        var encoded = cpng_encoded()
        var message = [CChar](repeating: 0, count: 256)
        let status = samples.withUnsafeBufferPointer { pixels in
            message.withUnsafeMutableBufferPointer { text in
                cpng_encode(pixels.baseAddress, UInt32(pixmap.width), UInt32(pixmap.height), hasAlpha ? 1 : 0,
                            pixelsPerMetre, Self.compressionLevel, &encoded, text.baseAddress, text.count)
            }
        }
        defer { cpng_free(encoded.bytes) }
        guard Int(status) == Int(CPNG_OK), let bytes = encoded.bytes else {
            throw Self.error(status: status, message: PNGMessage.string(from: message))
        }
        return [UInt8](UnsafeBufferPointer(start: bytes, count: encoded.count))
    }

    private static func error(status: Int32, message: String) -> PNGError {
        switch Int(status) {
        case Int(CPNG_OUT_OF_MEMORY): return .outOfMemory
        default: return .encodingFailed(message.isEmpty ? "libpng failed without a message" : message)
        }
    }
}

/// Reads the NUL-terminated message the C shim leaves in a buffer.
enum PNGMessage {
    static func string(from buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
