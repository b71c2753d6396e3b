import Foundation
import Pixels
import SpecimenPNG
import Testing
import TestSupport

/// Pillow, an independent reader (PyPI `pillow`, installed by `make test`), decodes the animation.
private func pillowFrames(_ bytes: [UInt8]) throws -> [String] {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-apng-\(UUID().uuidString).png")
    try Data(bytes).write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    let script = """
        import sys
        from PIL import Image, ImageSequence
        im = Image.open(sys.argv[1])
        print(im.format, im.n_frames, im.is_animated, im.info.get("loop"))
        for frame in ImageSequence.Iterator(im):
            rgba = frame.convert("RGBA")
            print(rgba.size[0], rgba.size[1], int(frame.info.get("duration")), "%02X%02X%02X%02X" % rgba.getpixel((0, 0)), "%02X%02X%02X%02X" % rgba.getpixel((rgba.size[0] - 1, rgba.size[1] - 1)))
        """
    return try PillowScript.lines(script, arguments: [path.path])
}

/// A frame of one colour, with a different corner so each frame is told apart at both ends.
private func frame(_ r: UInt8, _ g: UInt8, _ b: UInt8, alpha: UInt8 = 255) throws -> Pixmap {
    var pixmap = try #require(Pixmap(width: 9, height: 5, fill: PremultipliedColor(red: r, green: g, blue: b, alpha: alpha)))
    let last = pixmap.data.count - 4
    pixmap.data[last] = 0; pixmap.data[last + 1] = 0; pixmap.data[last + 2] = alpha; pixmap.data[last + 3] = alpha
    return pixmap
}

@Suite struct APNGTests {
    @Test(.tags(.externalTool), ExternalTool.pillow.gate, arguments: [1, 2, 5])
    func pillowReadsEveryFrameWithItsDelay(count: Int) throws {
        let colours: [(UInt8, UInt8, UInt8)] = [(0xFF, 0, 0), (0, 0x80, 0), (0x15, 0x5D, 0xFC), (0x33, 0x33, 0x33), (0xFF, 0xFF, 0xFF)]
        let frames = try (0..<count).map { APNGFrame(try frame(colours[$0].0, colours[$0].1, colours[$0].2), delayMilliseconds: 100 * ($0 + 1)) }
        let bytes = try APNGEncoder().encode(frames, pixelsPerPoint: 2)
        let lines = try pillowFrames(bytes)
        #expect(lines.first == "PNG \(count) \(count > 1 ? "True" : "False") 0")
        #expect(lines.count == count + 1)
        for (index, line) in lines.dropFirst().enumerated() {
            let (r, g, b) = colours[index]
            let hex = [r, g, b, 255].map { String(format: "%02X", $0) }.joined()
            #expect(line == "9 5 \(100 * (index + 1)) \(hex) 0000FFFF")
        }
    }

    @Test(.tags(.externalTool), ExternalTool.pillow.gate) func translucentFramesKeepTheirAlphaAndReplaceEachOther() throws {
        let frames = [
            APNGFrame(try frame(0x80, 0, 0, alpha: 0x80), delayMilliseconds: 500),
            APNGFrame(try frame(0, 0, 0, alpha: 0), delayMilliseconds: 500),
        ]
        let lines = try pillowFrames(try APNGEncoder().encode(frames, pixelsPerPoint: 1))
        #expect(lines.count == 3)
        #expect(lines[1].hasSuffix("FF000080 0000FF80"))
        // Blend op source: the clear second frame is clear, not the first frame showing through.
        #expect(lines[2].hasSuffix("00000000 00000000"))
    }

    @Test func theFirstFrameIsTheStillImageForOtherReaders() throws {
        let first = try frame(0x12, 0x34, 0x56)
        let bytes = try APNGEncoder().encode([APNGFrame(first, delayMilliseconds: 40), APNGFrame(try frame(1, 2, 3), delayMilliseconds: 40)], pixelsPerPoint: 1)
        #expect(try PNGDecoder().decode(bytes).data == first.data)
        let again = try APNGEncoder().encode([APNGFrame(first, delayMilliseconds: 40), APNGFrame(try frame(1, 2, 3), delayMilliseconds: 40)], pixelsPerPoint: 1)
        #expect(bytes == again)
    }

    @Test func refusesWhatCannotBeOneAnimation() throws {
        #expect(throws: APNGError.noFrames) { try APNGEncoder().encode([], pixelsPerPoint: 1) }
        let small = try #require(Pixmap(width: 3, height: 3, fill: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)))
        #expect(throws: APNGError.sizeMismatch(frame: 2, width: 3, height: 3, expectedWidth: 9, expectedHeight: 5)) {
            try APNGEncoder().encode([APNGFrame(try frame(1, 1, 1), delayMilliseconds: 10), APNGFrame(small, delayMilliseconds: 10)], pixelsPerPoint: 1)
        }
        #expect(throws: APNGError.colourTypeMismatch(frame: 2)) {
            try APNGEncoder().encode(
                [
                    APNGFrame(try frame(1, 1, 1), delayMilliseconds: 10),
                    APNGFrame(try frame(1, 1, 1, alpha: 9), delayMilliseconds: 10),
                ], pixelsPerPoint: 1)
        }
        #expect(throws: APNGError.badDelay(frame: 1, milliseconds: 0)) {
            try APNGEncoder().encode([APNGFrame(try frame(1, 1, 1), delayMilliseconds: 0)], pixelsPerPoint: 1)
        }
    }
}
