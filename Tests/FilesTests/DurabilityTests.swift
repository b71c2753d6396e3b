import Foundation
import Testing
@testable import SpecimenFiles

/// What each durability pays, counted through its ``FileSyncer``: a flushed file two flushes (file
/// and folder), a deferred group one per file system whatever its number of files, `.none` nothing.
@Suite struct DurabilityTests {
    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: [1, 7, 40])
    func aFlushedFileCostsTwoFlushesADeferredGroupOne(files: Int) throws {
        let folder = try FilesFixtures.folder()
        let each = FileSyncer()
        for index in 0..<files { try AtomicFile.write(Array("each \(index)".utf8), to: "\(folder)/each-\(index).txt", durability: .flushed(by: each)) }
        #expect(each.count == 2 * files)

        let together = FileSyncer()
        let group = DurabilityGroup(syncer: together)
        for index in 0..<files { try AtomicFile.write(Array("group \(index)".utf8), to: "\(folder)/group-\(index).txt", durability: .deferred(group)) }
        #expect(together.count == 0, "a deferred write flushes nothing by itself")
        try group.flush()
        #if os(Linux)
        #expect(together.count == 1, "one syncfs for the one file system, not \(2 * files) fsyncs")
        #else
        #expect(together.count == files + 1)
        #endif
        let afterFirst = together.count
        try group.flush()
        #expect(together.count == afterFirst, "a second flush with nothing new costs nothing")
        for index in 0..<files {
            #expect(contents("\(folder)/each-\(index).txt") == "each \(index)")
            #expect(contents("\(folder)/group-\(index).txt") == "group \(index)")
        }
    }

    /// Staged files under a group: their temporary files flushed once before any rename, the renames
    /// once after, so a power cut leaves each destination old or whole, at two flushes a commit.
    @Test(arguments: [1, 12])
    func stagedFilesUnderAGroupFlushTwiceACommit(files: Int) throws {
        let folder = try FilesFixtures.folder()
        for index in 0..<files { try FilesFixtures.write("old", "\(folder)/\(index).png") }
        let syncer = FileSyncer()
        let staged = StagedFiles(durability: .deferred(DurabilityGroup(syncer: syncer)))
        for index in 0..<files { try staged.stage(Array("new \(index)".utf8), at: "\(folder)/\(index).png") }
        #expect(syncer.count == 0)
        for index in 0..<files { #expect(contents("\(folder)/\(index).png") == "old") }
        try staged.commit()
        #if os(Linux)
        #expect(syncer.count == 2)
        #endif
        for index in 0..<files { #expect(contents("\(folder)/\(index).png") == "new \(index)") }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(AtomicFile.temporaryMarker) }
        #expect(left.isEmpty)
    }

    /// What a command can make again is written atomically but not flushed, unless it is asked.
    @Test func outputsAreNotFlushedUnlessAsked() {
        #expect(OutputPolicy().durability.flushes == false)
        #expect(Durability.asked(false).flushes == false)
        #expect(Durability.asked(true).flushes)
        #expect(Durability.deferred(DurabilityGroup()).flushes)
    }
}
