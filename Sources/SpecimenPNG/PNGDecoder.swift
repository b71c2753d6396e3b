import SpecimenLimits
import CPNG
import Pixels

/// A decoded PNG: its pixels and, when the file says, the scale it was rendered at.
package struct PNGImage: Hashable, Sendable {
    /// The pixels, premultiplied as everything inside Specimen is.
    package var pixmap: Pixmap
    /// The pixels-per-point scale from a `pHYs` chunk in pixels per metre with equal x and y,
    /// rounded to hundredths; `nil` without such a chunk.
    package var pixelsPerPoint: Double?

    /// An image of these pixels and this scale (`nil` when unknown).
    package init(pixmap: Pixmap, pixelsPerPoint: Double?) {
        self.pixmap = pixmap
        self.pixelsPerPoint = pixelsPerPoint
    }
}

/// Reads any PNG libpng can read into a premultiplied RGBA8 ``Pixmap``.
///
/// Palette, grayscale, low bit depths, 16-bit samples, `tRNS` transparency and Adam7 interlacing are
/// all expanded to 8-bit RGBA; 16-bit samples are scaled with rounding. Colour-space chunks (`gAMA`,
/// `cHRM`, `iCCP`) are not applied: samples are taken as sRGB, as Specimen writes them.
///
/// Bad data never traps: an empty, foreign, truncated or corrupt file throws a ``PNGError``, and an
/// image larger than ``maximumPixelCount`` is refused before its pixels are allocated.
public struct PNGDecoder: Sendable {
    /// The default limit, Specimen's pixel budget (`Limits.pixelBudget`, 64 million pixels): far above
    /// any rendered component, far below what would exhaust memory.
    public static let defaultMaximumPixelCount = Limits.pixelBudget

    /// The largest `width * height` the decoder will allocate.
    package var maximumPixelCount: Int

    /// A decoder refusing images of more than `maximumPixelCount` pixels.
    public init(maximumPixelCount: Int = PNGDecoder.defaultMaximumPixelCount) {
        self.maximumPixelCount = maximumPixelCount
    }

    /// Decodes `bytes` into premultiplied pixels, ignoring the file's scale.
    ///
    /// - Throws: ``PNGError`` naming what is wrong with the data.
    public func decode(_ bytes: [UInt8]) throws -> Pixmap {
        try decodeImage(bytes).pixmap
    }

    /// Decodes `bytes` into premultiplied pixels and the `pHYs` scale, if any.
    ///
    /// - Throws: ``PNGError`` naming what is wrong with the data.
    package func decodeImage(_ bytes: [UInt8]) throws -> PNGImage {
        var decoded = cpng_decoded()
        var message = [CChar](repeating: 0, count: 256)
        let limit = UInt64(max(0, maximumPixelCount))
        let status = bytes.withUnsafeBufferPointer { input in
            message.withUnsafeMutableBufferPointer { text in
                cpng_decode(input.baseAddress, input.count, limit, UInt64(Limits.pngChunkBytes), &decoded, text.baseAddress, text.count)
            }
        }
        defer { cpng_free(decoded.rgba) }
        guard Int(status) == Int(CPNG_OK), let rgba = decoded.rgba else {
            throw error(status: status, message: PNGMessage.string(from: message), decoded: decoded)
        }
        let width = Int(decoded.width)
        let height = Int(decoded.height)
        let straight = [UInt8](UnsafeBufferPointer(start: rgba, count: width * height * 4))
        guard let pixmap = Pixmap(width: width, height: height, straightRGBA: straight) else {
            // libpng already refuses zero sides; this guards the Pixmap's own size rules.
            throw PNGError.tooLarge(width: width, height: height, maximumPixelCount: maximumPixelCount)
        }
        return PNGImage(pixmap: pixmap, pixelsPerPoint: Self.scale(of: decoded))
    }

    /// The scale of a pHYs chunk, when it is in metres and square (anything else is an aspect
    /// ratio, not a resolution Specimen can state in points).
    private static func scale(of decoded: cpng_decoded) -> Double? {
        guard decoded.has_phys != 0, decoded.phys_unit == PNG_RESOLUTION_METER, decoded.phys_x == decoded.phys_y else {
            return nil
        }
        return PhysicalResolution.scale(forPixelsPerMetre: decoded.phys_x)
    }

    private func error(status: Int32, message: String, decoded: cpng_decoded) -> PNGError {
        switch Int(status) {
        case Int(CPNG_EMPTY): return .emptyInput
        case Int(CPNG_NOT_PNG): return .notPNG
        case Int(CPNG_TRUNCATED): return .truncated
        case Int(CPNG_TOO_LARGE):
            return .tooLarge(width: Int(decoded.width), height: Int(decoded.height), maximumPixelCount: maximumPixelCount)
        case Int(CPNG_OUT_OF_MEMORY): return .outOfMemory
        default: return .corrupt(message.isEmpty ? "libpng failed without a message" : message)
        }
    }
}
