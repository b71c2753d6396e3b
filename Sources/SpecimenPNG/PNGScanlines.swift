#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Pixels

/// The bytes a PNG's image data compresses: each row a filter-type byte, 0 (None), then its samples,
/// RGB when every pixel is opaque and straight-alpha RGBA otherwise.
///
/// Made a few rows at a time into ``ZlibWriter``'s window rather than as one buffer for the whole
/// picture: a 680x208 picture's 424 KB of scanlines were 103 fresh pages (page faults) of a cold
/// render, where the window is a few pages reused for every row. Valid only while the pixmap's bytes
/// it points at are.
struct PNGScanlines {
    /// The premultiplied RGBA pixels, `width * height * 4` bytes.
    let pixels: UnsafePointer<UInt8>
    let width: Int
    let height: Int
    let hasAlpha: Bool

    var channels: Int { hasAlpha ? 4 : 3 }
    /// The filter byte and the samples of one row.
    var rowLength: Int { 1 + width * channels }
    var count: Int { rowLength * height }

    /// Writes rows `rows`, one after another, from `out`. `afterPreviousRow` says that the
    /// `rowLength` bytes before `out` hold row `rows.lowerBound - 1`, already written.
    ///
    /// A row whose pixels equal the row above's (41% of the 72 variants' rows at 2x: flat fills and
    /// straight sides) is copied from the row above's scanline, one `memcmp` and one copy instead of
    /// converting each pixel: the same bytes, 0.24 M fewer instructions a picture in a batch.
    func write(rows: Range<Int>, to out: UnsafeMutablePointer<UInt8>, afterPreviousRow: Bool = false) {
        let rowLength = rowLength, rowBytes = width * 4
        for y in rows {
            let row = out + (y - rows.lowerBound) * rowLength
            let samples = pixels + y * rowBytes
            if y > 0, y > rows.lowerBound || afterPreviousRow, memcmp(samples - rowBytes, samples, rowBytes) == 0 {
                row.update(from: row - rowLength, count: rowLength)
                continue
            }
            row[0] = 0
            if hasAlpha {
                (row + 1).update(from: samples, count: width * 4)
                AlphaConversion.unpremultiply(UnsafeMutableBufferPointer(start: row + 1, count: width * 4))
            } else {
                Self.dropAlpha(samples, width, to: row + 1)
            }
        }
    }

    /// The bytes in `range`, made again from the pixels: a stored block's raw bytes may already have
    /// left the window (only noise is ever stored, so this is rare).
    func bytes(in range: Range<Int>) -> [UInt8] {
        guard !range.isEmpty else { return [] }
        let rowLength = rowLength
        let rows = (range.lowerBound / rowLength)..<((range.upperBound - 1) / rowLength + 1)
        let made = [UInt8](unsafeUninitializedCapacity: rows.count * rowLength) { buffer, initialized in
            write(rows: rows, to: buffer.baseAddress!)
            initialized = rows.count * rowLength
        }
        let offset = rows.lowerBound * rowLength
        return Array(made[(range.lowerBound - offset)..<(range.upperBound - offset)])
    }

    /// RGBA pixels as RGB: four pixels at a time as two eight-byte loads and exactly twelve bytes
    /// stored (one eight-byte and one four-byte store, so nothing is written past the row), about
    /// four instructions a pixel where one store a pixel took six.
    @inline(__always)
    static func dropAlpha(_ from: UnsafePointer<UInt8>, _ count: Int, to target: UnsafeMutablePointer<UInt8>) {
        // Pointers advanced by wrapping steps: index arithmetic with overflow checks cost as much
        // again as the conversion.
        var source = UnsafeRawPointer(from)
        var out = UnsafeMutableRawPointer(target)
        let end = source + 16 * (count / 4)
        while source < end {
            // Little-endian words: pixel 0 in the low half of `first`, pixel 2 in the low half of `second`.
            let first = UInt64(littleEndian: source.loadUnaligned(as: UInt64.self))
            let second = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            let low = first & 0xFF_FFFF | (first >> 8) & 0xFFFF_FF00_0000 | second << 48
            let high = UInt32(truncatingIfNeeded: (second >> 16) & 0xFF | (second >> 24) & 0xFFFF_FF00)
            out.storeBytes(of: low.littleEndian, as: UInt64.self)
            out.storeBytes(of: high.littleEndian, toByteOffset: 8, as: UInt32.self)
            source += 16
            out += 12
        }
        for x in (count & ~3)..<count {
            target[3 * x] = from[4 * x]
            target[3 * x + 1] = from[4 * x + 1]
            target[3 * x + 2] = from[4 * x + 2]
        }
    }
}
