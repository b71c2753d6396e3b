import Geometry
import Pixels
import SpecimenRaster
import SpecimenScene
import Testing

/// Clips restrict by coverage; images copy exactly when they line up with device pixels.
struct ClipAndImageTests {
    @Test func groupClipRestrictsItsChildren() {
        let clip = Path.rect(Rect(x: 0, y: 0, width: 5.5, height: 8))
        let list = TestScenes.list(
            width: 10, height: 8, background: .white,
            [
                .group(SceneGroup(id: "left", clip: clip, children: [TestScenes.fill(Rect(x: 0, y: 0, width: 10, height: 8), .black)]))
            ])
        let pixmap = Rasterizer().render(list)
        #expect(TestScenes.colors(pixmap, columns: 0..<5, rows: 0..<8) == [.black])
        // The clip edge at x 5.5 lets half of column 5 through: 255·127/255 of white remains.
        #expect(TestScenes.colors(pixmap, columns: 5..<6, rows: 0..<8) == [Color(red: 127, green: 127, blue: 127)])
        #expect(TestScenes.colors(pixmap, columns: 6..<10, rows: 0..<8) == [.white])
    }

    @Test func nestedClipsMultiply() {
        // Each clip lets half of column 2 through: together a quarter (128·128/255 = 64).
        let outer = Path.rect(Rect(x: 0, y: 0, width: 2.5, height: 4))
        let inner = Path.rect(Rect(x: 0, y: 0, width: 2.5, height: 4))
        let list = TestScenes.list(
            width: 4, height: 4,
            [
                .group(
                    SceneGroup(
                        id: nil, clip: outer,
                        children: [
                            .group(SceneGroup(id: nil, clip: inner, children: [TestScenes.fill(Rect(x: 0, y: 0, width: 4, height: 4), .black)]))
                        ]))
            ])
        let pixmap = Rasterizer().render(list)
        #expect(pixmap[1, 1].alpha == 255)
        #expect(pixmap[2, 1].alpha == 64)
        #expect(pixmap[3, 1].alpha == 0)
    }

    @Test func clipOutsideEverythingDrawsNothing() {
        let list = TestScenes.list(
            width: 4, height: 4, background: .white,
            [
                .group(
                    SceneGroup(
                        id: nil, clip: .rect(Rect(x: 10, y: 10, width: 2, height: 2)),
                        children: [TestScenes.fill(Rect(x: 0, y: 0, width: 4, height: 4), .black)]))
            ])
        #expect(TestScenes.colors(Rasterizer().render(list), columns: 0..<4, rows: 0..<4) == [.white])
    }

    /// A 4 × 3 image with every pixel different, some translucent.
    static func sampleImage(width: Int = 4, height: Int = 3) throws -> Pixmap {
        var bytes: [UInt8] = []
        for i in 0..<width * height {
            bytes += [UInt8(i * 20 % 256), UInt8(truncatingIfNeeded: 255 - i * 7), UInt8(i * 13 % 256), i % 3 == 0 ? 128 : 255]
        }
        return try #require(Pixmap(width: width, height: height, straightRGBA: bytes))
    }

    @Test(arguments: [1.0, 2.0])
    func imageAtOneToOneIsCopiedExactly(scale: Double) throws {
        let w = Int(4 * scale), h = Int(3 * scale)
        let image = try Self.sampleImage(width: w, height: h)
        let list = TestScenes.list(
            width: 8, height: 6, scale: scale,
            [.image(SceneImage(pixmap: image, frame: Rect(x: 2, y: 1, width: 4, height: 3)))])
        let pixmap = Rasterizer().render(list)
        let ox = Int(2 * scale), oy = Int(scale)
        for y in 0..<h {
            for x in 0..<w {
                #expect(pixmap[ox + x, oy + y] == image[x, y])
            }
        }
        #expect(pixmap[ox - 1, oy] == .clear)
    }

