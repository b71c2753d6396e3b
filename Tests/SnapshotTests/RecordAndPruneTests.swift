import Foundation
import SpecimenFiles
import SpecimenPNG
import SpecimenReports
import Testing

@Suite struct RecordAndPruneTests {
    private func snapshotOfFiles(_ suite: GoldenSuite) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for file in suite.filesOnDisk() + [GoldenManifest.fileName] { files[file] = try Fixtures.bytes(suite.url(ofFile: file)) }
        return files
    }

    @Test func recordingTwiceLeavesEveryFileByteIdentical() throws {
        let suite = try Fixtures.suite()
        let first = try suite.record()
        #expect(first.written.count == 4 && first.manifestWritten)
        let before = try snapshotOfFiles(suite)
        #expect(before.count == 5)
        let second = try suite.record()
        #expect(second.written.isEmpty && second.unchanged.count == 4 && !second.manifestWritten)
        #expect(try snapshotOfFiles(suite) == before)
    }

    @Test func recordKeepsOldBytesWhenOnlyTheEncodingDiffers() throws {
        let suite = try Fixtures.recordedSuite()
        let subject = suite.subjects[0]
        let url = suite.url(of: subject)
        // Same pixels, different bytes: a PNG without a pHYs chunk (scale 1 instead of 2) and another compression.
        let pixels = try PNGDecoder().decode(Fixtures.bytes(url))
        let reencoded = try PNGEncoder().encode(pixels, pixelsPerPoint: 1)
        try AtomicFile.write(reencoded, to: url.path, durability: .none)
        let result = try suite.record()
        #expect(result.written.isEmpty)
        #expect(try Fixtures.bytes(url) == reencoded)
    }

    @Test func recordRewritesAGoldenWhosePixelsChanged() throws {
        let suite = try Fixtures.recordedSuite()
        let subject = suite.subjects[1]
        let url = suite.url(of: subject)
        let good = try Fixtures.bytes(url)
        try Fixtures.alter(url, scale: subject.scale) { $0[1, 1] = PremultipliedColor(red: 9, green: 9, blue: 9, alpha: 255) }
        let result = try suite.record(filter: try SubjectFilter(subject.name))
        #expect(result.written == [subject.relativePath])
        #expect(try Fixtures.bytes(url) == good)
    }

    /// A manifest Specimen wrote that no longer reads (cut short, a merge gone wrong) still begins with
    /// its marker, so the folder is Specimen's: recording everything rebuilds it.
    @Test func recordRepairsAnUnreadableManifestOnlyWhenRecordingEverything() throws {
        let suite = try Fixtures.recordedSuite()
        let good = try Fixtures.bytes(suite.manifestURL)
        try AtomicFile.write(Array(good.prefix(200)), to: suite.manifestURL.path, durability: .none)
        #expect(throws: SnapshotError.self) { _ = try suite.record(filter: try SubjectFilter("*dark@1x*")) }
        let result = try suite.record()
        #expect(result.manifestWritten && result.written.isEmpty)
        #expect(try Fixtures.bytes(suite.manifestURL) == good)
    }

    /// A `manifest.json` without Specimen's marker is someone else's: never replaced, however many
    /// golden-shaped files sit beside it.
    @Test func recordNeverReplacesAManifestWithoutTheMarker() throws {
        let suite = try Fixtures.recordedSuite()
        let foreign = Array(#"{"name": "Shop", "icons": []}"#.utf8)
        try AtomicFile.write(foreign, to: suite.manifestURL.path, durability: .none)
        #expect(throws: SnapshotError.self) { _ = try suite.record() }
        #expect(throws: SnapshotError.self) { _ = try suite.prune(check: false) }
        #expect(try Fixtures.bytes(suite.manifestURL) == foreign)
    }

    @Test func pruneFindsAndRemovesOrphans() throws {
        let suite = try Fixtures.recordedSuite()
        let orphan = suite.url(ofFile: "Old Set/State=Gone/light@2x.png")
        try FileManager.default.createDirectory(at: orphan.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(try Fixtures.bytes(suite.url(of: suite.subjects[0])), to: orphan.path, durability: .none)
        var manifest = try #require(try GoldenManifest.load(from: suite.manifestURL))
        var ghost = try #require(manifest.entries[suite.subjects[0].relativePath])
        ghost.file = "Ghost/State=None/light@2x.png"
        manifest.entries[ghost.file] = ghost
        try manifest.write(to: suite.manifestURL, durability: .none)

        // verify reports both as orphans.
        let verified = suite.verify()
        #expect(verified.failures.map(\.kind) == [.orphaned, .orphaned])
        #expect(verified.failures[0].line.contains(orphan.path))

        let check = try suite.prune(check: true)
        #expect(check.orphanFiles == ["Old Set/State=Gone/light@2x.png"])
        #expect(check.orphanEntries == ["Ghost/State=None/light@2x.png"])
        #expect(!check.removed && FileManager.default.fileExists(atPath: orphan.path))

        let removed = try suite.prune(check: false)
        #expect(removed.removed)
        #expect(!FileManager.default.fileExists(atPath: orphan.path))
        #expect(!FileManager.default.fileExists(atPath: suite.url(ofFile: "Old Set").path), "empty folders go too")
        #expect(try suite.prune(check: true).isEmpty)
        #expect(suite.verify().passed)
    }

    /// A README, at the top or deeper, is documentation: only golden-shaped files can be orphans.
    @Test func aReadmeIsNeverAnOrphan() throws {
        let suite = try Fixtures.recordedSuite()
        try AtomicFile.write(Array("# Goldens\n".utf8), to: suite.url(ofFile: "README.md").path, durability: .none)
        #expect(try suite.prune(check: true).isEmpty)
        #expect(suite.verify().passed)
        let stray = suite.url(ofFile: "\(suite.subjects[0].relativePath.split(separator: "/")[0])/README.md")
        try AtomicFile.write(Array("stray\n".utf8), to: stray.path, durability: .none)
        #expect(try suite.prune(check: true).isEmpty)
        #expect(suite.verify().passed)
    }
}
