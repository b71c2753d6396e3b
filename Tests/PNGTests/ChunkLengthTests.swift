import Foundation
import SpecimenLimits
import SpecimenPNG
import Testing

/// Chunk lengths are checked against `Limits.pngChunkBytes` and the input's own length before libpng
/// reads the chunk, by the whole-file decoder and the row reader alike: libpng allocates a text chunk's
/// declared length first, so 141 bytes declaring 2 GB used to cost 2 GB.
@Suite struct ChunkLengthTests {
    static var pixel: HandMadePNG { HandMadePNG(width: 2, height: 2, colorType: 6, bitDepth: 8) { x, y in [UInt16(x * 100), UInt16(y * 100), 7, 255] } }

    /// The signature and IHDR of `pixel`, then a chunk header declaring `length` bytes and 100 bytes of it.
    static func declaring(_ type: String, length: UInt32) -> [UInt8] {
        let whole = pixel.bytes()
        return Array(whole.prefix(33)) + bigEndian32(length) + Array(type.utf8) + [UInt8](repeating: 0x61, count: 100)
    }

    /// `pixel` with a real `type` chunk of `count` bytes before its image data.
    static func holding(_ type: String, count: Int) -> [UInt8] {
        var png = pixel
        png.chunksBeforeData = [(type, Array("k".utf8) + [0] + [UInt8](repeating: 0x61, count: count - 2))]
        return png.bytes()
    }

    static func readRows(_ bytes: [UInt8]) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-chunk-\(UUID().uuidString).png")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let reader = try PNGRowReader(path: file.path, maximumPixelCount: 1 << 20)
        var row: [UInt8] = []
        for _ in 0..<reader.height { try reader.readRow(into: &row) }
        try reader.finish()
    }

    @Test(arguments: ["tEXt", "zTXt", "iTXt", "iCCP", "eXIf", "prVt"])
    func aChunkDeclaredPastTheLimitIsRefusedByBothReaders(type: String) {
        let bytes = Self.declaring(type, length: 0x7FFF_FFF0)
        let expected = PNGError.corrupt(
            "the \(type) chunk declares 2147483632 bytes, more than the \(Limits.pngChunkBytes) any chunk but image data may hold (Limits.pngChunkBytes)")
        #expect(throws: expected) { try PNGDecoder().decode(bytes) }
        #expect(throws: expected) { try Self.readRows(bytes) }
    }

    @Test func aChunkLongerThanWhatFollowsIsTruncated() {
        let bytes = Self.declaring("tEXt", length: 1000)
        #expect(throws: PNGError.truncated) { try PNGDecoder().decode(bytes) }
        #expect(throws: PNGError.truncated) { try Self.readRows(bytes) }
    }

    @Test func aLengthPastTheFormatsIsCorrupt() {
        #expect(throws: PNGError.corrupt("the IDAT chunk's length 4294967295 is past the format's 2147483647")) {
            try PNGDecoder().decode(Self.declaring("IDAT", length: 0xFFFF_FFFF))
        }
    }

    @Test func aRealTextChunkWithinTheLimitStillDecodes() throws {
        let bytes = Self.holding("tEXt", count: 1 << 20)
        #expect(try PNGDecoder().decode(bytes) == PNGDecoder().decode(Self.pixel.bytes()))
        try Self.readRows(bytes)
    }

    @Test func bytesAfterIENDAreNotWalked() throws {
        // A golden grown with zeros past IEND reads as it did: the walk stops at IEND.
        let bytes = Self.pixel.bytes() + [UInt8](repeating: 0, count: 4096)
        #expect(try PNGDecoder().decode(bytes) == PNGDecoder().decode(Self.pixel.bytes()))
        try Self.readRows(bytes)
    }
}
