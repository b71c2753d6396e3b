import Foundation
import Geometry
import Pixels
import SpecimenPDF
import SpecimenRaster
import SpecimenScene
import Testing

/// Linear and radial gradients reach a PDF as vector shadings (types 2 and 3 with a stitching function
/// of their stops), not as pixels, and poppler's pdftocairo draws them as Specimen's rasterizer does:
/// at least 99.9% of pixels within 16/255. Angular, diamond and stops of varying opacity stay pixels.
@Suite struct PDFShadingRenderingTests {
    typealias Stop = SceneGradient.Stop

    static let stops: [[Stop]] = [
        // Two opaque stops at the ends.
        [.init(offset: 0, color: Color(red: 250, green: 40, blue: 80)), .init(offset: 1, color: Color(red: 20, green: 20, blue: 120))],
        // Stops inside the line (clamped before the first and after the last).
        [
            .init(offset: 0.2, color: Color(red: 240, green: 200, blue: 20)), .init(offset: 0.5, color: Color(red: 40, green: 180, blue: 90)),
            .init(offset: 0.8, color: Color(red: 200, green: 30, blue: 160)),
        ],
        // One opacity below 1 across every stop: the graphics state's alpha.
        [.init(offset: 0, color: Color(red: 250, green: 250, blue: 250, alpha: 150)), .init(offset: 1, color: Color(red: 10, green: 120, blue: 60, alpha: 150))],
    ]

    static func gradient(_ kind: GradientKind, _ stops: [Stop]) -> SceneGradient {
        // Figma-like handles: turned and squeezed in a 48×32 frame.
        let frame = Rect(x: 8, y: 16, width: 48, height: 32)
        func place(_ x: Double, _ y: Double) -> Point { Point(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height) }
        let o = place(0.3, 0.4), u = place(0.9, 0.7), v = place(0.15, 0.9)
        return SceneGradient(kind: kind, stops: stops, transform: Geometry.AffineTransform(a: u.x - o.x, b: u.y - o.y, c: v.x - o.x, d: v.y - o.y, tx: o.x, ty: o.y))
    }

    static func list(_ gradient: SceneGradient, turned: Bool) -> DisplayList {
        // A hole, filled even-odd: the clip keeps the path's rule.
        let shape = Path.roundedRect(Rect(x: 8, y: 16, width: 48, height: 32), radius: 8).appending(.circle(in: Rect(x: 24, y: 24, width: 16, height: 16)))
        let path = SceneNode.path(ScenePath(path: shape, color: .black, rule: .evenOdd, gradient: gradient))
        let node: SceneNode =
            turned ? .group(SceneGroup(id: "turned", transform: .rotation(degrees: 25).placed(in: Rect(x: 0, y: 0, width: 64, height: 64)), children: [path])) : path
        return CompositingRenderingTests.list(CompositingRenderingTests.backdrop + [node])
    }

    @Test(arguments: [GradientKind.linear, .radial], [0, 1, 2])
    func aShadingDrawsAsTheRasterizerDoes(_ kind: GradientKind, _ stopsIndex: Int) throws {
        let gradient = Self.gradient(kind, Self.stops[stopsIndex])
        #expect(gradient.isVectorShading)
        for turned in [false, true] {
            let list = Self.list(gradient, turned: turned)
            let pdf = try PDFWriter().write(list.flatteningBlurs())
            let text = String(decoding: pdf, as: UTF8.self)
            #expect(text.contains(kind == .linear ? "/ShadingType 2" : "/ShadingType 3"))
            #expect(!text.contains("/Subtype /Image"), "the gradient became pixels")
            guard let theirs = try PDFToPNG.render(pdf, dpi: 72 * CompositingRenderingTests.scale) else { return }
            let difference = try #require(PixelDifference(Rasterizer().render(list), theirs, threshold: 16))
            #expect(difference.share <= 0.001, "pdftocairo, \(kind) stops \(stopsIndex) turned \(turned): \(difference)")
        }
    }

    /// A hard stop (two stops at one offset) is a colour edge across the shape: pdftocairo's colour
    /// ramp blends the pixels the edge crosses where the rasterizer takes one side at each pixel's
    /// centre, so only that line of pixels differs (measured 0.13% to 0.19% of the picture).
    @Test(arguments: [GradientKind.linear, .radial])
    func aHardStopDiffersOnlyOnItsEdge(_ kind: GradientKind) throws {
        let stops = Self.hardStop
        let list = Self.list(Self.gradient(kind, stops), turned: false)
        let pdf = try PDFWriter().write(list.flatteningBlurs())
        guard let theirs = try PDFToPNG.render(pdf, dpi: 72 * CompositingRenderingTests.scale) else { return }
        let difference = try #require(PixelDifference(Rasterizer().render(list), theirs, threshold: 16))
        #expect(difference.share <= 0.0025, "pdftocairo, \(kind) hard stop: \(difference)")
        #expect(String(decoding: pdf, as: UTF8.self).contains("/Bounds [0.2 0.5 0.8]"))
    }

    static let hardStop: [Stop] = [
        .init(offset: 0.2, color: Color(red: 240, green: 200, blue: 20)), .init(offset: 0.5, color: Color(red: 40, green: 180, blue: 90)),
        .init(offset: 0.5, color: Color(red: 30, green: 60, blue: 220)), .init(offset: 0.8, color: Color(red: 200, green: 30, blue: 160)),
    ]

    /// What PDF's shadings cannot draw as the rasterizer does stays its pixels.
    @Test func otherGradientsStayPixels() throws {
        let varying = [Stop(offset: 0, color: Color(red: 250, green: 40, blue: 80)), Stop(offset: 1, color: Color(red: 20, green: 20, blue: 120, alpha: 90))]
        for gradient in [Self.gradient(.angular, Self.stops[0]), Self.gradient(.diamond, Self.stops[0]), Self.gradient(.linear, varying)] {
            #expect(!gradient.isVectorShading)
            let text = String(decoding: try PDFWriter().write(Self.list(gradient, turned: false).flatteningBlurs()), as: UTF8.self)
            #expect(!text.contains("/ShadingType") && text.contains("/Subtype /Image"))
        }
    }

    /// The stitching function's pieces: a constant before the first stop and after the last, one
    /// linear piece between each pair of stops at different offsets (the hard stop's none).
    @Test func theFunctionFollowsTheStops() throws {
        let text = String(decoding: try PDFWriter().write(Self.list(Self.gradient(.linear, Self.hardStop), turned: false).flatteningBlurs()), as: UTF8.self)
        #expect(text.contains("/Function << /FunctionType 3 /Domain [0 1] /Functions ["))
        #expect(text.components(separatedBy: "/FunctionType 2").count - 1 == 4)
        #expect(text.contains("/Bounds [0.2 0.5 0.8]"))
    }
}
