import CPNG

/// The Adler-32 checksum that ends a zlib stream (RFC 1950 §8.2), over the uncompressed bytes, as zlib
/// computes it (zlib is linked for libpng already).
///
/// Kept as a running value so ``ZlibWriter`` can add each batch of scanlines while it is still in the
/// cache, instead of reading the whole picture again at the end.
struct Adler32 {
    private var adler: UInt = 1

    /// The checksum of no bytes.
    init() {}

    /// The checksum so far.
    var value: UInt32 { UInt32(truncatingIfNeeded: adler) }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var adler = Adler32()
        adler.add(bytes)
        return adler.value
    }

    /// Adds `bytes` after those added so far (zlib takes at most `UInt32.max` bytes a call).
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard var base = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let step = min(left, Int(UInt32.max))
            adler = CPNG.adler32(adler, base, UInt32(step))
            base += step
            left -= step
        }
    }
}
