import Geometry
import Pixels
import SpecimenRaster
import SpecimenScene
import Testing

/// Premultiplied source-over in 8 bits, and rules that land on whole pixels.
struct CompositingTests {
    struct Blend: Sendable, CustomTestStringConvertible {
        var source: String
        var backdrop: String?
        /// Expected premultiplied bytes, worked out by hand from `s + d·(255 − αs)/255`.
        var expected: [UInt8]
        var testDescription: String { "\(source) over \(backdrop ?? "transparent")" }
    }

    @Test(arguments: [
        Blend(source: "#155DFC", backdrop: "#FFFFFF", expected: [0x15, 0x5D, 0xFC, 255]),
        Blend(source: "#155DFC", backdrop: nil, expected: [0x15, 0x5D, 0xFC, 255]),
        Blend(source: "#101828", backdrop: "#F3F4F6", expected: [0x10, 0x18, 0x28, 255]),
        // 50% black over white: 0 + 255·127/255 = 127 per channel, alpha 128 + 127.
        Blend(source: "#00000080", backdrop: "#FFFFFF", expected: [127, 127, 127, 255]),
        // The spec's shadow colour #0000003D (α 61) over white: 255·194/255 = 194.
        Blend(source: "#0000003D", backdrop: "#FFFFFF", expected: [194, 194, 194, 255]),
        // Premultiplied #155DFC at α 61 is (5, 22, 60, 61); plus white × 194/255 = 194.
        Blend(source: "#155DFC3D", backdrop: "#FFFFFF", expected: [199, 216, 254, 255]),
        Blend(source: "#FFFFFF80", backdrop: nil, expected: [128, 128, 128, 128]),
        Blend(source: "#00000000", backdrop: "#155DFC", expected: [0x15, 0x5D, 0xFC, 255]),
    ])
    func sourceOver(_ blend: Blend) throws {
        let source = try #require(Color(hex: blend.source))
        let backdrop = try blend.backdrop.map { try #require(Color(hex: $0)) }
        let list = TestScenes.list(
            width: 4, height: 4, background: backdrop,
            [TestScenes.fill(Rect(x: 0, y: 0, width: 4, height: 4), source)])
        let pixmap = Rasterizer().render(list)
        let p = pixmap[2, 2]
        #expect([p.red, p.green, p.blue, p.alpha] == blend.expected)
    }

    @Test func halfCoveredPixelBlendsHalfTheColour() {
        // Black over x 0...0.5 of pixel 0: coverage 128 (127.5 rounded), so 255·127/255 = 127 stays.
        let list = TestScenes.list(
            width: 2, height: 1, background: .white,
            [TestScenes.fill(Rect(x: 0, y: 0, width: 0.5, height: 1), .black)])
        let pixmap = Rasterizer().render(list)
        #expect(pixmap.color(x: 0, y: 0) == Color(red: 127, green: 127, blue: 127))
        #expect(pixmap.color(x: 1, y: 0) == .white)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func onePointRuleIsWholeRowsOfExactlyTheToken(scale: Double) throws {
        let token = try #require(Color(hex: "#D1D5DC"))
        let list = TestScenes.list(
            width: 20, height: 10, scale: scale, background: .white,
            [TestScenes.fill(Rect(x: 0, y: 5, width: 20, height: 1), token)])
        let pixmap = Rasterizer().render(list)
        let width = pixmap.width
        let first = Int(5 * scale), rows = Int(scale)
        #expect(TestScenes.colors(pixmap, columns: 0..<width, rows: first..<first + rows) == [token])
        // No half rows above or below.
        #expect(TestScenes.colors(pixmap, columns: 0..<width, rows: first - 1..<first) == [.white])
        #expect(TestScenes.colors(pixmap, columns: 0..<width, rows: first + rows..<first + rows + 1) == [.white])
    }

    @Test func translucentTokenOverTransparentKeepsItsBytes() throws {
        let token = try #require(Color(hex: "#155DFC3D"))
        let list = TestScenes.list(width: 3, height: 3, [TestScenes.fill(Rect(x: 1, y: 1, width: 1, height: 1), token)])
        let pixmap = Rasterizer().render(list)
        #expect(pixmap[1, 1] == token.premultiplied)
        #expect(pixmap[0, 0] == .clear)
    }
}
