import Pixels
@testable import SpecimenRaster
import TestSupport
import Testing

/// The blitter's fill against its definition, pixel by pixel: coverage times the clip's (rounded by
/// `mul255`), then source-over. The fill decides eight pixels at once where the mask and the clip
/// are both empty or both full, so this holds those shortcuts to the same bytes.
@Suite("The blitter's solid fill")
struct BlitterTests {
    /// A mask over `box` whose values are drawn from `choices` in runs, so that whole eights are
    /// empty, full or mixed.
    private func mask(_ box: PixelBox, _ random: inout SplitMix64) -> CoverageMask {
        var values = ContiguousArray<UInt8>()
        while values.count < box.width * box.height {
            let value: UInt8 = [0, 255, UInt8.random(in: 0...255, using: &random)][Int.random(in: 0..<3, using: &random)]
            let run = Int.random(in: 1...20, using: &random)
            for _ in 0..<run where values.count < box.width * box.height {
                values.append(value == 0 || value == 255 ? value : UInt8.random(in: 0...255, using: &random))
            }
        }
        return CoverageMask(box: box, values: values)
    }

    @Test(
        "opaque and translucent colours, with and without a clip, give the definition's bytes",
        arguments: [
            PremultipliedColor(red: 200, green: 10, blue: 90, alpha: 255),
            PremultipliedColor(red: 40, green: 0, blue: 100, alpha: 128),
            PremultipliedColor(red: 1, green: 2, blue: 3, alpha: 3),
        ])
    func sameBytesAsTheDefinition(color: PremultipliedColor) throws {
        var random = SplitMix64(state: UInt64(color.alpha))
        let width = 53, height = 17
        var backdrop = try #require(Pixmap(width: width, height: height))
        backdrop.data = backdrop.data.indices.map { i in
            // A premultiplied backdrop: every channel at most its pixel's alpha.
            UInt8(truncatingIfNeeded: (i / 4 * 37) % 256) & (i % 4 == 3 ? 0xFF : 0x7F) | (i % 4 == 3 ? 0x80 : 0)
        }
        let shape = mask(PixelBox(x: -3, y: 2, width: 50, height: 14), &random)
        for clip in [nil, mask(PixelBox(x: 5, y: 0, width: 48, height: 12), &random)] {
            var drawn = backdrop
            Blitter.fill(&drawn, color: color, mask: shape, clip: clip)
            var expected = backdrop
            expected.data.withUnsafeMutableBufferPointer { pixels in
                for y in 0..<height {
                    for x in 0..<width {
                        var v = shape[x, y]
                        if let clip { v = mul255(v, clip[x, y]) }
                        if v != 0 { SourceOver.blend(pixels, at: (y * width + x) * 4, color: color, coverage: v) }
                    }
                }
            }
            #expect(drawn == expected, "clip: \(clip != nil)")
        }
    }
}
