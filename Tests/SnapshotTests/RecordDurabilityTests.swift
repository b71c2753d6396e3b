import Foundation
import SpecimenFiles
import SpecimenReports
import Testing

/// `record` pays its flushes once per command: the same count for one golden as for four, all of
/// them through the suite's syncer, the manifest's last.
@Suite struct RecordDurabilityTests {
    private func suite(subjects: Int) throws -> (GoldenSuite, FileSyncer) {
        var suite = try Fixtures.suite(subjects: Array(try Fixtures.smallSubjects().prefix(subjects)))
        let syncer = FileSyncer()
        suite.syncer = syncer
        return (suite, syncer)
    }

    @Test func recordFlushesAFixedNumberOfTimesWhateverTheNumberOfGoldens() throws {
        let (one, oneSyncer) = try suite(subjects: 1)
        let (four, fourSyncer) = try suite(subjects: 4)
        #expect(try one.record().written.count == 1)
        #expect(try four.record().written.count == 4)
        #expect(oneSyncer.count == fourSyncer.count, "one golden cost \(oneSyncer.count) flushes, four cost \(fourSyncer.count)")
        #if os(Linux)
        // The first, empty manifest (file and folder); the goldens' temporary files and their renames
        // (one syncfs each); the full manifest (file and folder).
        #expect(fourSyncer.count == 6)
        #endif
    }

    @Test func reRecordingChangedGoldensFlushesThemOnce() throws {
        let (suite, syncer) = try suite(subjects: 4)
        _ = try suite.record()
        let before = syncer.count
        for subject in suite.subjects {
            try Fixtures.alter(suite.url(of: subject), scale: subject.scale) { pixmap in
                pixmap = try #require(Pixmap(width: pixmap.width, height: pixmap.height, fill: PremultipliedColor(red: 1, green: 2, blue: 3, alpha: 255)))
            }
        }
        #expect(try suite.record().written.count == 4)
        #if os(Linux)
        // The manifest already names the rendered pixels, so it is not rewritten: the goldens' two syncfs alone.
        #expect(syncer.count - before == 2)
        #endif
        // Nothing changed: nothing written, nothing flushed.
        let settled = syncer.count
        #expect(try suite.record().written.isEmpty)
        #expect(syncer.count == settled)
    }
}
