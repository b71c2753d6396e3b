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
/// Compression is pinned (``compressionLevel`` 6, memory level 8, a 32 KiB window, zlib's `Z_FILTERED`
/// strategy, and libpng's adaptive choice among all five row filters, which picks by the minimum
/// sum of absolute differences): the same pixels give the same bytes with the same zlib and libpng.
public struct PNGEncoder: Sendable {
    /// The zlib level every file is written with. Measured with `make bench`: level 9 made encoding
    /// 80% of a render's time (20 ms a picture) for files only 3.5% smaller than level 6 (4 ms).
    public static let compressionLevel: Int32 = 6

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
        let samples = hasAlpha ? pixmap.unpremultipliedRGBA() : Self.rgbSamples(ofOpaque: pixmap)

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

    /// The colour channels of an opaque pixmap, whose premultiplied and straight values agree.
    private static func rgbSamples(ofOpaque pixmap: Pixmap) -> [UInt8] {
        let source = pixmap.data
        let pixelCount = source.count / 4
        return [UInt8](unsafeUninitializedCapacity: pixelCount * 3) { buffer, initialized in
            var from = 0
            var to = 0
            while from < source.count {
                buffer[to] = source[from]
                buffer[to + 1] = source[from + 1]
                buffer[to + 2] = source[from + 2]
                from += 4
                to += 3
            }
            initialized = pixelCount * 3
        }
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
