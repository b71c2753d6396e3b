#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Geometry
import Pixels
import SpecimenPDF
import SpecimenPNG
import SpecimenRaster
import SpecimenSVG
import SpecimenScene
import Testing

/// Strokes with dashes, caps, joins and miter limits (`SceneStroke`), drawn by Specimen's rasterizer
/// (their outline, `Path.stroked`), by rsvg-convert and resvg from Specimen's SVG (`stroke-dasharray`,
/// `stroke-linecap`, `stroke-linejoin`, `stroke-miterlimit`) and by pdftocairo from its PDF (`d`, `J`,
/// `j`, `M`): within 16/255 on at least 99.9% of pixels.
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct StrokeStyleRenderingTests {
    static let scale = 2.0

    /// An open zig-zag, a closed triangle, a rounded rectangle, an ellipse and an S-curve, each in
    /// its own colour, stroked in `style`.
    static func shapes(_ style: StrokeStyle, width: Double = 4) -> [SceneNode] {
        var zigzag = Path()
        zigzag.move(to: Point(x: 8, y: 34))
        zigzag.line(to: Point(x: 22, y: 8))
        zigzag.line(to: Point(x: 36, y: 34))
        zigzag.line(to: Point(x: 50, y: 12))
        var triangle = Path()
        triangle.move(to: Point(x: 62, y: 34))
        triangle.line(to: Point(x: 80, y: 8))
        triangle.line(to: Point(x: 96, y: 34))
        triangle.close()
        var curve = Path()
        curve.move(to: Point(x: 70, y: 70))
        curve.cubic(to: Point(x: 110, y: 52), control1: Point(x: 80, y: 40), control2: Point(x: 100, y: 90))
        curve.quad(to: Point(x: 112, y: 20), control: Point(x: 124, y: 40))
        func line(_ path: Path, _ color: Color) -> SceneNode {
            .path(ScenePath(path: path, color: color, stroke: SceneStroke(width: width, style: style)))
        }
        return [
            line(zigzag, Color(red: 200, green: 30, blue: 60)),
            line(triangle, Color(red: 20, green: 90, blue: 220)),
            line(.roundedRect(Rect(x: 8, y: 46, width: 36, height: 26), radius: 8), Color(red: 30, green: 150, blue: 70)),
            line(.circle(in: Rect(x: 48, y: 44, width: 18, height: 18)), Color(red: 120, green: 40, blue: 200, alpha: 170)),
            line(curve, Color(red: 230, green: 140, blue: 20)),
        ]
    }

    static func list(_ nodes: [SceneNode]) -> DisplayList {
        DisplayList(
            bounds: Rect(x: 0, y: 0, width: 128, height: 80), scale: scale, pixelWidth: 256, pixelHeight: 160,
            background: .white, title: "strokes", nodes: nodes)
    }

    /// Rasterizer, rsvg-convert, resvg (when installed) and pdftocairo on the same list; the
    /// rasterizer's pixels.
    ///
    /// `cairoShare` bounds rsvg-convert and pdftocairo: 0.1% of pixels, but a dashed list allows 0.25%.
    /// cairo flattens curves within 0.1 device pixel and measures dashes along those chords, which
    /// run short of the arc (0.04 px on each quarter of a radius-16 px corner), so a dash's end drifts
    /// along a curve by up to 0.16 px after four corners (measured: 0.10% to 0.20% of pixels, at most
    /// 52/255, all at dash ends on curves; straight lines agree to the pixel). resvg (tiny-skia)
    /// approximates each offset curve with quadratic pieces and anti-aliases by supersampling, and
    /// differs from rsvg-convert on the same SVG by 0.4% to 1.4% of pixels; Specimen is held to no
    /// more than that plus the 0.25% it may differ from rsvg-convert (measured: 0.12% to 0.23% more).
    @discardableResult
    static func agree(_ list: DisplayList, _ name: String, dashed: Bool = false) throws -> Pixmap {
        let cairoShare = dashed ? 0.0025 : 0.001
        let ours = try CompositingRenderingTests.agree(list, "stroke-\(name)", svgShare: cairoShare, pdfShare: cairoShare)
        let svg = try SVGWriter().write(list.flatteningForSVG())
        if let theirs = try Resvg.render(svg, width: list.pixelWidth, height: list.pixelHeight) {
            let cairo = try RSVG.render(svg, width: list.pixelWidth, height: list.pixelHeight)
            let between = try #require(PixelDifference(cairo, theirs, threshold: 16))
            let difference = try #require(PixelDifference(ours, theirs, threshold: 16))
            #expect(difference.share <= between.share + 0.0025, "resvg, \(name): \(difference); rsvg-convert against resvg: \(between)")
        }
        return ours
    }

    @Test(arguments: StrokeStyle.Cap.allCases, StrokeStyle.Join.allCases)
    func eachCapAndJoinAgrees(_ cap: StrokeStyle.Cap, _ join: StrokeStyle.Join) throws {
        let pixels = try Self.agree(Self.list(Self.shapes(StrokeStyle(cap: cap, join: join))), "\(cap.rawValue)-\(join.rawValue)")
        func drawn(_ p: Point) -> Bool { pixels[Int(p.x * Self.scale), Int(p.y * Self.scale)].green < 128 }
        // 1.2 pt past the zig-zag's first end, along its line: inside a round or square cap (2 pt), not a butt.
        let end = Point(x: 8, y: 34), away = Point(x: -14 / 29.53, y: 26 / 29.53)
        #expect(drawn(Point(x: end.x + away.x * 1.2, y: end.y + away.y * 1.2)) == (cap != .butt))
        // 2.83 pt above the triangle's apex (its 66° corner's miter reaches 3.66 pt, a bevel or a round
        // join 2 pt): only a miter covers it.
        #expect(drawn(Point(x: 80.08, y: 5.17)) == (join == .miter))
    }

    @Test(arguments: StrokeStyle.Cap.allCases)
    func dashesAgreeAlongLinesAndCurves(_ cap: StrokeStyle.Cap) throws {
        let style = StrokeStyle(dashes: [7, 3, 2, 3], cap: cap, join: .round)
        let pixels = try Self.agree(Self.list(Self.shapes(style, width: 3)), "dashes-\(cap.rawValue)", dashed: true)
        let solid = Rasterizer().render(Self.list(Self.shapes(StrokeStyle(cap: cap, join: .round), width: 3)))
        #expect(pixels != solid)
    }

    @Test func anOddDashCountRepeatsAndADotIsACap() throws {
        // [4] is [4, 4]; a dash of length 0 with round caps is a dot.
        try Self.agree(Self.list(Self.shapes(StrokeStyle(dashes: [4], cap: .butt), width: 2)), "dashes-odd", dashed: true)
        try Self.agree(Self.list(Self.shapes(StrokeStyle(dashes: [0, 5], cap: .round), width: 3)), "dots", dashed: true)
    }

    /// Three corners of 90°, 40° and 16° (miters of 1.41, 2.92 and 7.19 widths), each the apex of a V.
    static let corners: [(angle: Double, apex: Point)] = [(90, Point(x: 24, y: 26)), (40, Point(x: 66, y: 26)), (16, Point(x: 104, y: 26))]

    @Test(arguments: [1.0, 2.5, 4, 10])
    func miterLimitsHitAndNotHit(_ limit: Double) throws {
        let width = 6.0
        var nodes: [SceneNode] = []
        for corner in Self.corners {
            let half = corner.angle / 2 * Double.pi / 180, arm = 30.0
            var v = Path()
            v.move(to: Point(x: corner.apex.x - arm * sin(half), y: corner.apex.y + arm * cos(half)))
            v.line(to: corner.apex)
            v.line(to: Point(x: corner.apex.x + arm * sin(half), y: corner.apex.y + arm * cos(half)))
            let style = StrokeStyle(join: .miter, miterLimit: limit)
            nodes.append(.path(ScenePath(path: v, color: Color(red: 20, green: 40, blue: 160), stroke: SceneStroke(width: width, style: style))))
        }
        let pixels = try Self.agree(Self.list(nodes), "miter-\(limit)")
        for corner in Self.corners {
            // Halfway from the bevel (within half a width of the apex) to the miter's tip (1 / sin(θ/2)
            // half widths above it), where the miter is over a point wide: drawn only within the limit.
            let ratio = 1 / sin(corner.angle / 2 * Double.pi / 180)
            let probe = Point(x: corner.apex.x, y: corner.apex.y - width / 2 * (1 + ratio) / 2)
            let drawn = pixels[Int(probe.x * Self.scale), Int(probe.y * Self.scale)].red < 128
            #expect(drawn == (ratio <= limit), "limit \(limit), corner \(corner.angle)°: miter \(ratio)")
        }
    }

    @Test func aTranslucentLineCrossingItselfIsPaintedOnceAndTurnsWithItsGroup() throws {
        // A bow tie crossing itself at (50, 35), at a translucent colour: SVG paints a stroke's area
        // once, so where it crosses it is no darker than elsewhere; turned and skewed, the line's width
        // and dashes skew with it (the outline is made in the group's own coordinates).
        var eight = Path()
        eight.move(to: Point(x: 20, y: 10))
        eight.line(to: Point(x: 80, y: 60))
        eight.line(to: Point(x: 80, y: 10))
        eight.cubic(to: Point(x: 20, y: 60), control1: Point(x: 60, y: 10), control2: Point(x: 40, y: 60))
        eight.close()
        let color = Color(red: 30, green: 60, blue: 200, alpha: 140)
        let solid = SceneNode.path(ScenePath(path: eight, color: color, stroke: SceneStroke(width: 6, style: StrokeStyle(join: .round))))
        let pixels = try Self.agree(Self.list([solid]), "crossing")
        // One layer of the colour over white, both where the line crosses itself and on a plain stretch.
        let crossing = pixels[Int(50 * Self.scale), Int(35 * Self.scale)], plain = pixels[Int(80 * Self.scale), Int(35 * Self.scale)]
        #expect(abs(Int(crossing.red) - Int(plain.red)) <= 2, "\(crossing) \(plain)")
        let dashed = SceneNode.path(ScenePath(path: eight, color: color, stroke: SceneStroke(width: 4, style: StrokeStyle(dashes: [6, 6], cap: .round))))
        let skew = Geometry.AffineTransform(a: 1, b: 0.15, c: 0.5, d: 0.9, tx: 10, ty: -4)
        try Self.agree(Self.list([.group(SceneGroup(id: "skewed", transform: skew, children: [dashed]))]), "skewed", dashed: true)
    }
}
