import Foundation
import SpecimenFiles
import SpecimenPNG
import SpecimenReports
import Testing

/// `verify` against a temporary `Snapshots/` recorded from a few subjects.
@Suite struct VerifyTests {
    @Test func freshlyRecordedGoldensAllMatch() throws {
        let suite = try Fixtures.recordedSuite()
        let result = suite.verify()
        #expect(result.passed, "\(result.failures.map(\.line))")
        #expect(result.outcomes.count == 4)
    }

    @Test func onePixelChangedInANodeNamesThatNodeAndRegion() throws {
        let suite = try Fixtures.recordedSuite()
        let subject = suite.subjects[0]
        let rendered = try suite.render(subject)
        let locator = try #require(rendered.locator)
        // A pixel at the centre of the deepest node that no other node as deep covers: it must be named after it.
        func covers(_ e: NodeLocator.Entry, _ x: Int, _ y: Int) -> Bool {
            Double(x) + 0.5 >= e.left && Double(x) + 0.5 < e.right && Double(y) + 0.5 >= e.top && Double(y) + 0.5 < e.bottom
        }
        let candidates = locator.entries.sorted { $0.depth > $1.depth }.compactMap { e -> (NodeLocator.Entry, Int, Int)? in
            let x = Int((e.left + e.right) / 2), y = Int((e.top + e.bottom) / 2)
            let rivals = locator.entries.filter { $0 != e && $0.depth >= e.depth && covers($0, x, y) }
            return covers(e, x, y) && rivals.isEmpty ? (e, x, y) : nil
        }
        let (deepest, x, y) = try #require(candidates.first)
        #expect(deepest.depth > 0, "a nested node should be found")
        let expectedName = deepest.name
        try Fixtures.alter(suite.url(of: subject), scale: subject.scale) { pixmap in
            let c = pixmap[x, y]
            pixmap[x, y] = PremultipliedColor(red: c.red ^ 0x40, green: c.green, blue: c.blue, alpha: c.alpha)
        }
        let result = suite.verify()
        #expect(!result.passed)
        let failure = try #require(result.failures.first)
        #expect(result.failures.count == 1)
        #expect(failure.kind == .pixelsChanged)
        #expect(failure.differingPixels == 1)
        #expect(failure.regions.map(\.node) == [expectedName])
        #expect(failure.regions.first?.region == DifferenceRegion(x: x, y: y, width: 1, height: 1, pixelCount: 1, largestDelta: 0x40))
        #expect(failure.line.hasPrefix("\(subject.name): pixels changed: 1 px in 1 region: \(expectedName) ("))
        #expect(failure.line.contains("max delta 0x40"))
        #expect(failure.line.hasSuffix("tolerance max-delta 0/255 per channel, max-pixels 0"))
        // The tolerance flags let it pass when they allow one pixel, or a delta of 0x40.
        #expect(suite.verify(tolerance: Tolerance(maxPixels: 1)).passed)
        #expect(suite.verify(tolerance: Tolerance(maxChannelDelta: 0x40)).passed)
        #expect(!suite.verify(tolerance: Tolerance(maxChannelDelta: 0x3F)).passed)
    }

    @Test func aChangeOutsideEveryNodeIsNamedBackground() throws {
        let suite = try Fixtures.recordedSuite()
        var found: (GoldenSubject, Int, Int)?
        search: for subject in suite.subjects {
            let rendered = try suite.render(subject)
            let locator = try #require(rendered.locator)
            for y in 0..<rendered.pixmap.height {
                for x in 0..<rendered.pixmap.width where locator.name(atX: Double(x) + 0.5, y: Double(y) + 0.5) == "background" {
                    found = (subject, x, y)
                    break search
                }
            }
        }
        let (subject, x, y) = try #require(found, "some golden must have a pixel outside every node")
        try Fixtures.alter(suite.url(of: subject), scale: subject.scale) { pixmap in
            pixmap[x, y] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        }
        let failure = try #require(suite.verify().failures.first)
        #expect(failure.regions.map(\.node) == ["background"])
        #expect(failure.line.contains(": pixels changed: 1 px in 1 region: background ("))
    }

