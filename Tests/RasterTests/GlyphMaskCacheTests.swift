import Dispatch
import Geometry
import SpecimenScene
import SpecimenText
import Synchronization
import Testing
@testable import SpecimenRaster

/// A rasterizer's glyph mask cache (`RasterCaches`): a hit is the mask a fresh fill gives, on any thread, in any order.
@Suite struct GlyphMaskCacheTests {
    static let canvas = PixelBox(x: 0, y: 0, width: 400, height: 200)

    /// Icons at sizes and origins that land on many subpixel offsets, under 1x, 2x and 3x.
    static func cases() throws -> [(glyph: SceneGlyph, transform: AffineTransform)] {
        let engine = try TextEngine.shared()
        var cases: [(SceneGlyph, AffineTransform)] = []
        for (i, name) in ["lock", "eye-off", "chevron-down", "close-circle"].enumerated() {
            let icon = try engine.icon(named: name)
            for size in [16.0, 20.0, 24.0] {
                for scale in [1.0, 2.0, 3.0] {
                    let origin = Point(x: 3.37 * Double(i + 1) + size / 7, y: 5.71 + Double(i) * 1.13)
                    cases.append(
                        (
                            SceneGlyph(
                                key: icon.key(size: size), outline: engine.iconOutline(icon, size: size), origin: origin,
                                identity: icon.identity(size: size)),
                            .scale(scale, scale)
                        ))
                }
            }
        }
        return cases
    }

    /// Every pixel of the canvas, so masks with different boxes but the same coverage compare equal.
    static func pixels(_ mask: CoverageMask) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(canvas.width * canvas.height)
        for y in 0..<canvas.height { for x in 0..<canvas.width { out.append(mask[x, y]) } }
        return out
    }

    @Test func cachedMasksEqualFreshFills() throws {
        let caches = RasterCaches()
        for (glyph, transform) in try Self.cases() {
            var masks = GlyphMasks(shared: caches.glyphs)
            let first = masks.mask(for: glyph, transform: transform, canvas: Self.canvas)
            let hit = masks.mask(for: glyph, transform: transform, canvas: Self.canvas)
            // A glyph without an identity is never cached: a fresh fill every time.
            var unnamed = glyph
            unnamed.identity = nil
            let fresh = masks.mask(for: unnamed, transform: transform, canvas: Self.canvas)
            #expect(first == hit)
            #expect(Self.pixels(hit) == Self.pixels(fresh), "\(glyph.key) at \(glyph.origin) x\(transform.a)")
            #expect(!fresh.isEmpty)
        }
    }

    @Test(arguments: [1, 2, 8])
    func masksAreTheSameWhateverTheThreadCount(threads: Int) throws {
        let cases = try Self.cases()
        let reference = cases.map { c -> [UInt8] in
            var masks = GlyphMasks(shared: RasterCaches().glyphs)
            var unnamed = c.glyph
            unnamed.identity = nil
            return Self.pixels(masks.mask(for: unnamed, transform: c.transform, canvas: Self.canvas))
        }
        let results = Results(count: cases.count)
        let caches = RasterCaches()
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            // Each thread walks the cases from a different start, so hits and fills interleave.
            for step in 0..<cases.count {
                let i = (step + worker * 7) % cases.count
                var masks = GlyphMasks(shared: caches.glyphs)
                results.set(i, Self.pixels(masks.mask(for: cases[i].glyph, transform: cases[i].transform, canvas: Self.canvas)))
            }
        }
        #expect(results.all == reference)
    }

    /// Results by index, under a `Mutex`.
    final class Results: Sendable {
        private let values: Mutex<[[UInt8]]>
        init(count: Int) { values = Mutex(Array(repeating: [], count: count)) }
        func set(_ i: Int, _ value: [UInt8]) {
            values.withLock { values in
                // Every thread must agree with whichever wrote first.
                if values[i].isEmpty { values[i] = value } else if values[i] != value { values[i] = [0xFF, 0xFF] }
            }
        }
        var all: [[UInt8]] { values.withLock { $0 } }
    }
}
