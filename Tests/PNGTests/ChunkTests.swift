import Pixels
import SpecimenPNG
import Testing

@Suite("PNG chunks")
struct ChunkTests {
    @Test("chunks are IHDR, sRGB, pHYs, IDAT, IEND, with valid CRCs and nothing time- or text-based")
    func chunkList() throws {
        let bytes = try PNGEncoder().encode(try opaquePixmap(), pixelsPerPoint: 1)
        let chunks = try #require(parseChunks(bytes))
        let types = chunks.map(\.type)
        #expect(types.first == "IHDR")
        #expect(types.last == "IEND")
        #expect(Set(types) == ["IHDR", "sRGB", "pHYs", "IDAT", "IEND"])
        for forbidden in ["tIME", "tEXt", "zTXt", "iTXt"] { #expect(!types.contains(forbidden)) }
        #expect(chunks.allSatisfy { $0.crcIsValid })

        let srgb = try #require(chunks.first { $0.type == "sRGB" })
        #expect(srgb.data == [0])  // 0 = perceptual rendering intent
        let firstData = try #require(types.firstIndex(of: "IDAT"))
        #expect(try #require(types.firstIndex(of: "sRGB")) < firstData)
        #expect(try #require(types.firstIndex(of: "pHYs")) < firstData)
    }

    @Test("IHDR states 8-bit, not interlaced", arguments: [true, false])
    func header(opaque: Bool) throws {
        let pixmap = opaque ? try opaquePixmap() : try translucentPixmap()
        let chunks = try #require(parseChunks(try PNGEncoder().encode(pixmap, pixelsPerPoint: 1)))
        let ihdr = try #require(chunks.first).data
        #expect(readBigEndian32(ihdr, at: 0) == UInt32(pixmap.width))
        #expect(readBigEndian32(ihdr, at: 4) == UInt32(pixmap.height))
        #expect(Array(ihdr[8...]) == [8, opaque ? 2 : 6, 0, 0, 0])
    }

    @Test(
        "pHYs holds 72 dpi per point times the scale, in pixels per metre",
        arguments: [(1.0, UInt32(2835)), (2.0, 5669), (3.0, 8504), (1.5, 4252), (0.5, 1417)])
    func physicalResolution(scale: Double, pixelsPerMetre: UInt32) throws {
        let bytes = try PNGEncoder().encode(try opaquePixmap(), pixelsPerPoint: scale)
        let phys = try #require(parseChunks(bytes)?.first { $0.type == "pHYs" })
        #expect(phys.data == bigEndian32(pixelsPerMetre) + bigEndian32(pixelsPerMetre) + [1])
        #expect(try PNGDecoder().decodeImage(bytes).pixelsPerPoint == scale)
    }

    @Test(
        "a scale that no pHYs chunk can hold is refused",
        arguments: [0.0, -1.0, Double.nan, Double.infinity, 1e12])
    func invalidScale(scale: Double) throws {
        #expect(throws: PNGError.self) { try PNGEncoder().encode(try opaquePixmap(), pixelsPerPoint: scale) }
    }

    @Test("a file without a metre pHYs reports no scale")
    func noScale() throws {
        let plain = HandMadePNG(width: 1, height: 1, colorType: 0, bitDepth: 8) { _, _ in [9] }
        #expect(try PNGDecoder().decodeImage(plain.bytes()).pixelsPerPoint == nil)

        var aspectOnly = plain
        aspectOnly.chunksBeforeData = [("pHYs", bigEndian32(2) + bigEndian32(1) + [0])]
        #expect(try PNGDecoder().decodeImage(aspectOnly.bytes()).pixelsPerPoint == nil)

        var nonSquare = plain
        nonSquare.chunksBeforeData = [("pHYs", bigEndian32(2835) + bigEndian32(5669) + [1])]
        #expect(try PNGDecoder().decodeImage(nonSquare.bytes()).pixelsPerPoint == nil)
    }
}
