import Foundation
import Geometry
import Pixels

/// How headless Chromium 156 on Linux turns a web font's glyph into pixels, as far as it moves ink, so
/// that `TextInkConformanceTests` can draw Specimen's glyphs the same way before comparing (README "Text
/// conformance"). Each step was measured against Chromium's own screenshots at 2x, unhinted
/// (`text_ink_conformance.py`'s FontConfig), and together they give Chromium's pixels of a glyph with
/// straight edges to 3 levels of 255 (`TextInkConformanceTests.skiaModelDrawsChromiumsStraightGlyphs`):
///
/// 1. A glyph's origin across the line is rounded to a quarter of a device pixel (Skia's subpixel
///    positioning: four phases, the position plus 1/8 floored to a quarter); down the line it is on the
///    baseline's whole device pixel already.
/// 2. Its outline is filled by Skia's own path scan converter (Chromium reads `@font-face` fonts with
///    Fontations, whose glyph images are drawn from the path), whose analytic antialiasing puts every
///    edge's ends on a quarter of a device pixel down the page (`SnapY`): Inter's "H" at 10 to 42 px
///    fills 0.25, 0.5, 0.75 or all of its top row, never the 0.45 its outline covers, while its "I", a
///    rectangle (filled exactly, not by the scan converter), shows every fraction.
/// 3. Its coverage goes through Skia's A8 pre-blend for black text: Linux's `SK_GAMMA_CONTRAST` 0.2 and
///    `SK_GAMMA_EXPONENT` 1.2 (`SkTMaskGamma_build_correcting_lut`), which draws a half-covered pixel at
///    124 of 255, not 128 (Chromium's "I" edge rows, against FreeType's coverage of the same outline, sit
///    within a level or two of this table; its "--text-contrast" and "--text-gamma" switches do not reach
///    a headless screenshot).
///
/// A cubic (every CFF glyph: Inter's OTF, Noto CJK) is walked as Skia's analytic edge walks it
/// (`SkiaCubicEdge`): top down, in fixed point, from its upper end already on its quarter row, so the
/// whole piece moves with that end's snapping. That took Inter's "O" at 24 px from 64 levels off (at
/// the top and bottom of its bowl, as if the curve sat a tenth of a pixel higher) to 19.
///
/// Every coordinate reaches Skia's edges as its analytic edge builder reads it (`edgeUnits`): times 4,
/// to `SkFDot6` by truncation toward zero, in the glyph's own coordinates (its origin on the baseline,
/// so a point above it is negative and truncates up the page), and only then snapped, lines as curves.
/// Snapping the exact coordinate put three horizontal edges of Noto Sans CJK's 語 at 24 px (y 737, 336
/// and 34 units: 0.004, 0.012 and 0.028 of a quarter row past a quarter row's midpoint) a quarter row
/// off Chromium's, the CJK line's last 0.02 pt; floored (as if in the mask's positive coordinates)
/// they stay off and more edges of the 16 px line move away.
///
/// A pen position is Specimen's exact one. Chromium's runs ahead of it by about 1e-4 device pixel
/// (bisected on "Wafflé naïve" in Inter SemiBold 12 px: its "n" rounds to the next quarter from a
/// letter spacing of 0.320000 px, exact arithmetic from 0.320008, so 1.14e-4 to 1.28e-4 device pixel
/// ahead there; at the next quarter 1.72e-4 to 1.86e-4), which only shows where an origin lies that
/// close below a quarter's midpoint: `position(_:lead:)` takes the lead, `TextInkConformanceTests` the
/// reason.
///
/// Where it stops: the coverage of each quarter-row strip is Specimen's exact area, not Skia's
/// trapezoid arithmetic (`blit_trapezoid_row`, its triangles to 1/32 pixel); a quadratic (TrueType)
/// is walked as `SkAnalyticQuadraticEdge` walks it (`SkiaQuadraticEdge`) but was checked on whole lines
/// only (Noto Sans Arabic, DejaVu Serif), not pixel by pixel.
public enum SkiaGlyphModel {
    /// A device coordinate across the line rounded as Skia's subpixel glyph positions are (step 1),
    /// `lead` device pixels further along first (Chromium's pen running ahead of the exact one).
    public static func position(_ x: Double, lead: Double = 0) -> Double { ((x + lead) * 4 + 0.5).rounded(.down) / 4 }

    /// A glyph-local device coordinate as Skia's analytic edge builder reads it, in 1/256 pixel: times
    /// 4 to `SkFDot6` (`SkFloatToFDot6`, a truncation toward zero).
    public static func edgeUnits(_ v: Double) -> Int { Int((v * 256).rounded(.towardZero)) }

