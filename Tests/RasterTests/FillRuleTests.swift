import Geometry
import SpecimenRaster
import Testing

/// Non-zero and even-odd, applied to exact windings.
struct FillRuleTests {
    /// Two 10 × 10 squares traced the same way, overlapping in a 5 × 5 square at (5, 5).
    static let overlappingSquares = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        .appending(.rect(Rect(x: 5, y: 5, width: 10, height: 10)))

    struct Probe: Sendable, CustomTestStringConvertible {
        var rule: FillRule
        var x: Int
        var y: Int
        var expected: UInt8
        var testDescription: String { "\(rule) at (\(x), \(y)) = \(expected)" }
    }

    @Test(arguments: [
        Probe(rule: .nonZero, x: 7, y: 7, expected: 255),  // the overlap: winding 2
        Probe(rule: .evenOdd, x: 7, y: 7, expected: 0),
        Probe(rule: .nonZero, x: 2, y: 2, expected: 255),  // one square only: winding 1
        Probe(rule: .evenOdd, x: 2, y: 2, expected: 255),
        Probe(rule: .evenOdd, x: 12, y: 12, expected: 255),
        Probe(rule: .nonZero, x: 12, y: 2, expected: 0),  // outside both
    ])
    func overlappingSquares(_ probe: Probe) {
        let mask = Rasterizer().fillCoverage(
            path: Self.overlappingSquares, rule: probe.rule,
            transform: .identity, width: 16, height: 16)
        #expect(mask[probe.x, probe.y] == probe.expected)
    }

    @Test func evenOddOverlapAreaIsTheSymmetricDifference() {
        let nonZero = Rasterizer().fillCoverage(
            path: Self.overlappingSquares, rule: .nonZero,
            transform: .identity, width: 16, height: 16)
        let evenOdd = Rasterizer().fillCoverage(
            path: Self.overlappingSquares, rule: .evenOdd,
            transform: .identity, width: 16, height: 16)
        #expect(nonZero.coveredArea == 175)
        #expect(evenOdd.coveredArea == 150)
    }

    /// A ring of two same-direction rounded rectangles: even-odd leaves the hole, non-zero fills it.
    @Test(arguments: [(FillRule.evenOdd, UInt8(0)), (.nonZero, 255)])
    func ringHole(rule: FillRule, centre: UInt8) {
        let frame = Rect(x: 2, y: 2, width: 40, height: 24)
        let ring = Path.ring(outer: .roundedRect(frame, radius: 8), inner: .roundedRect(frame.inset(by: 1), radius: 7))
        let mask = Rasterizer().fillCoverage(path: ring, rule: rule, transform: .identity, width: 48, height: 32)
        #expect(mask[22, 14] == centre)
        #expect(mask[2, 14] == 255)  // the 1 px band on the left edge
        #expect(mask[1, 14] == 0)
        #expect(mask[22, 2] == 255)  // the band on the top edge
    }

    /// The failure a folded winding sum would show: a pixel holding outside, band and hole at once.
    @Test func pixelStraddlingBothRingEdgesIsExact() {
        // Concentric circles of radius 3 and 2.2: the band is 0.8 px wide, narrower than a pixel.
        let outer = Path.circle(in: Rect(x: 5, y: 5, width: 6, height: 6))
        let inner = Path.circle(in: Rect(x: 5.8, y: 5.8, width: 4.4, height: 4.4))
        let mask = Rasterizer().fillCoverage(
            path: .ring(outer: outer, inner: inner), rule: .evenOdd,
            transform: .identity, width: 16, height: 16)
        let band = Double.pi * (9 - 2.2 * 2.2)
        #expect(abs(mask.coveredArea - band) < 0.03)
        // Pixel (10, 8) spans x 10...11, y 8...9: the outer circle cuts off its far corner and the
        // hole takes its near corner, so it holds winding 0, 1 and 2 at once. Folding the summed
        // winding (0·a₀ + 1·a₁ + 2·a₂) would give 2a₀ + a₁, about 29/255 too much here.
        func chord(_ radius: Double, _ x: Double) -> Double {
            let h = max(0, radius * radius - (x - 8) * (x - 8)).squareRoot()
            return max(0, min(9.0, 8 + h) - max(8.0, 8 - h))
        }
        let samples = 4000
        var exact = 0.0
        for i in 0..<samples {
            let x = 10 + (Double(i) + 0.5) / Double(samples)
            exact += (chord(3, x) - chord(2.2, x)) / Double(samples)
        }
        #expect(exact > 0.7 && exact < 0.9)
        #expect(abs(Double(mask[10, 8]) - 255 * exact) <= 1)
        #expect(mask[8, 8] == 0)
    }

    @Test func oppositeWindingHoleIsEmptyUnderBothRules() {
        for rule in [FillRule.nonZero, .evenOdd] {
            let mask = Rasterizer().fillCoverage(
                path: TestScenes.boxGlyph, rule: rule,
                transform: .translation(x: 2, y: 10), width: 12, height: 12)
            #expect(mask[5, 5] == 0, "\(rule)")
            #expect(mask[3, 5] == 255, "\(rule)")
        }
    }
}
