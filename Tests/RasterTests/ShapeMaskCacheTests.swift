import Dispatch
import Geometry
import Testing
@testable import SpecimenRaster

/// The process-wide shape mask cache: a hit is the mask a fresh fill gives, keys tell apart every
/// input that could change a bit, and a whole render is the same with the cache warm or cold.
struct ShapeMaskCacheTests {
    static let region = PixelBox(x: 0, y: 0, width: 160, height: 90)

    /// A rounded box, a ring (even-odd) and a curve, at fractional places and scales.
    static func cases() -> [(path: Path, rule: FillRule, transform: AffineTransform)] {
        var cases: [(Path, FillRule, AffineTransform)] = []
        for (i, scale) in [1.0, 2.0, 3.0, 1.5].enumerated() {
            let offset = 0.37 * Double(i)
            cases.append((Path.roundedRect(Rect(x: 3.2 + offset, y: 4.6, width: 40.3, height: 17.9), radius: 6), .nonZero, .scale(scale, scale)))
            let ring = Path.ring(
                outer: Path.circle(in: Rect(x: 11 + offset, y: 6, width: 18, height: 18)),
                inner: Path.circle(in: Rect(x: 12.5 + offset, y: 7.5, width: 15, height: 15)))
            cases.append((ring, .evenOdd, .scale(scale, scale)))
            var curve = Path()
            curve.move(to: Point(x: 1 + offset, y: 2))
            curve.cubic(to: Point(x: 30, y: 25), control1: Point(x: 40, y: -3), control2: Point(x: -5, y: 30))
            curve.quad(to: Point(x: 2, y: 20), control: Point(x: 12, y: 40))
            curve.close()
            cases.append((curve, .nonZero, AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: offset, ty: 1.25)))
        }
        return cases
    }

    @Test func hitsEqualFreshFills() {
        let caches = RasterCaches()
        for (path, rule, transform) in Self.cases() {
            let fresh = PathScanner.coverage(of: path, rule: rule, transform: transform, within: Self.region)
            let first = ShapeMasks.coverage(of: path, rule: rule, transform: transform, within: Self.region, scratch: ScanScratch(), cache: caches.shapes)
            let hit = ShapeMasks.coverage(of: path, rule: rule, transform: transform, within: Self.region, scratch: ScanScratch(), cache: caches.shapes)
            #expect(first.mask == fresh)
            #expect(hit.mask == fresh)
            #expect(hit.shared)
            #expect(!fresh.isEmpty)
        }
    }

    /// Keys compare bit patterns: 0 and -0 are two keys, as are a clip region one pixel smaller, the
    /// other fill rule and a transform moved by the smallest step a Double takes.
    @Test func keysTellApartEveryBit() {
        let path = Path.roundedRect(Rect(x: 0, y: 0, width: 20, height: 10), radius: 4)
        let key = ShapeMasks.Key(path: path, rule: .nonZero, transform: .scale(2, 2), region: Self.region)
        var negativeZero = Path()
        negativeZero.move(to: Point(x: -0.0, y: 0)); negativeZero.line(to: Point(x: 5, y: 0)); negativeZero.line(to: Point(x: 5, y: 5))
        var positiveZero = Path()
        positiveZero.move(to: Point(x: 0.0, y: 0)); positiveZero.line(to: Point(x: 5, y: 0)); positiveZero.line(to: Point(x: 5, y: 5))
        #expect(negativeZero == positiveZero, "Path's own == takes -0 for 0")
        #expect(
            ShapeMasks.Key(path: negativeZero, rule: .nonZero, transform: .identity, region: Self.region)
                != ShapeMasks.Key(path: positiveZero, rule: .nonZero, transform: .identity, region: Self.region))
        var others = [key, key, key, key]
        others[0].rule = .evenOdd
        others[1].region.width -= 1
        others[2].transform.tx = 0.0.nextUp
        others[3].path = path.appending(Path([.close]))
        for other in others { #expect(other != key) }
        #expect(ShapeMasks.Key(path: path, rule: .nonZero, transform: .scale(2, 2), region: Self.region) == key)
        #expect(ShapeMasks.Key(path: path, rule: .nonZero, transform: .scale(2, 2), region: Self.region).hashValue == key.hashValue)
    }

    /// Masks past the size limit are never held, so the caller may reuse their memory.
    @Test func hugeMasksAreNotShared() {
        let big = PixelBox(x: 0, y: 0, width: 1100, height: 1000)
        let path = Path.roundedRect(Rect(x: 0.5, y: 0.5, width: 1099, height: 999), radius: 30)
        let result = ShapeMasks.coverage(of: path, rule: .nonZero, transform: .identity, within: big, scratch: ScanScratch(), cache: RasterCaches().shapes)
        #expect(result.mask.values.count > ShapeMasks.largestShared)
        #expect(!result.shared)
        #expect(result.mask == PathScanner.coverage(of: path, rule: .nonZero, transform: .identity, within: big))
    }

    /// Threads filling and hitting the same keys in different orders all see the fresh masks.
    @Test func threadsSeeFreshMasks() {
        let cases = Self.cases()
        let reference = cases.map { PathScanner.coverage(of: $0.path, rule: $0.rule, transform: $0.transform, within: Self.region) }
        let results = GlyphMaskCacheTests.Results(count: cases.count)
        let caches = RasterCaches()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for step in 0..<cases.count {
                let i = (step + worker * 5) % cases.count
                let c = cases[i]
                let mask = ShapeMasks.coverage(of: c.path, rule: c.rule, transform: c.transform, within: Self.region, scratch: ScanScratch(), cache: caches.shapes).mask
                results.set(i, Array(mask.values))
            }
        }
        #expect(results.all == reference.map { Array($0.values) })
    }
}
