#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import SpecimenFiles

/// A later run removes a dead writer's temporary files, and nothing that only looks like one.
@Suite struct TemporaryFilesTests {
    @Test func onlyADeadWritersLeftoversAreRemoved() throws {
        let folder = try FilesFixtures.folder()
        let dead = FilesFixtures.temporaryName(for: "a.png", random: "0000000001")
        let locked = FilesFixtures.temporaryName(for: "b.png", random: "0000000002")
        let fresh = FilesFixtures.temporaryName(for: "c.png", random: "0000000003")
        let lookAlikes = [".notes.tmp-draft", ".a.png.tmp-0000000001zzzz", ".a.png.tmp-000000000" + String(dead.suffix(4))]
        for name in [dead, locked, fresh] + lookAlikes {
            try FilesFixtures.write("partial", folder + "/" + name)
            if name != fresh { FilesFixtures.age(folder + "/" + name, by: 60) }
        }
        let holder = open(folder + "/" + locked, O_RDONLY)
        #expect(flock(holder, LOCK_EX | LOCK_NB) == 0)
        defer { close(holder) }

        #expect(TemporaryFiles.removeStale(in: folder, minimumAge: TemporaryFiles.staleAge) == [dead])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == ([locked, fresh] + lookAlikes).sorted())
        // Under a folder lock no age is needed; a live writer's lock still protects its file.
        #expect(TemporaryFiles.removeStale(in: folder, minimumAge: 0) == [fresh])
    }

    @Test func anAbandonedWriteAndAScratchFileLeaveNothing() throws {
        let folder = try FilesFixtures.folder()
        struct Stop: Error {}
        #expect(throws: Stop.self) { try AtomicFile.write(to: folder + "/x.png", durability: .none) { _ in throw Stop() } }
        let scratch = try TemporaryFiles.scratch([1, 2, 3], in: folder, name: "copy.png")
        #expect(TemporaryFiles.isTemporaryName((scratch as NSString).lastPathComponent))
        #expect(TemporaryFiles.openCount >= 1)
        TemporaryFiles.remove(scratch)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func stagedFilesAreAllOrNothing() throws {
        let folder = try FilesFixtures.folder()
        for name in ["a", "b"] { try FilesFixtures.write("old", folder + "/" + name) }
        try FileManager.default.createDirectory(atPath: folder + "/c", withIntermediateDirectories: true)
        let staged = StagedFiles(durability: .flushed)
        try staged.stage(Array("new".utf8), at: folder + "/a")
        try staged.stage(Array("new".utf8), at: folder + "/b")
        #expect(throws: AtomicFileError.self) { try staged.stage(Array("new".utf8), at: folder + "/c") }
        staged.discard()
        #expect(FilesFixtures.text(folder + "/a") == "old" && FilesFixtures.text(folder + "/b") == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a", "b", "c"])

        let again = StagedFiles(durability: .flushed)
        try again.stage(Array("new".utf8), at: folder + "/a")
        try again.stage(Array("new".utf8), at: folder + "/b")
        #expect(FilesFixtures.text(folder + "/a") == "old", "nothing is replaced before the commit")
        try again.commit()
        #expect(FilesFixtures.text(folder + "/a") == "new" && FilesFixtures.text(folder + "/b") == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a", "b", "c"])
    }
}
