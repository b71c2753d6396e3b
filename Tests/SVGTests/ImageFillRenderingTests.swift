import Foundation
import Geometry
import Pixels
import SpecimenLayout
import SpecimenRaster
import SpecimenSVG
import SpecimenScene
import Testing

/// Figma's TILE and CROP image scale modes as display-list nodes (`SceneImageFill`): where each copy or
/// the cropped image lies, worked out by hand, and the pictures drawn by Specimen's rasterizer,
/// rsvg-convert from its SVG and pdftocairo from its PDF, within 16/255 on 99.9% of pixels.
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct ImageFillRenderingTests {
    /// A chequer of `width` x `height` pixels in squares of `side`, with one red corner square, so a flip
    /// or a turn shows. Drawn at no more than 2 device pixels a pixel: every renderer samples it
    /// bilinearly (magnified further, poppler's cairo output turns to nearest-neighbour, which Figma does not).
    static func chequer(_ width: Int, _ height: Int, side: Int) -> Pixmap {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                bytes += x < side && y < side ? [220, 20, 20, 255] : (x / side + y / side) % 2 == 0 ? [20, 30, 200, 255] : [240, 200, 30, 255]
            }
        }
        return Pixmap(width: width, height: height, premultipliedRGBA: bytes)!
    }

    /// 6 x 4 pixels for the tile arithmetic, 24 x 16 to tile at 0.5 (2 device pixels a pixel), 96 x 80
    /// to crop (about 1.9).
    static let image = chequer(6, 4, side: 2), tile = chequer(24, 16, side: 4), large = chequer(96, 80, side: 16)

    static let frame = Rect(x: 8, y: 10, width: 46, height: 38)

    static func nodes(_ fit: ImageFit, image: Pixmap = Self.image) throws -> [SceneNode] {
        try SceneImageFill.nodes(image, file: "chequer.png", fit: fit, in: frame, clip: .roundedRect(frame, radius: 8))
    }

    static func images(_ nodes: [SceneNode]) -> [Rect] {
        nodes.flatMap { node -> [Rect] in
            switch node {
            case .image(let image): [image.frame]
            case .group(let group): images(group.children)
            default: []
            }
        }
    }

    @Test func tilesRunFromTheTopLeftAtTheirScaleAndTheShapeCutsTheLast() throws {
        // 6 x 4 pixels at 2.5: tiles of 15 x 10 pt; 46 / 15 and 38 / 10 round up to 4 columns and 4 rows.
        let tiles = Self.images(try Self.nodes(.tile(scale: 2.5)))
        #expect(tiles.count == 16)
        #expect(tiles.first == Rect(x: 8, y: 10, width: 15, height: 10))
        #expect(tiles.last == Rect(x: 8 + 45, y: 10 + 30, width: 15, height: 10))
        guard case .group(let group)? = try Self.nodes(.tile(scale: 2.5)).first else { return #expect(Bool(false)) }
        #expect(group.clip != nil)
    }

    @Test func tooManyTilesAreRefusedInOneLine() {
        #expect(throws: SceneError.self) {
            try SceneImageFill.nodes(Self.image, file: "dot.png", fit: .tile(scale: 0.01), in: Rect(x: 0, y: 0, width: 1000, height: 1000), clip: .rect(.zero))
        }
        let message = SceneError.tooManyTiles(file: "dot.png", count: 277_777_778).description
        #expect(message.contains("Limits.imageTiles") && message.contains("277777778") && !message.contains("\n"))
    }

    @Test func anUnturnedCropStretchesTheImageSoItsNamedPartCoversTheNode() throws {
        // Figma's imageTransform [[0.5, 0, 0.25], [0, 0.5, 0.5]]: the node shows the image's middle half
        // across and its lower half down, so the whole image is twice the node, moved left a quarter of it.
        let map = AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0.25, ty: 0.5)
        #expect(Self.images(try Self.nodes(.crop(map))) == [Rect(x: 8 - 23, y: 10 - 38, width: 92, height: 76)])
    }

    @Test(arguments: [
        ("tile", ImageFit.tile(scale: 0.5)),
        ("crop", ImageFit.crop(AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0.25, ty: 0.5))),
        // A quarter turn and a flip, as Figma writes a rotated crop: the image drawn through a group's map.
        ("crop-turned", ImageFit.crop(AffineTransform(a: 0, b: -0.8, c: 0.6, d: 0, tx: 0.2, ty: 0.9))),
        ("crop-flipped", ImageFit.crop(AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0))),
    ])
    func eachFitAgrees(_ name: String, _ fit: ImageFit) throws {
        let image = name == "tile" ? Self.tile : Self.large
        let list = CompositingRenderingTests.list(CompositingRenderingTests.backdrop + (try Self.nodes(fit, image: image)))
        let pixels = try CompositingRenderingTests.agree(list, "image-\(name)")
        let stretched = Rasterizer().render(CompositingRenderingTests.list(CompositingRenderingTests.backdrop + (try Self.nodes(.stretch, image: image))))
        #expect(pixels != stretched)
    }
}