    @Test func aMissingGoldenFailsUnderCIAndNothingIsWritten() throws {
        let local = try Fixtures.recordedSuite()
        let ci = try Fixtures.reopen(local, environment: ["CI": "1"])
        let missing = ci.url(of: ci.subjects[1])
        try FileManager.default.removeItem(at: missing)
        let result = ci.verify()
        #expect(!result.passed)
        #expect(result.failures.map(\.kind) == [.missing])
        #expect(result.failures[0].line.contains(missing.path))
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        #expect(throws: SnapshotError.refusedUnderCI("'specimen snapshot record'")) { _ = try ci.record() }
        #expect(throws: SnapshotError.self) { _ = try ci.prune(check: false) }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }

    @Test(arguments: ["truncated", "corrupt", "empty", "text"])
    func aBrokenGoldenIsAFailureNamingTheFile(damage: String) throws {
        let suite = try Fixtures.recordedSuite()
        let url = suite.url(of: suite.subjects[2])
        let original = try Fixtures.bytes(url)
        let broken: [UInt8] =
            switch damage {
            case "truncated": Array(original.prefix(original.count / 2))
            case "corrupt": original.enumerated().map { $0.offset == original.count / 2 ? $0.element ^ 0xFF : $0.element }
            case "empty": []
            default: Array("not a png".utf8)
            }
        try AtomicFile.write(broken, to: url.path, durability: .none)
        let failures = suite.verify().failures
        #expect(failures.count == 1)
        #expect(failures.first?.kind == .unreadable)
        #expect(failures.first?.line.contains(url.path) == true)
    }

    @Test func aGoldenOfTheWrongSizeIsASizeChange() throws {
        let suite = try Fixtures.recordedSuite()
        let subject = suite.subjects[0]
        let smaller = try Fixtures.pixmap(width: 10, height: 10)
        try AtomicFile.write(try PNGEncoder().encode(smaller, pixelsPerPoint: subject.scale), to: suite.url(of: subject).path, durability: .none)
        let failure = try #require(suite.verify().failures.first)
        #expect(failure.kind == .sizeChanged)
        #expect(failure.line.contains("golden 10x10 px, rendered "))
    }

    @Test func anUnreadableManifestIsOneFailureNamingIt() throws {
        let suite = try Fixtures.recordedSuite()
        try AtomicFile.write(Array("{ nope".utf8), to: suite.manifestURL.path, durability: .none)
        let result = suite.verify()
        #expect(result.failures.map(\.kind) == [.badManifest])
        #expect(result.failures[0].line.contains(suite.manifestURL.path))
        #expect(result.outcomes.filter(\.passed).count == 4, "the goldens themselves are still verified")
    }

    @Test func aChangedFingerprintIsReportedAsEnvironmentChanged() throws {
        let suite = try Fixtures.recordedSuite()
        var manifest = try #require(try GoldenManifest.load(from: suite.manifestURL))
        let subject = suite.subjects[3]
        manifest.entries[subject.relativePath]?.fingerprint.fonts = "fnv1a64:0000000000000000"
        try manifest.write(to: suite.manifestURL, durability: .none)
        #expect(suite.verify().passed, "matching pixels pass whatever the fingerprint")
        try Fixtures.alter(suite.url(of: subject), scale: subject.scale) { pixmap in
            pixmap[0, 0] = PremultipliedColor(red: 1, green: 2, blue: 3, alpha: 255)
        }
        let failure = try #require(suite.verify().failures.first)
        #expect(failure.kind == .environmentChanged)
        #expect(failure.line.contains("environment changed: fonts fnv1a64:0000000000000000 -> \(suite.fingerprint.fonts)"))
    }

    @Test func filterAndShardSelectSubjects() throws {
        let suite = try Fixtures.recordedSuite()
        let dark = suite.verify(filter: try SubjectFilter("*dark@1x*"))
        #expect(dark.outcomes.count == 2 && dark.passed)
        let halves = try [1, 2].map { suite.verify(shard: try Shard(index: $0, count: 2)).outcomes.map(\.file) }
        #expect(halves[0].count == 2 && halves[1].count == 2)
        #expect(halves[0] + halves[1] == suite.subjects.map(\.relativePath))
    }
}
