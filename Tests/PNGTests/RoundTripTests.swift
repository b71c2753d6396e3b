import Pixels
import SpecimenPNG
import Testing

/// A pixmap whose premultiplied pixels cover every alpha and a spread of channel values.
func translucentPixmap() throws -> Pixmap {
    let width = 256, height = 16
    var bytes: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width {
            let alpha = x
            let red = alpha * y / (height - 1)
            let green = alpha - red
            let blue = (alpha * ((y * 7) % 16)) / 15
            bytes += [UInt8(red), UInt8(green), UInt8(blue), UInt8(alpha)]
        }
    }
    return try #require(Pixmap(width: width, height: height, premultipliedRGBA: bytes))
}

/// An opaque pixmap with a gradient and noise-like values, so every row filter gets used.
func opaquePixmap(width: Int = 37, height: Int = 23) throws -> Pixmap {
    var bytes: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width {
            bytes += [UInt8(x * 7 & 0xFF), UInt8((y * 11 + x * x) & 0xFF), UInt8((x ^ y) * 5 & 0xFF), 255]
        }
    }
    return try #require(Pixmap(width: width, height: height, premultipliedRGBA: bytes))
}

@Suite("PNG round trip")
struct RoundTripTests {
    let encoder = PNGEncoder()
    let decoder = PNGDecoder()

    @Test("translucent pixels come back exactly, written as RGBA")
    func translucentRoundTrip() throws {
        let pixmap = try translucentPixmap()
        let bytes = try encoder.encode(pixmap, pixelsPerPoint: 1)
        #expect(try readIndependently(bytes).colorType == 6)
        #expect(try decoder.decode(bytes) == pixmap)
    }

    @Test("opaque pixels come back exactly, written as RGB")
    func opaqueRoundTrip() throws {
        let pixmap = try opaquePixmap()
        let bytes = try encoder.encode(pixmap, pixelsPerPoint: 2)
        let raw = try readIndependently(bytes)
        #expect(raw.colorType == 2)
        #expect(raw.samples.count == pixmap.width * pixmap.height * 3)
        #expect(try decoder.decode(bytes) == pixmap)
    }

    @Test("the file holds exactly the straight samples, read without libpng")
    func fileHoldsStraightSamples() throws {
        let pixmap = try translucentPixmap()
        let raw = try readIndependently(try encoder.encode(pixmap, pixelsPerPoint: 1))
        #expect((raw.width, raw.height) == (pixmap.width, pixmap.height))
        #expect(raw.samples == pixmap.unpremultipliedRGBA())

        let opaque = try opaquePixmap()
        let rgb = try readIndependently(try encoder.encode(opaque, pixelsPerPoint: 1)).samples
        var expected: [UInt8] = []
        for (index, byte) in opaque.data.enumerated() where index % 4 != 3 { expected.append(byte) }
        #expect(rgb == expected)
    }

    @Test("a half-transparent red is premultiplied inside and straight in the file")
    func halfTransparentRed() throws {
        let pixmap = try #require(Pixmap(width: 1, height: 1, straightRGBA: [255, 0, 0, 128]))
        #expect(pixmap.data == [128, 0, 0, 128])

        let bytes = try encoder.encode(pixmap, pixelsPerPoint: 1)
        #expect(try readIndependently(bytes).samples == [255, 0, 0, 128])

        let decoded = try decoder.decode(bytes)
        #expect(decoded.data == [128, 0, 0, 128])
        #expect(decoded.color(x: 0, y: 0) == Color(red: 255, green: 0, blue: 0, alpha: 128))
    }

    @Test("fully transparent pixels decode as transparent black")
    func transparentPixels() throws {
        let pixmap = try #require(Pixmap(width: 3, height: 2))
        let bytes = try encoder.encode(pixmap, pixelsPerPoint: 1)
        #expect(try decoder.decode(bytes) == pixmap)
        #expect(try readIndependently(bytes).samples == [UInt8](repeating: 0, count: 24))
    }

    @Test("the same pixmap gives the same bytes, twice and across threads")
    func deterministic() async throws {
        let pixmap = try translucentPixmap()
        let first = try encoder.encode(pixmap, pixelsPerPoint: 2)
        let second = try PNGEncoder().encode(try translucentPixmap(), pixelsPerPoint: 2)
        #expect(first == second)

        let encodings = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 {
                group.addTask { try PNGEncoder().encode(pixmap, pixelsPerPoint: 2) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(encodings.allSatisfy { $0 == first })
    }

    @Test("a large opaque image round trips")
    func largeImage() throws {
        let pixmap = try opaquePixmap(width: 640, height: 480)
        #expect(try decoder.decode(try encoder.encode(pixmap, pixelsPerPoint: 3)) == pixmap)
    }
}
