import CZlib

/// zlib-wrapped deflate (what PDF's `FlateDecode` reads), at a fixed level so the same bytes
/// always compress to the same bytes for a given zlib. Why zlib here and Specimen's own writer for
/// PNG: Package.swift, beside the system libraries (said once there).
enum Deflate {
    static let level: Int32 = 6

    static func compress(_ bytes: [UInt8]) throws -> [UInt8] {
        var capacity = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(capacity))
        let status = out.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &capacity, source.baseAddress, uLong(source.count), level)
            }
        }
        guard status == Z_OK else { throw PDFWriterError.compressionFailed(status) }
        out.removeSubrange(Int(capacity)...)
        return out
    }
}
