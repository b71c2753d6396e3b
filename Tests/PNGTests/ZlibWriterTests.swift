import TestSupport
import Foundation
import Pixels
@testable import SpecimenPNG
import Testing

/// Pillow (PyPI `pillow`, installed by `make test`) reads each file; prints one line a file: the
/// Adler-32 of its pixels as straight RGBA, or the error.
private func pillowChecksums(_ paths: [String]) throws -> [String] {
    let script = """
        import sys, zlib
        from PIL import Image
        for path in sys.stdin.read().split("\\n"):
            if not path: continue
            try:
                print(zlib.adler32(Image.open(path).convert("RGBA").tobytes()))
            except Exception as error:
                print("error", path, error)
        """
    return try PillowScript.lines(script, input: paths.joined(separator: "\n"))
}

/// Pictures that exercise every path of the writer: runs a pixel and a row back, noise (stored
/// blocks), rows longer than deflate's window, translucency, single pixels.
private func testPixmaps() throws -> [(String, Pixmap)] {
    var random = SplitMix64(state: 14)
    func pixmap(_ width: Int, _ height: Int, opaque: Bool, _ pixel: (Int, Int, inout SplitMix64) -> [UInt8]) throws -> Pixmap {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var p = pixel(x, y, &random)
                if opaque { p[3] = 255 } else { p = p.map { min($0, p[3]) } }
                bytes += p
            }
        }
        return try #require(Pixmap(width: width, height: height, premultipliedRGBA: bytes))
    }
    let noise: (Int, Int, inout SplitMix64) -> [UInt8] = { _, _, r in (0..<4).map { _ in UInt8.random(in: 0...255, using: &r) } }
    // Bands of colour with a few random pixels: long runs broken where a matcher must resume.
    let bands: (Int, Int, inout SplitMix64) -> [UInt8] = { x, y, r in
        if UInt8.random(in: 0...255, using: &r) < 8 { return [UInt8.random(in: 0...255, using: &r), 9, 200, 255] }
        return [UInt8(x / 7 * 40 & 0xFF), UInt8(y / 3 * 30 & 0xFF), 77, UInt8(128 + (x / 13) % 128)]
    }
    return [
        ("one opaque pixel", try pixmap(1, 1, opaque: true, noise)),
        ("one translucent pixel", try pixmap(1, 1, opaque: false, noise)),
        ("opaque noise", try pixmap(97, 41, opaque: true, noise)),
        ("translucent noise", try pixmap(64, 300, opaque: false, noise)),
        ("opaque bands", try pixmap(211, 97, opaque: true, bands)),
        ("translucent bands", try pixmap(133, 250, opaque: false, bands)),
        ("rows longer than the window", try pixmap(8300, 3, opaque: false, bands)),
        ("one flat colour", try pixmap(640, 400, opaque: true) { _, _, _ in [30, 60, 90, 255] }),
        ("a tall single column", try pixmap(1, 5000, opaque: true, bands)),
    ]
}

@Suite("Specimen's zlib writer")
struct ZlibWriterTests {
    @Test("random and banded pixmaps come back exactly through libpng and the independent reader")
    func roundTrips() throws {
        for (name, pixmap) in try testPixmaps() {
            let bytes = try PNGEncoder().encode(pixmap, pixelsPerPoint: 2)
            #expect(try PNGDecoder().decode(bytes) == pixmap, "\(name)")
            let raw = try readIndependently(bytes)
            let expected = pixmap.isOpaque ? pixmap.data.enumerated().filter { $0.offset % 4 != 3 }.map(\.element) : pixmap.unpremultipliedRGBA()
            #expect(raw.samples == expected, "\(name)")
        }
    }

    @Test("noise is stored, not inflated: the file stays within a few bytes a block of the raw size")
    func noiseIsStored() throws {
        let (_, noise) = try testPixmaps()[3]
        let bytes = try PNGEncoder().encode(noise, pixelsPerPoint: 1)
        #expect(bytes.count < noise.data.count + noise.height + 200)
    }

    @Test("Pillow reads the random pixmaps and every golden re-encoded as the same pixels libpng reads", .tags(.externalTool), ExternalTool.pillow.gate)
    func pillowAndLibpngAgreeOnEveryGolden() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-zlib-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Snapshots")
        let goldens = try #require(FileManager.default.enumerator(atPath: snapshots.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".png") }.sorted()
        #expect(goldens.count > 300)
        var pixmaps = try testPixmaps().map(\.1)
        for golden in goldens {
            pixmaps.append(try PNGDecoder().decode(Array(try Data(contentsOf: snapshots.appendingPathComponent(golden)))))
        }
        var paths: [String] = []
        var expected: [String] = []
        for (index, pixmap) in pixmaps.enumerated() {
            let bytes = try PNGEncoder().encode(pixmap, pixelsPerPoint: 1)
            #expect(try PNGDecoder().decode(bytes) == pixmap)
            let path = folder.appendingPathComponent("\(index).png").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            paths.append(path)
            // The lane-wise sum is checked against the definition below, and is fast in a debug build.
            expected.append(String(pixmap.unpremultipliedRGBA().withUnsafeBufferPointer { Adler32.checksum($0) }))
        }
        let read = try pillowChecksums(paths)
        #expect(read.count == paths.count)
        for (index, line) in zip(read, expected).enumerated() where line.0 != line.1 {
            Issue.record("Pillow reads picture \(index) as \(line.0), libpng as \(line.1)")
        }
    }

    @Test("the sixteen-lane Adler-32 equals the byte-by-byte definition", arguments: [0, 1, 15, 16, 17, 4095, 5552, 5553, 70_001])
    func adler(count: Int) {
        var random = SplitMix64(state: UInt64(count))
        let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
        let ones = [UInt8](repeating: 255, count: count)
        #expect(bytes.withUnsafeBufferPointer { Adler32.checksum($0) } == adler32(bytes))
        #expect(ones.withUnsafeBufferPointer { Adler32.checksum($0) } == adler32(ones))
        // Added in pieces, as the zlib writer adds each batch of rows: the same value.
        var pieces = Adler32()
        var start = 0
        while start < count {
            let end = min(count, start + Int.random(in: 1...400, using: &random))
            bytes[start..<end].withUnsafeBufferPointer { pieces.add($0) }
            start = end
        }
        #expect(pieces.value == adler32(bytes))
    }

    @Test("Huffman codes stay within their limit and are complete, even for Fibonacci frequencies")
    func huffmanLimits() {
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        let cases: [([UInt32], Int)] = [
            (fibonacci, 15), (fibonacci + [UInt32](repeating: 0, count: 256), 15), (Array(fibonacci.prefix(19)), 7),
            ([5, 0], 15), ([0, 0, 0], 7), ([1, 1], 15), ((0..<286).map { UInt32($0 % 7) }, 15),
        ]
        for (frequencies, limit) in cases {
            let code = HuffmanCode(frequencies: frequencies, limit: limit)
            #expect(code.lengths.allSatisfy { Int($0) <= limit })
            // Kraft: the lengths of a complete prefix code sum to exactly one.
            let kraft = code.lengths.filter { $0 > 0 }.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
            #expect(kraft == 1, "\(frequencies.prefix(5)) limit \(limit)")
        }
    }
}
