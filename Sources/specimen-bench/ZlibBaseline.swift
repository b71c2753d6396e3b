import CZlib

/// zlib on its own, for the benchmark's lower bound: what compressing raw pixels costs with no PNG
/// filtering, chunking or checksums around it. The benchmark's own, beside it: no shipped module
/// carries code only the benchmark calls.
enum ZlibBaseline {
    /// The size `compress2` at `level` makes of `bytes`, or `nil` when zlib fails (out of memory).
    /// The output buffer is left uninitialised, as a C caller's `malloc` would leave it, so only
    /// zlib's own work is timed.
    static func compressedSize(of bytes: [UInt8], level: Int32 = 6) -> Int? {
        var size = compressBound(uLong(bytes.count))
        var status = Z_OK
        let out = [UInt8](unsafeUninitializedCapacity: Int(size)) { buffer, count in
            status = bytes.withUnsafeBufferPointer { source in
                compress2(buffer.baseAddress, &size, source.baseAddress, uLong(source.count), level)
            }
            count = 0
        }
        _ = out
        return status == Z_OK ? Int(size) : nil
    }
}
