import Geometry
import SpecimenRaster
import Testing

/// Every pixel of a radius-16 rounded rectangle, and of a 1 pt ring inside it, against its true area.
struct CoverageAccuracyTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var scale: Double
        /// Where the 64 × 64 frame's top-left corner lands, in device pixels.
        var offset: Double
        var testDescription: String { "scale \(scale), offset \(offset)" }
    }

    static let cases = [
        Case(scale: 1, offset: 2), Case(scale: 2, offset: 4), Case(scale: 3, offset: 6),
        // Not on the pixel grid: the area promise holds anywhere, not just where layout snaps.
        Case(scale: 1, offset: 2.37), Case(scale: 3, offset: 5.5),
    ]

    static let frame = Rect(x: 0, y: 0, width: 64, height: 64)

    /// Points to device pixels: scale, then move the frame's corner to `offset`.
    static func transform(_ c: Case) -> AffineTransform {
        AffineTransform.scale(c.scale, c.scale).concatenating(.translation(x: c.offset, y: c.offset))
    }

    static func side(_ c: Case) -> Int { Int((64 * c.scale + 2 * c.offset).rounded(.up)) + 1 }

    /// The largest difference, in 1/255 steps, between the mask and the true area of any pixel.
    static func worstError(mask: CoverageMask, side: Int, area: (Int, Int) -> Double) -> Double {
        var worst = 0.0
        for y in 0..<side {
            for x in 0..<side {
                worst = max(worst, abs(Double(mask[x, y]) - 255 * area(x, y)))
            }
        }
        return worst
    }

    @Test(arguments: cases)
    func roundedRectFillIsWithinOneStepOfTrueArea(_ c: Case) {
        let side = Self.side(c)
        let mask = Rasterizer().fillCoverage(
            path: .roundedRect(Self.frame, radius: 16), rule: .nonZero,
            transform: Self.transform(c), width: side, height: side)
        let exact = RoundedRectArea(
            left: c.offset, top: c.offset, width: 64 * c.scale, height: 64 * c.scale,
            radius: 16 * c.scale)
        let worst = Self.worstError(mask: mask, side: side) { exact.area(px: $0, py: $1) }
        #expect(worst <= 1, "worst pixel is \(worst)/255 off")
    }

    @Test(arguments: cases)
    func onePointRingIsWithinOneStepOfTrueArea(_ c: Case) {
        let side = Self.side(c)
        let ring = Path.ring(
            outer: .roundedRect(Self.frame, radius: 16),
            inner: .roundedRect(Self.frame.inset(by: 1), radius: 15))
        let mask = Rasterizer().fillCoverage(
            path: ring, rule: .evenOdd, transform: Self.transform(c),
            width: side, height: side)
        let s = c.scale
        let outer = RoundedRectArea(left: c.offset, top: c.offset, width: 64 * s, height: 64 * s, radius: 16 * s)
        let inner = RoundedRectArea(left: c.offset + s, top: c.offset + s, width: 62 * s, height: 62 * s, radius: 15 * s)
        let worst = Self.worstError(mask: mask, side: side) { outer.area(px: $0, py: $1) - inner.area(px: $0, py: $1) }
        #expect(worst <= 1, "worst pixel is \(worst)/255 off")
    }

    @Test(arguments: [(10.0, 20.3, 20.7), (16, 24, 24), (4.5, 10.1, 9.9)])
    func circleCoversPiRSquared(radius: Double, x: Double, y: Double) {
        let circle = Path.circle(in: Rect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius))
        let mask = Rasterizer().fillCoverage(path: circle, rule: .nonZero, transform: .identity, width: 64, height: 64)
        // Chords lie inside their arcs, by at most the 1/1024 px flattening tolerance, so the total
        // may fall short by up to (2/3) × tolerance × perimeter; 8-bit rounding adds a little noise.
        let chordLoss = 2.0 / 3 * (1.0 / 1024) * 2 * Double.pi * radius
        let error = mask.coveredArea - Double.pi * radius * radius
        #expect(error > -chordLoss - 0.03 && error < 0.03)
    }
}
