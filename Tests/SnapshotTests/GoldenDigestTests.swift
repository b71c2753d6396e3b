import Foundation
import Pixels
import SpecimenPNG
import SpecimenReports
import Testing

/// A golden's digest lets `verify` pass a drawing without encoding it, and only when the file on disk
/// is the recorded one and the drawing hashes as its pixels did.
@Suite struct GoldenDigestTests {
    @Test func thePixelHashChangesWithAnyChannelAndWithTheShape() throws {
        let pixmap = try Fixtures.pixmap(width: 9, height: 5)
        #expect(GoldenDigest.hash(of: pixmap) == GoldenDigest.hash(of: try Fixtures.pixmap(width: 9, height: 5)))
        for offset in [0, 1, 2, 3, pixmap.data.count / 2, pixmap.data.count - 1] {
            var bytes = pixmap.data
            bytes[offset] = bytes[offset] == 0 ? 1 : bytes[offset] - 1
            let changed = try #require(
                Pixmap(
                    width: 9, height: 5,
                    premultipliedRGBA: bytes.enumerated().map { i, b in
                        i % 4 == 3 ? max(b, 250) : b
                    }))
            if changed != pixmap { #expect(GoldenDigest.hash(of: changed) != GoldenDigest.hash(of: pixmap), "byte \(offset)") }
        }
        let wide = try #require(Pixmap(width: 2, height: 1, fill: PremultipliedColor(red: 9, green: 9, blue: 9, alpha: 255)))
        let tall = try #require(Pixmap(width: 1, height: 2, fill: PremultipliedColor(red: 9, green: 9, blue: 9, alpha: 255)))
        #expect(wide.data == tall.data)
        #expect(GoldenDigest.hash(of: wide) != GoldenDigest.hash(of: tall))
    }

    @Test func recordingWritesADigestOfEachFileAndItsPixels() throws {
        let suite = try Fixtures.recordedSuite()
        let manifest = try #require(try GoldenManifest.load(from: suite.manifestURL))
        for subject in suite.subjects {
            let digest = try #require(manifest.entries[subject.relativePath]?.digest)
            let file = try Data(contentsOf: suite.url(of: subject))
            #expect(digest.file == GoldenDigest.hash(of: file))
            #expect(digest.pixels == GoldenDigest.hash(of: try PNGDecoder().decode(Array(file))))
        }
    }

    @Test func aWrongDigestNeverPassesAChangedDrawingAndNeverFailsARightOne() throws {
        let suite = try Fixtures.recordedSuite()
        var manifest = try #require(try GoldenManifest.load(from: suite.manifestURL))
        let subject = suite.subjects[1]
        // A digest that no longer describes the file: the whole comparison runs, and the golden still matches.
        manifest.entries[subject.relativePath]?.digest?.pixels = "fnv1a64w:0000000000000000"
        try manifest.write(to: suite.manifestURL, durability: .none)
        #expect(suite.verify().passed)
        // The file changed after recording: its hash no longer matches, so the changed pixel is found.
        try Fixtures.alter(suite.url(of: subject), scale: subject.scale) { pixmap in
            pixmap[0, 0] = PremultipliedColor(red: 1, green: 2, blue: 3, alpha: 255)
        }
        let failure = try #require(suite.verify().failures.first)
        #expect(failure.kind == .pixelsChanged)
        #expect(failure.differingPixels == 1)
    }

    @Test func aGoldenFromAnotherWriterWithTheSamePixelsStillMatches() throws {
        let suite = try Fixtures.recordedSuite()
        let subject = suite.subjects[2]
        let url = suite.url(of: subject)
        // The same pixels written by libpng at another level: other bytes, so the digest proves nothing.
        let pixmap = try PNGDecoder().decode(Array(try Data(contentsOf: url)))
        let other = url.path + ".other"
        let descriptor = open(other, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        let writer = try PNGRowWriter(
            descriptor: descriptor, path: other, width: pixmap.width, height: pixmap.height,
            hasAlpha: false, pixelsPerPoint: subject.scale)
        for y in 0..<pixmap.height { try writer.write(row: Array(pixmap.data[y * pixmap.width * 4..<(y + 1) * pixmap.width * 4])) }
        try writer.finish()
        close(descriptor)
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) != (try Data(contentsOf: url)))
        #expect(rename(other, url.path) == 0)
        #expect(suite.verify().passed)
    }
}
