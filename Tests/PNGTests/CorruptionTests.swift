import TestSupport
import Pixels
import SpecimenPNG
import Testing

/// A small encoded file with translucent pixels, split across several IDAT-sized rows of data.
func validFile() throws -> [UInt8] {
    try PNGEncoder().encode(try translucentPixmap(), pixelsPerPoint: 2)
}

/// Decodes, and turns "threw something that is not a PNGError" into a test failure.
func decodeOutcome(_ bytes: [UInt8]) -> Result<Pixmap, PNGError>? {
    do {
        return .success(try PNGDecoder().decode(bytes))
    } catch let error as PNGError {
        return .failure(error)
    } catch {
        Issue.record("not a PNGError: \(error)")
        return nil
    }
}

@Suite("Corrupt PNG data")
struct CorruptionTests {
    @Test("empty input")
    func empty() {
        #expect(throws: PNGError.emptyInput) { try PNGDecoder().decode([]) }
        #expect(PNGError.emptyInput.description == "not a PNG file (empty input)")
    }

    @Test(
        "bad signature",
        arguments: [
            Array("hello, world".utf8),
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0B, 0, 0, 0, 0],
            [0xFF, 0xD8, 0xFF, 0xE0],  // a JPEG's start
            [0x00],
        ])
    func badSignature(bytes: [UInt8]) {
        #expect(throws: PNGError.notPNG) { try PNGDecoder().decode(bytes) }
        #expect(PNGError.notPNG.description == "not a PNG file (bad signature)")
    }

    @Test("a file cut anywhere is reported as truncated")
    func truncated() throws {
        let bytes = try validFile()
        let cuts = [
            1, 4, 7, 8, 9, 16, 29, 33, 40, 50, 60, bytes.count / 2, bytes.count - 13, bytes.count - 12,
            bytes.count - 5, bytes.count - 1,
        ]
        for cut in cuts {
            #expect(decodeOutcome(Array(bytes[..<cut])) == .failure(.truncated), "cut at \(cut) of \(bytes.count)")
        }
        #expect(PNGError.truncated.description == "truncated PNG data")
    }

    @Test("every single cut point fails cleanly")
    func everyCut() throws {
        let bytes = try PNGEncoder().encode(try opaquePixmap(width: 5, height: 4), pixelsPerPoint: 1)
        for cut in 0..<bytes.count {
            guard case .failure = decodeOutcome(Array(bytes[..<cut])) else {
                Issue.record("cut at \(cut) decoded")
                continue
            }
        }
    }

    @Test("a flipped byte anywhere in IDAT is reported as corrupt", arguments: [0, 1, 2, 3, 5, 8])
    func flippedIDATByte(eighth: Int) throws {
        var bytes = try validFile()
        let idat = try #require(parseChunks(bytes)?.first { $0.type == "IDAT" })
        bytes[idat.dataOffset + idat.data.count * eighth / 8 - (eighth == 8 ? 1 : 0)] ^= 0xFF
        // libpng inflates as it reads, so zlib may object before the CRC is checked at the chunk's end.
        let outcome = decodeOutcome(bytes)
        guard case .failure(.corrupt(let message)) = outcome else {
            Issue.record("expected corrupt, got \(String(describing: outcome))")
            return
        }
        #expect(!message.isEmpty && !message.contains("\n"))
        #expect(PNGError.corrupt(message).description == "corrupt PNG: \(message)")
    }

    @Test("a flipped byte in an ancillary chunk's data is ignored, in a critical one it is corrupt")
    func flippedChunkBytes() throws {
        let original = try validFile()
        let chunks = try #require(parseChunks(original))
        var damagedPHYs = original
        damagedPHYs[try #require(chunks.first { $0.type == "pHYs" }).dataOffset] ^= 0x01
        let image = try PNGDecoder().decodeImage(damagedPHYs)
        #expect(image.pixmap == (try translucentPixmap()))
        #expect(image.pixelsPerPoint == nil)  // the damaged pHYs was dropped, not trusted

        var damagedHeader = original
        damagedHeader[19] ^= 0x01  // IHDR width's low byte
        #expect(decodeOutcome(damagedHeader) == .failure(.corrupt("IHDR: CRC error")))
    }

    @Test("damaged compressed data behind a valid CRC is a zlib error")
    func damagedZlibStream() throws {
        var bytes = try validFile()
        let idat = try #require(parseChunks(bytes)?.first { $0.type == "IDAT" })
        bytes[idat.dataOffset] = 0x00  // the zlib header's compression method
        fixCRC(&bytes, chunkDataOffset: idat.dataOffset)
        guard case .failure(.corrupt(let message)) = decodeOutcome(bytes) else {
            Issue.record("expected corrupt")
            return
        }
        #expect(!message.isEmpty)
    }

    @Test("an impossible header is corrupt")
    func zeroWidth() throws {
        var bytes = try validFile()
        bytes.replaceSubrange(16..<20, with: [0, 0, 0, 0])
        fixCRC(&bytes, chunkDataOffset: 16)
        guard case .failure(.corrupt) = decodeOutcome(bytes) else {
            Issue.record("expected corrupt")
            return
        }
    }

    @Test("a huge header is refused before allocating")
    func hugeImage() throws {
        // Only the header matters: it claims 14 GB of RGBA over a one-byte IDAT.
        var bytes = pngSignature + chunk("IHDR", bigEndian32(60000) + bigEndian32(60000) + [1, 0, 0, 0, 0])
        bytes += chunk("IDAT", zlibStored([0])) + chunk("IEND", [])
        #expect(
            decodeOutcome(bytes)
                == .failure(
                    .tooLarge(
                        width: 60000, height: 60000,
                        maximumPixelCount: PNGDecoder.defaultMaximumPixelCount)))

        let small = try validFile()
        let limited = PNGDecoder(maximumPixelCount: 100)
        #expect(throws: PNGError.tooLarge(width: 256, height: 16, maximumPixelCount: 100)) { try limited.decode(small) }
    }

    @Test("random damage never crashes", arguments: [false, true])
    func fuzz(fixingCRCs: Bool) throws {
        let original = try PNGEncoder().encode(try opaquePixmap(width: 19, height: 7), pixelsPerPoint: 1)
        let chunks = try #require(parseChunks(original))
        var random = SplitMix64(state: fixingCRCs ? 2 : 1)
        var failures = 0
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 8..<bytes.count, using: &random)
                bytes[index] = UInt8.random(in: 0...255, using: &random)
            }
            if fixingCRCs {
                // Structure is kept (lengths may be damaged); CRCs are recomputed where lengths still fit.
                for chunk in chunks
                where chunk.dataOffset + chunk.data.count + 4 <= bytes.count
                    && Int(readBigEndian32(bytes, at: chunk.dataOffset - 8)) == chunk.data.count
                {
                    fixCRC(&bytes, chunkDataOffset: chunk.dataOffset)
                }
            }
            if case .failure = decodeOutcome(bytes) { failures += 1 }
        }
        #expect(failures > 0)
    }
}
