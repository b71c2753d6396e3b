import TestSupport
import Geometry
import Testing
@testable import SpecimenRaster

/// The cell accumulator's shortcut for a segment inside its box adds exactly what the general walk
/// (cut at the box's borders, clamp, then add) adds; and the scanner's reused memory never leaks
/// one path into the next.
struct SegmentShortcutTests {
    /// A random closed polygon's edges, each running down, signed by the way it runs; `spill`
    /// lets points wander past the box so both the shortcut and the cuts are taken.
    static func edges(seed: UInt64, box: PixelBox, spill: Double) -> [(Point, Point, Int32)] {
        var random = SplitMix64(state: seed)
        let count = Int.random(in: 3...24, using: &random)
        let points = (0..<count).map { _ in
            Point(
                x: Double(box.x) + Double.random(in: -spill...Double(box.width) + spill, using: &random),
                y: Double(box.y) + Double.random(in: -spill...Double(box.height) + spill, using: &random))
        }
        return points.indices.compactMap { i in
            let p = points[i], q = points[(i + 1) % count]
            if p.y < q.y { return (p, q, 1) }
            if q.y < p.y { return (q, p, -1) }
            return nil
        }
    }

    static let boxes = [
        PixelBox(x: 0, y: 0, width: 30, height: 28), PixelBox(x: -7, y: 13, width: 130, height: 9),
        PixelBox(x: 250, y: -40, width: 1, height: 70),
    ]

    @Test(arguments: boxes)
    func theShortcutAddsWhatTheGeneralWalkAdds(box: PixelBox) {
        for seed in UInt64(1)...300 {
            let edges = Self.edges(seed: seed, box: box, spill: seed % 3 == 0 ? 6 : 0)
            let fast = CellAccumulator(box: box, scratch: ScanScratch())
            let general = CellAccumulator(box: box, scratch: ScanScratch())
            for (top, bottom, sign) in edges {
                fast.addSegment(xTop: top.x, yTop: top.y, xBottom: bottom.x, yBottom: bottom.y, sign: sign)
                general.addSegmentByCutting(xTop: top.x, yTop: top.y, xBottom: bottom.x, yBottom: bottom.y, sign: sign)
            }
            #expect(fast.mask(scratch: ScanScratch()) == general.mask(scratch: ScanScratch()), "seed \(seed)")
        }
    }

    /// A scratch that has filled larger and smaller paths before gives the mask a fresh one gives.
    @Test func reusedMemoryGivesFreshMasks() {
        let scratch = ScanScratch()
        var random = SplitMix64(state: 42)
        for round in 0..<60 {
            let size = Double.random(in: 0.5...90, using: &random)
            var path = Path()
            path.move(to: Point(x: Double.random(in: -5...50, using: &random), y: 3))
            path.quad(to: Point(x: size, y: size * 0.7), control: Point(x: size * 1.3, y: 0))
            path.cubic(to: Point(x: 1, y: size), control1: Point(x: size, y: size * 2), control2: Point(x: -size, y: size))
            path.close()
            let transform = round % 2 == 0 ? AffineTransform.scale(2, 2) : AffineTransform(a: 1, b: 0.25, c: -0.5, d: 1.5, tx: 3, ty: 1)
            let rule: FillRule = round % 3 == 0 ? .evenOdd : .nonZero
            let reused = PathScanner.coverage(of: path, rule: rule, transform: transform, within: nil, scratch: scratch)
            let fresh = PathScanner.coverage(of: path, rule: rule, transform: transform, within: nil)
            #expect(reused == fresh, "round \(round)")
            #expect(!fresh.isEmpty)
        }
    }
}
