#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CPNG
import Pixels
import SpecimenFiles

/// Writes a PNG one row at a time to an open file descriptor, with ``PNGEncoder``'s chunks and pixel
/// format, without the image ever being whole in memory (`specimen diff`'s difference image).
///
/// The image data goes through libpng and zlib at ``compressionLevel`` with row filter None, not through
/// ``PNGEncoder``'s own ``ZlibWriter``, which fits Huffman codes to whole blocks of a picture held in
/// memory: a difference image is a report, not a golden, so its pixels (not its bytes) equal what
/// `PNGEncoder` would write, and its bytes are fixed for a given zlib (which deflate where:
/// Package.swift, beside the system libraries).
///
/// Whether the file holds alpha must be known before the first row (``PNGEncoder`` decides it from the
/// whole pixmap); the caller says so with `hasAlpha`, and with `false` every row must be opaque.
package final class PNGRowWriter {
    /// zlib's level for the streamed image data: 2, which the first-round measurement chose for flat UI
    /// pictures (4x faster than 6 and smaller than adaptive filtering).
    package static let compressionLevel: Int32 = 2

    /// The image's width in pixels: every row written holds this many.
    package let width: Int
    /// The image's height in pixels: how many rows must be written.
    package let height: Int
    /// True when the file has an alpha channel (RGBA); with false it is RGB and every row must be opaque.
    package let hasAlpha: Bool
    private let path: String
    private let writer: UnsafeMutablePointer<cpng_row_writer>
    private var straight: [UInt8]
    private var rowsWritten = 0

    /// Starts the file on `descriptor`, which stays the caller's to close; `path` only names it in errors.
    ///
    /// - Throws: ``PNGError`` for a scale no `pHYs` chunk holds or a size libpng refuses,
    ///   ``AtomicFileError`` when the descriptor refuses bytes.
    package init(descriptor: Int32, path: String, width: Int, height: Int, hasAlpha: Bool, pixelsPerPoint scale: Double) throws {
        guard let pixelsPerMetre = PhysicalResolution.pixelsPerMetre(forScale: scale) else { throw PNGError.invalidScale(scale) }
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError.imageTooLargeToEncode(width: width, height: height)
        }
        var status: Int32 = 0
        guard
            let writer = cpng_row_writer_open(
                descriptor, UInt32(width), UInt32(height), hasAlpha ? 1 : 0, pixelsPerMetre,
                Self.compressionLevel, &status)
        else { throw PNGError.outOfMemory }
        guard Int(status) == Int(CPNG_OK) else {
            defer { cpng_row_writer_close(writer) }
            throw Self.error(status: status, writer: writer, path: path)
        }
        self.writer = writer
        self.path = path
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        straight = [UInt8](repeating: 0, count: width * 4)
    }

    deinit { cpng_row_writer_close(writer) }

    /// Writes the next row: `width * 4` premultiplied RGBA bytes.
    package func write(row: [UInt8]) throws {
        precondition(row.count == width * 4 && rowsWritten < height, "a row of the wrong size, or past the last row")
        let status: Int32
        if hasAlpha {
            straight = row
            AlphaConversion.unpremultiply(&straight)
            status = straight.withUnsafeBufferPointer { cpng_row_writer_write(writer, $0.baseAddress) }
        } else {
            status = row.withUnsafeBufferPointer { cpng_row_writer_write(writer, $0.baseAddress) }
        }
        guard Int(status) == Int(CPNG_OK) else { throw Self.error(status: status, writer: writer, path: path) }
        rowsWritten += 1
    }

    /// After the last row: writes `IEND`.
    package func finish() throws {
        precondition(rowsWritten == height, "finish before the last row")
        let status = cpng_row_writer_finish(writer)
        guard Int(status) == Int(CPNG_OK) else { throw Self.error(status: status, writer: writer, path: path) }
    }

    private static func error(status: Int32, writer: UnsafeMutablePointer<cpng_row_writer>, path: String) -> any Error {
        let message = withUnsafeBytes(of: writer.pointee.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch Int(status) {
        case Int(CPNG_WRITE_FAILED): return AtomicFileError(path: path, reason: String(cString: strerror(writer.pointee.system_error)))
        case Int(CPNG_OUT_OF_MEMORY): return PNGError.outOfMemory
        default: return PNGError.encodingFailed(message.isEmpty ? "libpng failed without a message" : message)
        }
    }
}
