import TestSupport
import Foundation
import Pixels
@testable import SpecimenPNG
import Testing

/// Pictures whose scanlines make the window slide in every way: runs across many small rows, rows
/// longer than deflate's window, noise (stored blocks whose bytes have left the window), more tokens
/// than one block holds.
private func streamedPixmaps() throws -> [(String, Pixmap)] {
    var random = SplitMix64(state: 1414)
    // Plain integers, not SIMD vectors: this runs unoptimised in a debug build.
    typealias Pixel = (UInt8, UInt8, UInt8, UInt8)
    func pixmap(_ width: Int, _ height: Int, opaque: Bool, _ pixel: (Int, Int, inout SplitMix64) -> Pixel) throws -> Pixmap {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var i = 0
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y, &random)
                let alpha = opaque ? 255 : a
                bytes[i] = min(r, alpha); bytes[i + 1] = min(g, alpha); bytes[i + 2] = min(b, alpha); bytes[i + 3] = alpha
                i += 4
            }
        }
        return try #require(Pixmap(width: width, height: height, premultipliedRGBA: bytes))
    }
    let noise: (Int, Int, inout SplitMix64) -> Pixel = { _, _, r in
        let word = r.next()
        return (UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 24))
    }
    // Flat bands with a sprinkle of noise: long matches a pixel and a row back, broken often.
    let bands: (Int, Int, inout SplitMix64) -> Pixel = { x, y, r in
        let word = r.next()
        if word & 0xFF < 6 { return (UInt8(truncatingIfNeeded: word >> 8), 40, 90, 255) }
        return (UInt8(x / 5 * 33 & 0xFF), UInt8(y / 4 * 21 & 0xFF), 120, UInt8(100 + (x / 9) % 156))
    }
    // Tokens alternate literal and short match, so a block fills before the picture ends.
    let stripes: (Int, Int, inout SplitMix64) -> Pixel = { x, y, r in
        x % 2 == 0 ? (UInt8(truncatingIfNeeded: x &* 7 &+ y), 1, 2, 255) : (UInt8(truncatingIfNeeded: r.next()), 3, 4, 255)
    }
    return [
        ("1x1 opaque", try pixmap(1, 1, opaque: true, noise)),
        ("1x1 translucent", try pixmap(1, 1, opaque: false, noise)),
        ("opaque noise, stored blocks", try pixmap(200, 120, opaque: true, noise)),
        ("translucent noise, stored blocks", try pixmap(157, 110, opaque: false, noise)),
        ("opaque bands", try pixmap(340, 104, opaque: true, bands)),
        ("translucent bands", try pixmap(333, 150, opaque: false, bands)),
        ("tall single column", try pixmap(1, 6000, opaque: true, bands)),
        ("tall translucent pair of columns", try pixmap(2, 4000, opaque: false, bands)),
        ("rows longer than the 32 KiB window", try pixmap(8300, 4, opaque: false, bands)),
        ("opaque rows longer than the window", try pixmap(11_000, 3, opaque: true, bands)),
        ("more tokens than a block", try pixmap(300, 200, opaque: true, stripes)),
        ("one flat colour", try pixmap(300, 200, opaque: true) { _, _, _ in (30, 60, 90, 255) }),
    ]
}

@Suite("The PNG encoder's scanline window")
struct StreamedEncodingTests {
    @Test("the bytes do not depend on the window: smallest, default and whole-picture windows agree")
    func windowSizeDoesNotChangeBytes() throws {
        for (name, pixmap) in try streamedPixmaps() {
            let hasAlpha = !pixmap.isOpaque
            let streams = pixmap.data.withUnsafeBufferPointer { pixels in
                let scanlines = PNGScanlines(pixels: pixels.baseAddress!, width: pixmap.width, height: pixmap.height, hasAlpha: hasAlpha)
                // 1: the window holds only what a match can reach plus one row, and slides at every row;
                // count: the whole picture at once, as the encoder held it before it streamed.
                return [1, 4097, ZlibWriter.batchBytes, scanlines.count].map { ZlibWriter.compress(scanlines, batchBytes: $0) }
            }
            for stream in streams.dropFirst() { #expect(stream == streams[0], "\(name)") }
            let file = try PNGEncoder().encode(pixmap, pixelsPerPoint: 2)
            #expect(try PNGDecoder().decode(file) == pixmap, "\(name)")
        }
    }

    @Test("scanlines made again for a stored block equal those made into the window")
    func bytesInRangeMatchRows() throws {
        for (name, pixmap) in try streamedPixmaps() where pixmap.width * pixmap.height > 1 {
            pixmap.data.withUnsafeBufferPointer { pixels in
                let scanlines = PNGScanlines(pixels: pixels.baseAddress!, width: pixmap.width, height: pixmap.height, hasAlpha: !pixmap.isOpaque)
                let whole = [UInt8](unsafeUninitializedCapacity: scanlines.count) { buffer, initialized in
                    scanlines.write(rows: 0..<pixmap.height, to: buffer.baseAddress!)
                    initialized = scanlines.count
                }
                let count = scanlines.count
                for range in [0..<count, 1..<count - 1, count / 3..<count / 2, count - 1..<count, 5..<5] where range.upperBound <= count {
                    #expect(scanlines.bytes(in: range) == Array(whole[range]), "\(name) \(range)")
                }
            }
        }
    }

    @Test("every golden re-encoded from its own pixels has exactly its image data")
    func goldensReencodeToTheirOwnBytes() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Snapshots")
        let goldens = try #require(FileManager.default.enumerator(atPath: snapshots.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".png") }.sorted()
        #expect(goldens.count > 300)
        for golden in goldens {
            let bytes = Array(try Data(contentsOf: snapshots.appendingPathComponent(golden)))
            let pixmap = try PNGDecoder().decode(bytes)
            let again = try PNGEncoder().encode(pixmap, pixelsPerPoint: 1)
            func imageData(_ file: [UInt8]) throws -> [UInt8] {
                try PNGChunk.split(file).filter { $0.type == "IDAT" || $0.type == "IHDR" }.flatMap(\.data)
            }
            #expect(try imageData(again) == imageData(bytes), "\(golden)")
        }
    }
}
