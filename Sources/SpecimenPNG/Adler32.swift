/// The Adler-32 checksum that ends a zlib stream (RFC 1950 §8.2), over the uncompressed bytes.
enum Adler32 {
    private static let modulus: UInt64 = 65521
    /// Sixteen-byte steps per run, so no 32-bit lane can overflow before the run is folded in.
    private static let stepsPerRun = 256

    /// Sums sixteen lanes side by side: `lanes[k]` is the sum of every sixteenth byte from byte `k`, and
    /// `before[k]` the sum of `lanes[k]` as it stood before each step. At the end of a run those give
    /// `a` and `b` exactly as adding byte by byte would, for about one instruction a byte.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let base = bytes.baseAddress else { return 1 }
        var a: UInt64 = 1
        var b: UInt64 = 0
        var index = 0
        let wholeSteps = bytes.count / 16
        var step = 0
        while step < wholeSteps {
            let steps = min(stepsPerRun, wholeSteps - step)
            var lanes = SIMD16<UInt32>(repeating: 0)
            var before = SIMD16<UInt32>(repeating: 0)
            for _ in 0..<steps {
                before &+= lanes
                lanes &+= SIMD16<UInt32>(truncatingIfNeeded: UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self))
                index += 16
            }
            // Byte k of step j is counted in b (16 - k) times in its step and 16 times in each later one.
            var weighted: UInt64 = 0
            var total: UInt64 = 0
            for k in 0..<16 {
                weighted += UInt64(16 - k) * UInt64(lanes[k]) + 16 * UInt64(before[k])
                total += UInt64(lanes[k])
            }
            b = (b + UInt64(16 * steps) * a + weighted) % modulus
            a = (a + total) % modulus
            step += steps
        }
        while index < bytes.count {
            a = (a + UInt64(base[index])) % modulus
            b = (b + a) % modulus
            index += 1
        }
        return UInt32(b << 16 | a)
    }
}
