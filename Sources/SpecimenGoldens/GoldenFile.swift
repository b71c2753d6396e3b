import Foundation
import SpecimenLimits
import SpecimenPNG

/// A golden PNG on disk, read in memory bounded by the drawing it is compared with, never by what the
/// file declares or how large it has grown.
///
/// `verify` and `record` used to read a golden whole and decode it whole: a 200 KB golden declaring
/// 8000 x 8000 pixels cost 1.25 GB, and one grown to 6 GB with `truncate` 2.9 GB. Here the header is
/// read first (24 bytes), so a golden of another size than the drawing is known without decoding it;
/// a golden of the drawing's size is decoded a row at a time into one pixmap (as `specimen diff` reads
/// files, and reading ends at `IEND`, however many bytes follow); and the file's bytes are read whole,
/// for its digest and the byte comparison, only up to ``Limits/goldenReadWholeBytes``.
enum GoldenFile {
    /// The width and height its `IHDR` declares, from the file's first 24 bytes; nil when they are not
    /// a PNG signature and an `IHDR` chunk (the full decode then says what is wrong).
    static func declaredSize(ofHeader bytes: some Collection<UInt8>) -> PixelSize? {
        let header = Array(bytes.prefix(24))
        guard header.count == 24, header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            Array(header[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func word(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return PixelSize(width: word(16), height: word(20))
    }

    /// The declared size of the PNG at `path`, reading 24 bytes.
    static func declaredSize(atPath path: String) -> PixelSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 24)).flatMap { declaredSize(ofHeader: $0) }
    }

    /// The file's size in bytes, or nil when it cannot be read.
    static func byteCount(atPath path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// The file's bytes when it is at most ``Limits/goldenReadWholeBytes`` long (else nil: it is read a
    /// row at a time instead). Throws when it cannot be read.
    static func wholeBytes(atPath path: String) throws -> Data? {
        guard let count = byteCount(atPath: path) else { throw PNGFileError(code: errno) }
        guard count <= Limits.goldenReadWholeBytes else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else { throw PNGFileError(code: EACCES) }
        return data
    }

    /// The pixels of the PNG at `path`, decoded a row at a time straight into one pixmap (the rows of
    /// ``PNGDecoder``'s pixmap, without its whole-file and straight-alpha copies), within `maximumPixelCount`.
    static func pixels(atPath path: String, maximumPixelCount: Int) throws -> Pixmap {
        let reader = try PNGRowReader(path: path, maximumPixelCount: maximumPixelCount)
        var data: [UInt8] = []
        data.reserveCapacity(reader.width * reader.height * 4)
        var row: [UInt8] = []
        for _ in 0..<reader.height {
            try reader.readRow(into: &row)
            data.append(contentsOf: row)
        }
        try reader.finish()
        guard let pixmap = Pixmap(width: reader.width, height: reader.height, premultipliedRGBA: data) else {
            throw PNGError.tooLarge(width: reader.width, height: reader.height, maximumPixelCount: maximumPixelCount)
        }
        return pixmap
    }

    /// What is wrong with the PNG at `path`, read a row at a time and nothing kept (a row of memory,
    /// however large it declares itself), within ``Limits/pixelBudget`` as a whole decode is; nil when it reads to `IEND`.
    static func damage(atPath path: String) -> (any Error)? {
        do {
            let reader = try PNGRowReader(path: path, maximumPixelCount: Limits.pixelBudget)
            var row: [UInt8] = []
            for _ in 0..<reader.height { try reader.readRow(into: &row) }
            try reader.finish()
            return nil
        } catch {
            return error
        }
    }

    /// Whether the PNG at `path` holds exactly `pixmap`'s pixels: false at once when its header declares
    /// another size, else compared after a row-at-a-time decode. A file that cannot be read holds nothing.
    static func holds(_ pixmap: Pixmap, atPath path: String) -> Bool {
        guard declaredSize(atPath: path) == PixelSize(pixmap),
            let pixels = try? Self.pixels(atPath: path, maximumPixelCount: pixmap.width * pixmap.height)
        else { return false }
        return pixels == pixmap
    }
}