    @Test func stretchedConstantImageStaysConstant() throws {
        let colour = try #require(Color(hex: "#155DFC80")).premultiplied
        let image = try #require(Pixmap(width: 3, height: 3, fill: colour))
        let list = TestScenes.list(width: 10, height: 10, [.image(SceneImage(pixmap: image, frame: Rect(x: 1, y: 1, width: 7, height: 5)))])
        let pixmap = Rasterizer().render(list)
        for y in 1..<6 { for x in 1..<8 { #expect(pixmap[x, y] == colour) } }
        #expect(pixmap[8, 3] == .clear)
    }

    @Test func stretchedImageSamplesBilinearly() throws {
        // Two pixels, black and white, stretched to four: centres map to -0.25, 0.25, 0.75, 1.25.
        let image = try #require(Pixmap(width: 2, height: 1, straightRGBA: [0, 0, 0, 255, 255, 255, 255, 255]))
        let list = TestScenes.list(width: 4, height: 1, [.image(SceneImage(pixmap: image, frame: Rect(x: 0, y: 0, width: 4, height: 1)))])
        let pixmap = Rasterizer().render(list)
        #expect((0..<4).map { pixmap[$0, 0].red } == [0, 64, 191, 255])
    }

    /// Each column of black with every eighth column white, 64 px shrunk to 8, as Pillow's HAMMING
    /// resize gives it (`Image.resize((8, 8), Image.HAMMING)`; the last column's window cut by the edge).
    static let pillowHamming = [28, 26, 26, 26, 26, 26, 26, 18]

    /// Black with every eighth column white, drawn at an eighth of its size, is filtered over all its
    /// pixels as Figma draws it: each column what Pillow's HAMMING resize of the same image gives (28, 26
    /// ... 26, 18; the last column's window cut by the image's edge), within 1. Bilinear taps alone read
    /// columns 3 and 4 of every 8 and drew black.
    @Test func anImageShrunkByMoreThanTwoIsAveraged() throws {
        var bytes: [UInt8] = []
        for _ in 0..<64 { for x in 0..<64 { bytes += x % 8 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255] } }
        let image = try #require(Pixmap(width: 64, height: 64, straightRGBA: bytes))
        let list = TestScenes.list(width: 8, height: 8, [.image(SceneImage(pixmap: image, frame: Rect(x: 0, y: 0, width: 8, height: 8)))])
        let pixmap = Rasterizer().render(list)
        for y in 0..<8 { for x in 0..<8 { #expect(abs(Int(pixmap[x, y].red) - Self.pillowHamming[x]) <= 1, "\(x), \(y): \(pixmap[x, y])") } }
    }

    /// A flip or a quarter turn keeps an image axis-aligned pixel for pixel, so it is filtered as an
    /// unturned one is (its every-eighth-column blue as Pillow's HAMMING resize gives it): drawn at an eighth of its size through a horizontal flip, a vertical one
    /// and a quarter turn, each picture is the unturned one's mirror or turn, byte for byte (mapped back
    /// through the transform, 2 x 2 bilinear taps read 4 of every 64 pixels).
    @Test func aFlippedOrQuarterTurnedImageIsAveragedAsAnUnturnedOneIs() throws {
        var bytes: [UInt8] = []
        for y in 0..<64 { for x in 0..<64 { bytes += [UInt8(x * 4), UInt8(y * 4), x % 8 == 0 ? 255 : 0, 255] } }
        let image = try #require(Pixmap(width: 64, height: 64, straightRGBA: bytes))
        func drawn(_ transform: AffineTransform?) -> Pixmap {
            let node = SceneNode.image(SceneImage(pixmap: image, frame: Rect(x: 0, y: 0, width: 8, height: 8)))
            return Rasterizer().render(
                TestScenes.list(width: 8, height: 8, [transform.map { .group(SceneGroup(id: nil, transform: $0, children: [node])) } ?? node]))
        }
        let plain = drawn(nil)
        let mirrored = drawn(AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 8, ty: 0))
        let upsideDown = drawn(AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 8))
        // A quarter turn as a rotation matrix gives it, its cosines 6e-17 rather than 0.
        let turned = drawn(AffineTransform.rotation(degrees: 90).concatenating(AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 8)))
        for y in 0..<8 {
            for x in 0..<8 {
                #expect(abs(Int(plain[x, y].blue) - Self.pillowHamming[x]) <= 1, "\(x), \(y): \(plain[x, y])")
                #expect(mirrored[7 - x, y] == plain[x, y], "\(x), \(y)")
                #expect(upsideDown[x, 7 - y] == plain[x, y], "\(x), \(y)")
                #expect(turned[y, 7 - x] == plain[x, y], "\(x), \(y)")
            }
        }
    }

    @Test func imageClipLimitsTheImage() throws {
        let image = try #require(Pixmap(width: 4, height: 4, fill: Color.black.premultiplied))
        let list = TestScenes.list(
            width: 4, height: 4, background: .white,
            [
                .image(
                    SceneImage(
                        pixmap: image, frame: Rect(x: 0, y: 0, width: 4, height: 4),
                        clip: .rect(Rect(x: 0, y: 0, width: 2, height: 4))))
            ])
        let pixmap = Rasterizer().render(list)
        #expect(TestScenes.colors(pixmap, columns: 0..<2, rows: 0..<4) == [.black])
        #expect(TestScenes.colors(pixmap, columns: 2..<4, rows: 0..<4) == [.white])
    }
}
