import Pixels
import SpecimenPNG
import Testing

/// A PNG written by another tool: Python's `zlib` and `struct`, 3×2, 2-bit palette with a partial
/// tRNS (index 1 at alpha 128, index 2 fully transparent), rows `0 1 2` and `3 0 1`.
let pythonPalettePNG: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
    0x00, 0x03, 0x00, 0x00, 0x00, 0x02, 0x02, 0x03, 0x00, 0x00, 0x00, 0xE0, 0x1A, 0x8E, 0x89, 0x00, 0x00, 0x00,
    0x0C, 0x50, 0x4C, 0x54, 0x45, 0xFF, 0x00, 0x00, 0x00, 0xFF, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFB,
    0x00, 0x60, 0xF6, 0x00, 0x00, 0x00, 0x03, 0x74, 0x52, 0x4E, 0x53, 0xFF, 0x80, 0x00, 0x7F, 0x6D, 0x68, 0x78,
    0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0x90, 0x60, 0x38, 0x02, 0x00, 0x01, 0x10,
    0x00, 0xDD, 0x2F, 0x18, 0xDC, 0x8E, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
]

/// A straight colour that differs from pixel to pixel, so a misplaced pixel shows.
private func probe(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    ((x * 37 + y * 11) & 255, (x * 5 + y * 71) & 255, (x * y * 13 + 7) & 255, (x * 29 + y * 53 + 1) & 255)
}

/// A 16-colour palette and its tRNS: index i is a distinct colour, index 5 half-transparent, 9 clear.
private let palette: [[Int]] = (0..<16).map { [($0 * 16) & 255, (255 - $0 * 13) & 255, ($0 * 71) & 255] }
private let paletteAlpha: [Int] = (0..<16).map { $0 == 5 ? 128 : ($0 == 9 ? 0 : 255) }

/// One file layout libpng must expand to RGBA8, with the straight RGBA it must give.
struct ForeignCase {
    var png: HandMadePNG
    var expected: (Int, Int) -> [Int]

    static let names = [
        "gray 1-bit", "gray 2-bit", "gray 4-bit", "gray 8-bit", "gray 8-bit tRNS", "gray 16-bit",
        "gray+alpha 8-bit", "gray+alpha 16-bit", "RGB 8-bit", "RGB 8-bit tRNS", "RGB 16-bit",
        "RGBA 8-bit", "RGBA 16-bit", "palette 1-bit", "palette 2-bit", "palette 4-bit", "palette 8-bit",
        "interlaced RGBA 8-bit", "interlaced RGBA 16-bit", "interlaced gray 1-bit", "interlaced palette 4-bit",
        "interlaced 1x1", "interlaced 3x2",
    ]

