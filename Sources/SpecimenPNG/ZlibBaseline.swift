import CPNG

/// zlib on its own, for the benchmark's lower bound: what compressing raw pixels costs with no PNG
/// filtering, chunking or checksums around it.
package enum ZlibBaseline {
    /// The size `compress2` at `level` makes of `bytes`, or `nil` when zlib fails (out of memory).
    package static func compressedSize(of bytes: [UInt8], level: Int32 = 6) -> Int? {
        let size = bytes.withUnsafeBufferPointer { cpng_zlib_compressed_size($0.baseAddress, $0.count, level) }
        return size < 0 ? nil : size
    }
}
