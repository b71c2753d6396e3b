import Foundation
import Geometry
import Pixels
import SpecimenRaster
import SpecimenSVG
import SpecimenScene
import Testing

/// The display list's mask (a group shown through another layer's alpha, outline or luminance: Figma's
/// mask layers), drawn by Specimen's rasterizer, by rsvg-convert from Specimen's SVG (`<mask>`) and by
/// pdftocairo from its PDF (the group as the rasterizer's pixels): within 16/255 on 99.9% of pixels.
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct MaskRenderingTests {
    /// A mask layer with something in it for each type to read differently: a disc whose colour runs
    /// from white to a dark red through a translucent stop, and a half-transparent grey square.
    static var maskLayer: [SceneNode] {
        let disc = Rect(x: 10, y: 8, width: 40, height: 40)
        let gradient = SceneGradient(
            kind: .linear,
            stops: [
                .init(offset: 0, color: .white), .init(offset: 0.5, color: Color(red: 90, green: 200, blue: 120, alpha: 120)),
                .init(offset: 1, color: Color(red: 120, green: 10, blue: 10)),
            ],
            transform: AffineTransform(a: 40, b: 0, c: 0, d: 40, tx: 10, ty: 8))
        return [
            .path(ScenePath(path: .circle(in: disc), color: .black, gradient: gradient)),
            .path(ScenePath(path: .rect(Rect(x: 34, y: 34, width: 24, height: 24)), color: Color(red: 128, green: 128, blue: 128, alpha: 128))),
        ]
    }

    static func masked(_ type: MaskType, opacity: Double = 1) -> SceneNode {
        .group(SceneGroup(id: nil, opacity: opacity, mask: SceneMask(type: type, nodes: maskLayer), children: CompositingRenderingTests.pair))
    }

    @Test(arguments: MaskType.allCases)
    func eachMaskTypeAgrees(_ type: MaskType) throws {
        let list = CompositingRenderingTests.list(CompositingRenderingTests.backdrop + [Self.masked(type)])
        let pixels = try CompositingRenderingTests.agree(list, "mask-\(type.rawValue)")
        let unmasked = Rasterizer().render(CompositingRenderingTests.list(CompositingRenderingTests.backdrop + CompositingRenderingTests.pair))
        let bare = Rasterizer().render(CompositingRenderingTests.list(CompositingRenderingTests.backdrop))
        // Outside the mask's disc and square (the pair's circle at 9, 30 pt) the pair is gone.
        #expect(pixels[18, 60] == bare[18, 60] && unmasked[18, 60] != bare[18, 60])
        // The share of the pair shown at a point (pt), from the red channel.
        func shown(_ x: Int, _ y: Int) -> Double {
            Double(Int(pixels[2 * x, 2 * y].red) - Int(bare[2 * x, 2 * y].red)) / Double(Int(unmasked[2 * x, 2 * y].red) - Int(bare[2 * x, 2 * y].red))
        }
        // The translucent grey square: alpha shows half, vector whole, luminance a quarter (64 / 255).
        let expected: Double = type == .vector ? 1 : type == .alpha ? 0.5 : 0.25
        #expect(abs(shown(52, 40) - expected) < 0.06, "\(type): \(shown(52, 40))")
        // The disc's dark red end: nearly opaque, so alpha and vector show the pair, luminance little of it.
        let dark = shown(48, 28)
        #expect(type == .luminance ? dark < 0.3 : dark > 0.85, "\(type): \(dark)")
    }

    @Test func aMaskedGroupFadesAndTurnsAsOne() throws {
        let masked = Self.masked(.alpha, opacity: 0.6)
        let turned = SceneGroup(id: "turned", transform: AffineTransform.rotation(degrees: 25).placed(in: Rect(x: 8, y: 8, width: 48, height: 48)), children: [masked])
        try CompositingRenderingTests.agree(CompositingRenderingTests.list(CompositingRenderingTests.backdrop + [.group(turned)]), "mask-turned")
    }

    @Test func anEmptyMaskHidesEverything() throws {
        let list = CompositingRenderingTests.list(
            CompositingRenderingTests.backdrop + [.group(SceneGroup(id: nil, mask: SceneMask(type: .alpha, nodes: []), children: CompositingRenderingTests.pair))])
        let pixels = try CompositingRenderingTests.agree(list, "mask-empty")
        #expect(pixels == Rasterizer().render(CompositingRenderingTests.list(CompositingRenderingTests.backdrop)))
    }
}
