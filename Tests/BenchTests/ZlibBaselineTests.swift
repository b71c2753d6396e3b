import Testing
import TestSupport

@testable import specimen_bench

/// The benchmark's zlib baseline is zlib's own size: flat pixels shrink to almost nothing, noise
/// cannot be compressed (stored blocks cost a little more than the input).
@Suite struct ZlibBaselineTests {
    @Test func flatPixelsShrinkAndNoiseDoesNot() throws {
        let flat = [UInt8](repeating: 0xE0, count: 400_000)
        let flatSize = try #require(ZlibBaseline.compressedSize(of: flat, level: 6))
        #expect(flatSize > 0 && flatSize < 1_000)

        var random = SplitMix64(seed: 24)
        let noise = (0..<65_536).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let noiseSize = try #require(ZlibBaseline.compressedSize(of: noise, level: 6))
        #expect(noiseSize > noise.count && noiseSize < noise.count + 100)
    }
}
