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
/// Compression is pinned, and part of the golden format: row filter None on every row, compressed by
/// Specimen's own ``ZlibWriter`` (matches one pixel and one row back only, greedy, dynamic Huffman codes
/// per 32,768 tokens, stored blocks where those would be larger), all of the image data in one `IDAT`.
/// It is Swift and depends on no library version, so the same pixels give the same bytes everywhere.
///
/// Chosen by measurement. First round (all 72 variants at 2x, 26.9 MB of raw pixels, CPU time of one
/// thread; zlib level 6 alone on the raw pixels: 168 ms, 0.97 MB):
///
/// | filter | compressor | encode ms | bytes |
/// | --- | --- | --- | --- |
/// | adaptive (all five) | zlib 6, filtered (first release) | 330 | 1.36 MB |
/// | None | zlib 2, default (round 1) | 80 | 1.14 MB |
///
/// Second round, the same 72 pictures in one `specimen batch`: zlib 2 through libpng took 10.5 M
/// instructions a picture (deflate 9.3 M, libpng's alpha strip 1.2 M), ``ZlibWriter`` takes 4.1 M
/// (matching 1.2 M, Huffman coding 1.5 M, RGB rows 0.8 M, Adler-32 0.5 M, the opacity check 0.3 M); in process, alternating on
/// a loaded machine, 0.76-0.83 ms against 1.84-1.97 ms a picture. The files are 1.30 MB against zlib's
/// 1.14 MB; resvg's for the same pictures are 2.5 MB. Third round, the same bytes: scanlines made a
/// batch of rows at a time into a window of a few pages instead of one buffer for the picture (105
/// fewer page faults in a cold 680x208 render), Adler-32 added as they are made, and cheaper Huffman
/// tables, token writing and opacity check: 3.34 M instructions a picture in `batch`.
///
/// Component pictures are large flat fills with anti-aliased edges: unfiltered rows repeat exactly, and
/// a run of one colour repeats a pixel back, so two candidate distances find nearly all that zlib's
/// hash chains find, at a fraction of the cost. resvg's files for the same pictures are 2.5 MB.
package struct PNGEncoder: Sendable {
    private static let largestIDAT = 1 << 30

    /// An encoder; it keeps no state between pictures.
    package init() {}

    /// Encodes `pixmap` with a `pHYs` chunk of 72 dpi per point times `scale`, in pixels per metre,
    /// rounded to nearest (scale 1 -> 2835, 2 -> 5669, 3 -> 8504).
    ///
    /// - Throws: ``PNGError/invalidScale(_:)`` when `scale` is not positive and finite;
    ///   ``PNGError/imageTooLargeToEncode(width:height:)`` when a side is longer than PNG allows.
    package func encode(_ pixmap: Pixmap, pixelsPerPoint scale: Double) throws -> [UInt8] {
        guard let pixelsPerMetre = PhysicalResolution.pixelsPerMetre(forScale: scale) else {
            throw PNGError.invalidScale(scale)
        }
        guard pixmap.width <= Int(Int32.max), pixmap.height <= Int(Int32.max) else {
            throw PNGError.imageTooLargeToEncode(width: pixmap.width, height: pixmap.height)
        }
        let hasAlpha = !pixmap.isOpaque
        let imageData = pixmap.data.withUnsafeBufferPointer { pixels in
            ZlibWriter.compress(PNGScanlines(pixels: pixels.baseAddress!, width: pixmap.width, height: pixmap.height, hasAlpha: hasAlpha))
        }
        var out = PNGChunk.signature
        out.reserveCapacity(imageData.count + 128)
        let header =
            BigEndian.bytes32(UInt32(pixmap.width)) + BigEndian.bytes32(UInt32(pixmap.height))
            + [8, hasAlpha ? 6 : 2, 0, 0, 0]
        PNGChunk(type: "IHDR", data: header).append(to: &out)
        PNGChunk(type: "sRGB", data: [0]).append(to: &out)
        PNGChunk(type: "pHYs", data: BigEndian.bytes32(pixelsPerMetre) + BigEndian.bytes32(pixelsPerMetre) + [1])
            .append(to: &out)
        // Chunks hold at most 2³¹−1 bytes; a gigabyte each keeps well inside that.
        imageData.withUnsafeBufferPointer { imageData in
            for start in stride(from: 0, to: imageData.count, by: Self.largestIDAT) {
                PNGChunk.append(type: "IDAT", data: UnsafeBufferPointer(rebasing: imageData[start..<min(imageData.count, start + Self.largestIDAT)]), to: &out)
            }
        }
        PNGChunk(type: "IEND", data: []).append(to: &out)
        return out
    }
}

/// Reads the NUL-terminated message the C shim leaves in a buffer.
enum PNGMessage {
    static func string(from buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
