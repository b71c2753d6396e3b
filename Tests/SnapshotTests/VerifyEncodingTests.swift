import Foundation
import SpecimenSnapshot
import Testing

/// Verify passes a drawing whose encoding equals the golden's bytes without decoding it; these check
/// that a golden with other bytes for the same pixels (another PNG writer) still passes, and one with
/// other pixels still fails.
@Suite struct VerifyEncodingTests {
    /// The same pixels in other bytes: the zlib header's level field says "default" instead of
    /// "fastest" (it is informative only), so every reader decodes the same image.
    static func reencoded(_ bytes: [UInt8]) throws -> [UInt8] {
        var out = bytes
        var offset = 8
        while offset + 12 <= out.count {
            let length = out[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: out[offset + 4..<offset + 8], as: UTF8.self) == "IDAT" {
                #expect(out[offset + 8] == 0x78 && out[offset + 9] == 0x01)
                out[offset + 9] = 0x9C
                let crc = crc32(Array(out[offset + 4..<offset + 8 + length]))
                out.replaceSubrange(
                    offset + 8 + length..<offset + 12 + length,
                    with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
                return out
            }
            offset += 12 + length
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    @Test func goldensWrittenWithOtherBytesForTheSamePixelsStillMatch() throws {
        let suite = try Fixtures.recordedSuite()
        for subject in suite.subjects {
            let url = suite.url(of: subject)
            let other = try Self.reencoded(try Fixtures.bytes(url))
            #expect(other != (try Fixtures.bytes(url)))
            try Data(other).write(to: url)
        }
        let result = suite.verify()
        #expect(result.passed, "\(result.failures.map(\.line))")
        #expect(result.outcomes.count == suite.subjects.count)
    }

    @Test func otherBytesWithOtherPixelsStillFail() throws {
        let suite = try Fixtures.recordedSuite()
        let subject = suite.subjects[0]
        try Fixtures.alter(suite.url(of: subject), scale: subject.scale) { pixmap in
            pixmap[0, 0] = PremultipliedColor(red: 1, green: 2, blue: 3, alpha: 255)
        }
        let url = suite.url(of: subject)
        try Data(try Self.reencoded(try Fixtures.bytes(url))).write(to: url)
        let result = suite.verify()
        #expect(result.failures.map(\.kind) == [.pixelsChanged])
        #expect(result.failures.first?.differingPixels == 1)
    }
}
