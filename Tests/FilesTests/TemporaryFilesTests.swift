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

    /// A file written over an existing one takes its place whole, as a new inode (a hard link to the old
    /// one keeps the old bytes, as after a rename), and neither temporary name is left behind.
    @Test func aReplacedFileIsSwappedInWhole() throws {
        let folder = try FilesFixtures.folder()
        try FilesFixtures.write("old", folder + "/a.png")
        #expect(link(folder + "/a.png", folder + "/kept") == 0)
        try AtomicFile.write(Array("new".utf8), to: folder + "/a.png", durability: .none)
        try AtomicFile.write(Array("newer".utf8), to: folder + "/a.png", durability: .flushed)
        #expect(FilesFixtures.text(folder + "/a.png") == "newer")
        #expect(FilesFixtures.text(folder + "/kept") == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.png", "kept"])
    }

    /// A folder found where a file was (made there between the check and the swap) is swapped back:
    /// the write fails, the folder and what it holds stay where they were, and the temporary is gone.
    @Test func aFolderInTheFilesPlaceIsSwappedBack() throws {
        let folder = try FilesFixtures.folder()
        try FileManager.default.createDirectory(atPath: folder + "/b.png", withIntermediateDirectories: true)
        try FilesFixtures.write("mine", folder + "/b.png/inside")
        let created: (descriptor: Int32, path: String)
        switch TemporaryFiles.create(directory: folder, name: "b.png") {
        case .success(let made): created = made
        case .failure(let error): throw error
        }
        close(created.descriptor)
        let code = TemporaryFiles.rename(created.path, to: folder + "/b.png", replacing: true)
        #expect(code != 0)
        #expect(FilesFixtures.text(folder + "/b.png/inside") == "mine")
        #expect(FileIdentity.kind(created.path) == .file)
        TemporaryFiles.remove(created.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["b.png"])
    }
}