    // The arguments are names, because a case's closures are not Sendable.
    static func named(_ name: String) -> ForeignCase {
        let (w, h) = (11, 9)
        func gray(_ depth: Int) -> ForeignCase {
            let levels = (1 << depth) - 1
            return ForeignCase(
                png: HandMadePNG(width: w, height: h, colorType: 0, bitDepth: UInt8(depth)) { x, y in
                    [UInt16((x + 3 * y) % (levels + 1))]
                }
            ) { x, y in
                let v = (x + 3 * y) % (levels + 1) * 255 / levels
                return [v, v, v, 255]
            }
        }
        func indexed(_ depth: Int, interlaced: Bool = false) -> ForeignCase {
            let count = min(16, 1 << depth)
            var png = HandMadePNG(width: w, height: h, colorType: 3, bitDepth: UInt8(depth)) { x, y in [UInt16((x + y) % count)] }
            png.interlaced = interlaced
            png.chunksBeforeData = [
                ("PLTE", palette[0..<count].flatMap { $0.map(UInt8.init) }),
                ("tRNS", paletteAlpha[0..<count].map(UInt8.init)),
            ]
            return ForeignCase(png: png) { x, y in palette[(x + y) % count] + [paletteAlpha[(x + y) % count]] }
        }
        func rgba(_ depth: Int, width: Int = 11, height: Int = 9, interlaced: Bool = false) -> ForeignCase {
            let scale: Int = depth == 16 ? 257 : 1
            var png = HandMadePNG(width: width, height: height, colorType: 6, bitDepth: UInt8(depth)) { x, y in
                let p = probe(x, y)
                return [p.r, p.g, p.b, p.a].map { UInt16($0 * scale) }
            }
            png.interlaced = interlaced
            return ForeignCase(png: png) { x, y in
                let p = probe(x, y); return [p.r, p.g, p.b, p.a]
            }
        }
        switch name {
        case "gray 1-bit": return gray(1)
        case "gray 2-bit": return gray(2)
        case "gray 4-bit": return gray(4)
        case "gray 8-bit": return gray(8)
        case "gray 8-bit tRNS":
            var png = HandMadePNG(width: w, height: h, colorType: 0, bitDepth: 8) { x, y in [UInt16(x * 20 + y)] }
            png.chunksBeforeData = [("tRNS", [0, 42])]  // gray 42 (x 2, y 2) is transparent
            return ForeignCase(png: png) { x, y in
                let v = x * 20 + y; return [v, v, v, v == 42 ? 0 : 255]
            }
        case "gray 16-bit":
            return ForeignCase(
                png: HandMadePNG(width: w, height: h, colorType: 0, bitDepth: 16) { x, y in
                    [UInt16((x * 20 + y) * 257)]
                }
            ) { x, y in [x * 20 + y, x * 20 + y, x * 20 + y, 255] }
        case "gray+alpha 8-bit", "gray+alpha 16-bit":
            let scale: UInt16 = name.hasSuffix("16-bit") ? 257 : 1
            return ForeignCase(
                png: HandMadePNG(width: w, height: h, colorType: 4, bitDepth: scale == 1 ? 8 : 16) { x, y in
                    [UInt16(probe(x, y).r) * scale, UInt16(probe(x, y).a) * scale]
                }
            ) { x, y in
                let p = probe(x, y); return [p.r, p.r, p.r, p.a]
            }
        case "RGB 8-bit", "RGB 8-bit tRNS", "RGB 16-bit":
            let scale: UInt16 = name.hasSuffix("16-bit") ? 257 : 1
            var png = HandMadePNG(width: w, height: h, colorType: 2, bitDepth: scale == 1 ? 8 : 16) { x, y in
                let p = probe(x, y)
                return [p.r, p.g, p.b].map { UInt16($0) * scale }
            }
            let key = probe(4, 5)
            if name.hasSuffix("tRNS") { png.chunksBeforeData = [("tRNS", [key.r, key.g, key.b].flatMap { [0, UInt8($0)] })] }
            return ForeignCase(png: png) { x, y in
                let p = probe(x, y)
                let transparent = name.hasSuffix("tRNS") && (p.r, p.g, p.b) == (key.r, key.g, key.b)
                return [p.r, p.g, p.b, transparent ? 0 : 255]
            }
        case "RGBA 8-bit": return rgba(8)
        case "RGBA 16-bit": return rgba(16)
        case "palette 1-bit": return indexed(1)
        case "palette 2-bit": return indexed(2)
        case "palette 4-bit": return indexed(4)
        case "palette 8-bit": return indexed(8)
        case "interlaced RGBA 8-bit": return rgba(8, width: 13, height: 10, interlaced: true)
        case "interlaced RGBA 16-bit": return rgba(16, interlaced: true)
        case "interlaced gray 1-bit":
            var png = HandMadePNG(width: 13, height: 5, colorType: 0, bitDepth: 1) { x, y in [UInt16((x * y + x) % 3 == 0 ? 1 : 0)] }
            png.interlaced = true
            return ForeignCase(png: png) { x, y in
                let v = (x * y + x) % 3 == 0 ? 255 : 0; return [v, v, v, 255]
            }
        case "interlaced palette 4-bit": return indexed(4, interlaced: true)
        case "interlaced 1x1": return rgba(8, width: 1, height: 1, interlaced: true)
        default: return rgba(8, width: 3, height: 2, interlaced: true)
        }
    }
}

@Suite("PNGs from other writers")
struct ForeignPNGTests {
    @Test("a palette PNG written by Python decodes to the right premultiplied pixels")
    func pythonPalette() throws {
        let pixmap = try PNGDecoder().decode(pythonPalettePNG)
        #expect((pixmap.width, pixmap.height) == (3, 2))
        #expect(pixmap.color(x: 0, y: 0) == Color(red: 255, green: 0, blue: 0))
        #expect(pixmap[1, 0] == PremultipliedColor(red: 0, green: 128, blue: 0, alpha: 128))
        #expect(pixmap[2, 0] == .clear)
        #expect(pixmap.color(x: 0, y: 1) == .white)
        #expect(pixmap.color(x: 1, y: 1) == Color(red: 255, green: 0, blue: 0))
        #expect(pixmap.color(x: 2, y: 1) == Color(red: 0, green: 255, blue: 0, alpha: 128))
    }

    @Test("every colour type, bit depth and interlacing expands to RGBA8", arguments: ForeignCase.names)
    func layout(name: String) throws {
        let foreign = ForeignCase.named(name)
        let png = foreign.png
        var straight: [UInt8] = []
        for y in 0..<png.height {
            for x in 0..<png.width { straight += foreign.expected(x, y).map(UInt8.init) }
        }
        let expected = try #require(Pixmap(width: png.width, height: png.height, straightRGBA: straight))
        let decoded = try PNGDecoder().decode(png.bytes())
        #expect(decoded == expected)
    }

    @Test("an interlaced file re-encodes as the same pixels, not interlaced")
    func reencode() throws {
        let source = try PNGDecoder().decode(ForeignCase.named("interlaced RGBA 8-bit").png.bytes())
        let again = try PNGEncoder().encode(source, pixelsPerPoint: 1)
        #expect(try #require(parseChunks(again)?.first).data[12] == 0)
        #expect(try PNGDecoder().decode(again) == source)
    }
}
