/// The Adler-32 checksum that ends a zlib stream (RFC 1950 §8.2), over the uncompressed bytes.
///
/// Kept as a running value so ``ZlibWriter`` can add each batch of scanlines while it is still in the
/// cache, instead of reading the whole picture again at the end.
///
/// Specimen's own, though zlib is linked (for libpng) and has one, because it was measured: Debian's
/// zlib 1.2.13 adds a byte at a time, and its `adler32_z` was 97.2 M of the 653.5 M instructions of a
/// `specimen batch --jobs 1` of the 72 variants at 2x (1.35 M a picture, 3.6 a byte), and 1.5 M of
/// a cold render of Text Input at 2x (callgrind). Summed sixteen lanes at a time, the zlib writer
/// went from 287.6 M to 224.1 M for the batch (0.88 M a picture) and from 4.08 M to 3.09 M for the
/// cold render, with the same values (the tests check them against the definition).
struct Adler32 {
    private static let modulus: UInt64 = 65521
    /// Sixteen-byte steps a run: sixteen 16-bit lanes hold at most 255 × 22 and their running sums
    /// at most 255 × (0 + 1 + … + 21) = 58,905, so neither can overflow inside a run.
    private static let stepsPerRun = 22

    private var a: UInt64 = 1
    private var b: UInt64 = 0

    /// The checksum of no bytes.
    init() {}

    /// The checksum so far.
    var value: UInt32 { UInt32(b << 16 | a) }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var adler = Adler32()
        adler.add(bytes)
        return adler.value
    }

    /// Adds `bytes` after those added so far.
    ///
    /// Sums sixteen 16-bit lanes side by side: `lanes[k]` is the sum of every sixteenth byte from byte
    /// `k` of the run, and `before[k]` the sum of `lanes[k]` as it stood before each step. At the end of
    /// a run those give `a` and `b` exactly as adding byte by byte would: a load, two widenings and four
    /// additions for sixteen bytes.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        // Each byte's weight in `b` within a step: the first of sixteen counts sixteen times. A local
        // constant, not a static one, whose lazy initialisation check was a call every run.
        let laneWeights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
        var index = 0
        let wholeSteps = bytes.count / 16
        var step = 0
        while step < wholeSteps {
            let steps = min(Self.stepsPerRun, wholeSteps - step)
            var lanes = SIMD16<UInt16>(repeating: 0)
            var before = SIMD16<UInt16>(repeating: 0)
            for _ in 0..<steps {
                before &+= lanes
                lanes &+= SIMD16<UInt16>(truncatingIfNeeded: UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self))
                index += 16
            }
            // Byte k of step j is counted in b (16 - k) times in its step and 16 times in each later one.
            let wide = SIMD16<UInt32>(truncatingIfNeeded: lanes)
            let weighted =
                UInt64((wide &* laneWeights).wrappedSum())
                + 16 * UInt64(SIMD16<UInt32>(truncatingIfNeeded: before).wrappedSum())
            b = (b + UInt64(16 * steps) * a + weighted) % Self.modulus
            a = (a + UInt64(wide.wrappedSum())) % Self.modulus
            step += steps
        }
        while index < bytes.count {
            a = (a + UInt64(base[index])) % Self.modulus
            b = (b + a) % Self.modulus
            index += 1
        }
    }
}