    /// `outline` (points, at `scale` device pixels a point, its origin on a whole device row) as Skia's
    /// scan converter fills it (step 2): every Bézier cut where it turns in y, a cubic piece walked by
    /// `SkiaCubicEdge`, a quadratic one by `SkiaQuadraticEdge` (2^shift segments, the shift from its
    /// bulge as Skia's edge builder takes it, `diff_to_shift`, coordinates in 1/256 device pixel), and
    /// every line's ends on a quarter device row.
    /// A rectangle (Inter's "I" and "l") Skia fills exactly, as `SkPath::isRect` finds it, so it is kept.
    /// `exactLines` snaps a line's ends from their exact coordinates instead (the model before session
    /// 19, kept to show what the truncation explains).
    public static func snapped(_ outline: Path, scale: Double, exactLines: Bool = false) -> Path {
        if isRectangle(outline) { return outline }
        var out = Path(), pen = Point.zero, start = Point.zero
        func device(_ p: Point) -> Point { Point(x: p.x * scale, y: p.y * scale) }
        func emit(_ p: Point) { out.line(to: Point(x: p.x / scale, y: row(p.y))) }
        // Skia's `SnapY` of the truncated coordinate: to the nearest quarter row, a tie down the page.
        func row(_ y: Double) -> Double { ((exactLines ? y * 4 : Double(edgeUnits(y)) / 64) + 0.5).rounded(.down) / 4 / scale }
        for element in outline.elements {
            switch element {
            case .move(let p):
                pen = device(p)
                start = pen
                out.move(to: Point(x: pen.x / scale, y: row(pen.y)))
            case .line(let p):
                pen = device(p)
                emit(pen)
            case .quad(let c, let p):
                for piece in chopQuadAtYExtremum([pen, device(c), device(p)]) {
                    let points = SkiaQuadraticEdge.points(piece)
                    for q in piece[0].y > piece[2].y ? Array(points.reversed().dropFirst()) : Array(points.dropFirst()) {
                        out.line(to: Point(x: q.x / scale, y: q.y / scale))
                    }
                }
                pen = device(p)
            case .cubic(let c1, let c2, let p):
                for piece in chopCubicAtYExtrema([pen, device(c1), device(c2), device(p)]) {
                    let points = SkiaCubicEdge.points(piece)
                    // Skia walks a piece top down; the outline's own direction is kept.
                    for q in piece[0].y > piece[3].y ? Array(points.reversed().dropFirst()) : Array(points.dropFirst()) {
                        out.line(to: Point(x: q.x / scale, y: q.y / scale))
                    }
                }
                pen = device(p)
            case .arc:
                preconditionFailure("a glyph outline has no arcs")
            case .close:
                out.close()
                pen = start
            }
        }
        return out
    }

    /// Whether `outline` is one contour of lines around an axis-aligned rectangle.
    public static func isRectangle(_ outline: Path) -> Bool {
        var points: [Point] = []
        for (i, element) in outline.elements.enumerated() {
            switch element {
            case .move(let p) where i == 0: points.append(p)
            case .line(let p): points.append(p)
            case .close where i == outline.elements.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        return (0..<4).allSatisfy { i in
            let a = points[i], b = points[(i + 1) % 4]
            return (a.x == b.x) != (a.y == b.y)
        }
    }

    /// Skia's `diff_to_shift`: subdivisions (as a power of two) for a bulge of (`dx`, `dy`) edge units.
    static func diffToShift(_ dx: Int, _ dy: Int) -> Int {
        let (a, b) = (abs(dx), abs(dy))
        var dist = a > b ? a + (b >> 1) : b + (a >> 1)
        dist = (dist + (1 << 4)) >> 5
        return (dist == 0 ? 0 : (Int.bitWidth - dist.leadingZeroBitCount)) >> 1
    }

    /// `b` cut at `t` into its two halves.
    private static func split(_ b: [Point], _ t: Double) -> ([Point], [Point]) {
        var level = b, left = [b[0]], right = [b[b.count - 1]]
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { Point(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
            left.append(level[0])
            right.insert(level[level.count - 1], at: 0)
        }
        return (left, right)
    }

    private static func chopQuadAtYExtremum(_ q: [Point]) -> [[Point]] {
        let d = q[0].y - 2 * q[1].y + q[2].y
        guard d != 0 else { return [q] }
        let t = (q[0].y - q[1].y) / d
        guard t > 0, t < 1 else { return [q] }
        let (a, b) = split(q, t)
        return [a, b]
    }

    static func chopCubicAtYExtrema(_ c: [Point]) -> [[Point]] {
        // dy/dt = 3(A t^2 + 2 B t + C)
        let a = -c[0].y + 3 * c[1].y - 3 * c[2].y + c[3].y, b = c[0].y - 2 * c[1].y + c[2].y, cc = c[1].y - c[0].y
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots = [-cc / (2 * b)] }
        } else {
            let disc = b * b - a * cc
            if disc >= 0 {
                let r = disc.squareRoot()
                roots = [(-b - r) / a, (-b + r) / a]
            }
        }
        var pieces: [[Point]] = [], rest = c, done = 0.0
        for t in roots.filter({ $0 > 1e-9 && $0 < 1 - 1e-9 }).sorted() {
            let (l, r) = split(rest, (t - done) / (1 - done))
            pieces.append(l)
            rest = r
            done = t
        }
        return pieces + [rest]
    }

    /// Skia's pre-blend table for black text on a light ground, coverage to drawn coverage (step 3):
    /// the coverage boosted by the contrast, then blended as if in a gamma-1.2 space.
    public static let preBlend: [UInt8] = (0..<256).map { i in
        let a = Float(i) / 255
        let boosted = a + (1 - a) * 0.2 * a
        return UInt8((255 * (1 - powf(1 - boosted, 1 / 1.2)) + 0.5).rounded(.down))
    }

    /// `pixmap` (black ink on white) with every pixel's darkness put through `preBlend`.
    public static func preBlended(_ pixmap: Pixmap) -> Pixmap {
        var out = pixmap
        for y in 0..<out.height {
            for x in 0..<out.width {
                let v = 255 - preBlend[255 - Int(out[x, y].red)]
                out[x, y] = PremultipliedColor(red: v, green: v, blue: v, alpha: 255)
            }
        }
        return out
    }
}
