import Geometry
import SpecimenRaster
import Testing

/// `Path.stroked` covers exactly the area a stroke paints: measured by the rasterizer's exact-area
/// coverage against the areas caps, joins and dashes give by construction.
@Suite struct StrokeOutlineAreaTests {
    /// The covered area, in square points, of `path` stroked `width` wide in `style` (at 4 pixels a point).
    static func area(_ path: Path, width: Double, _ style: StrokeStyle) -> Double {
        let outline = path.stroked(width: width, style: style, tolerance: 1.0 / 4096)
        let mask = Rasterizer().fillCoverage(path: outline, rule: .nonZero, transform: .scale(4, 4), width: 400, height: 400)
        return mask.coveredArea / 16
    }

    static var line: Path {
        var p = Path()
        p.move(to: Point(x: 20, y: 30))
        p.line(to: Point(x: 80, y: 30))
        return p
    }

    // Typed once: the untyped tuple literal took the type checker 3 s.
    static let caps: [(StrokeStyle.Cap, Double)] = [(.butt, 60.0 * 4), (.square, 64.0 * 4), (.round, 60 * 4 + Double.pi * 4)]

    @Test(arguments: caps)
    func aLinesCapsAddWhatTheyShould(_ cap: StrokeStyle.Cap, _ expected: Double) {
        let measured = Self.area(Self.line, width: 4, StrokeStyle(cap: cap))
        #expect(abs(measured - expected) < 0.05, "\(cap): \(measured), not \(expected)")
    }

    @Test(arguments: [(StrokeStyle.Join.miter, 0.0), (.bevel, 4 * 2.0), (.round, 4 * (4 - Double.pi))])
    func aSquaresCornersCutWhatTheJoinCuts(_ join: StrokeStyle.Join, _ cut: Double) {
        // A 40 pt square stroked 4 wide: the band between 44 and 36 pt squares, less what each outer
        // corner's join leaves out (a bevel a 2 × 2 half square, a round join a square less its quarter disc).
        let square = Path.rect(Rect(x: 30, y: 30, width: 40, height: 40))
        let expected = 44.0 * 44 - 36 * 36 - cut
        let measured = Self.area(square, width: 4, StrokeStyle(join: join))
        #expect(abs(measured - expected) < 0.05, "\(join): \(measured), not \(expected)")
    }

    @Test func dashesCoverTheirShareAndACircleItsAnnulus() {
        // A 60 pt line in dashes of 5 on, 3 off: seven dashes of 5 and the last cut to 4 at the end, 4 wide.
        #expect(abs(Self.area(Self.line, width: 4, StrokeStyle(dashes: [5, 3])) - (7 * 5 + 4) * 4) < 0.05)
        // A circle of radius 30 stroked 4 wide: the annulus π(32² − 28²), within the chords' loss.
        let circle = Path.circle(in: Rect(x: 20, y: 20, width: 60, height: 60))
        let annulus = Double.pi * (32 * 32 - 28 * 28)
        #expect(abs(Self.area(circle, width: 4, .solid) - annulus) < 0.05)
        // Dashed by quarters of its circumference (on, off): half the annulus.
        let quarter = 2 * Double.pi * 30 / 4
        #expect(abs(Self.area(circle, width: 4, StrokeStyle(dashes: [quarter, quarter])) - annulus / 2) < 0.05)
    }

    @Test func aTightCurveAndAUTurnLeaveNoHole() {
        // A hairpin: a half circle of radius 1 stroked 6 wide, its inner edge folding past the centre.
        var hairpin = Path()
        hairpin.move(to: Point(x: 50, y: 40))
        hairpin.line(to: Point(x: 50, y: 60))
        hairpin.arc(center: Point(x: 51, y: 60), radius: 1, start: Double.pi, sweep: -Double.pi)
        hairpin.line(to: Point(x: 52, y: 40))
        let outline = hairpin.stroked(width: 6, style: .solid, tolerance: 1.0 / 4096)
        let mask = Rasterizer().fillCoverage(path: outline, rule: .nonZero, transform: .identity, width: 100, height: 100)
        // Every pixel within the stroke (within 3 pt of the centre line between the two legs) is full.
        for y in 41...58 { for x in 49...52 { #expect(mask[x, y] == 255, "(\(x), \(y)): \(mask[x, y])") } }
    }
}
