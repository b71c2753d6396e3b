#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CPNG
import Pixels
import SpecimenLimits

/// A PNG file that cannot be opened or read at all (as opposed to one whose bytes are wrong).
package struct PNGFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The system's `errno`.
    package var code: Int32

    /// An error for the system's `errno` `code`.
    package init(code: Int32) { self.code = code }

    /// `no such file` when the path names nothing, else `cannot read it`: what `specimen diff` has always said.
    package var description: String { code == ENOENT ? "no such file" : "cannot read it" }
}

/// Reads a PNG file one row at a time, as premultiplied RGBA8, so an image of any size costs one row of
/// memory: what lets `specimen diff` compare two large images without holding either.
///
/// It accepts and refuses exactly the files ``PNGDecoder`` does (the same libpng transformations, and
/// the file is read through `IEND` by ``finish()``), and its rows are the rows of the decoder's
/// ``Pixmap``. An interlaced (Adam7) file cannot arrive a row at a time, since each row comes in up to
/// seven passes: it is decoded whole when opened, within ``interlacedMaximumPixelCount``.
///
/// A class because it owns an open file and libpng's reader; it is used by one thread at a time.
package final class PNGRowReader {
    /// Interlaced files are held whole, so they keep the decoder's limit: Specimen's pixel budget.
    package static let interlacedMaximumPixelCount = Limits.pixelBudget

    /// The image's width, in pixels.
    package let width: Int
    /// The image's height, in pixels: how many rows there are to read.
    package let height: Int
    /// True when the file has an alpha channel or a `tRNS` chunk, so some pixel may be non-opaque.
    package let mayHaveAlpha: Bool
    /// The scale of a `pHYs` chunk before the pixels, as ``PNGImage/pixelsPerPoint`` reads it.
    package let pixelsPerPoint: Double?

    private let reader: UnsafeMutablePointer<cpng_row_reader>
    private var straight: [UInt8]
    private var rowsRead = 0

    /// Opens `path` and reads its header.
    ///
    /// - Throws: ``PNGFileError`` when the file cannot be opened or read; ``PNGError`` when its bytes are
    ///   not a PNG libpng reads, or when `width * height` exceeds `maximumPixelCount`.
    package init(path: String, maximumPixelCount: Int) throws {
        var status: Int32 = 0
        guard let reader = cpng_row_reader_open(path, UInt64(Self.interlacedMaximumPixelCount), UInt64(Limits.pngChunkBytes), &status) else {
            throw PNGError.outOfMemory
        }
        guard Int(status) == Int(CPNG_OK) else {
            defer { cpng_row_reader_close(reader) }
            throw Self.error(status: status, reader: reader)
        }
        let width = Int(reader.pointee.width), height = Int(reader.pointee.height)
        guard width.multipliedReportingOverflow(by: height).partialValue <= maximumPixelCount else {
            cpng_row_reader_close(reader)
            throw PNGError.tooLarge(width: width, height: height, maximumPixelCount: maximumPixelCount)
        }
        self.reader = reader
        self.width = width
        self.height = height
        mayHaveAlpha = reader.pointee.may_have_alpha != 0
        let phys = reader.pointee
        pixelsPerPoint =
            phys.has_phys != 0 && phys.phys_unit == PNG_RESOLUTION_METER && phys.phys_x == phys.phys_y
            ? PhysicalResolution.scale(forPixelsPerMetre: phys.phys_x) : nil
        straight = [UInt8](repeating: 0, count: width * 4)
    }

    deinit { cpng_row_reader_close(reader) }

    /// The next row, premultiplied, into `row` (resized to `width * 4` bytes).
    ///
    /// - Throws: ``PNGError`` (a truncated or corrupt file), ``PNGFileError`` (a read error).
    package func readRow(into row: inout [UInt8]) throws {
        precondition(rowsRead < height, "read past the last row")
        let status = straight.withUnsafeMutableBufferPointer { cpng_row_reader_read(reader, $0.baseAddress) }
        guard Int(status) == Int(CPNG_OK) else { throw Self.error(status: status, reader: reader) }
        rowsRead += 1
        row = straight
        AlphaConversion.premultiply(&row)
    }

    /// After the last row: reads the rest of the file through `IEND`, so damage after the pixels is
    /// found as ``PNGDecoder`` finds it.
    package func finish() throws {
        precondition(rowsRead == height, "finish before the last row")
        let status = cpng_row_reader_finish(reader)
        guard Int(status) == Int(CPNG_OK) else { throw Self.error(status: status, reader: reader) }
    }

    private static func error(status: Int32, reader: UnsafeMutablePointer<cpng_row_reader>) -> any Error {
        let message = withUnsafeBytes(of: reader.pointee.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch Int(status) {
        case Int(CPNG_OPEN_FAILED): return PNGFileError(code: reader.pointee.system_error)
        case Int(CPNG_EMPTY): return PNGError.emptyInput
        case Int(CPNG_NOT_PNG): return PNGError.notPNG
        case Int(CPNG_TRUNCATED): return PNGError.truncated
        case Int(CPNG_TOO_LARGE):
            return PNGError.tooLarge(
                width: Int(reader.pointee.width), height: Int(reader.pointee.height),
                maximumPixelCount: interlacedMaximumPixelCount)
        case Int(CPNG_OUT_OF_MEMORY): return PNGError.outOfMemory
        default: return PNGError.corrupt(message.isEmpty ? "libpng failed without a message" : message)
        }
    }
}
