import Foundation
import Testing
@testable import SpecimenFiles

/// A folder's record of what Specimen wrote: a stale file is removed only while it is still that file.
@Suite struct WrittenFilesTests {
    @Test func onlyFilesStillAsWrittenAreRemoved() throws {
        let root = try FilesFixtures.folder()
        let folder = try OutputPolicy().folder(root + "/frames")
        var record = WrittenFiles()
        for name in ["f0", "f1", "f2", "f3", "sub/f4"] {
            try AtomicFile.write(Array(name.utf8), to: try folder.file(name), durability: .none)
            record.note(name, in: folder)
        }
        try record.write(in: folder)
        try FilesFixtures.write("the user's own", folder.path + "/f1")  // replaced: a new file
        let handle = try #require(FileHandle(forUpdatingAtPath: folder.path + "/f2"))  // changed in place
        handle.seekToEndOfFile()
        handle.write(Data("!".utf8))
        handle.closeFile()
        try FilesFixtures.write("never Specimen's", folder.path + "/mine")

        var read = WrittenFiles.read(in: folder)
        #expect(read.paths == ["f0", "f1", "f2", "f3", "sub/f4"])
        #expect(read.removeStale(keeping: ["f0"], in: folder) == ["f3", "sub/f4"])
        #expect(read.paths == ["f0"])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == [".specimen-files", "f0", "f1", "f2", "mine", "sub"])
    }

    @Test func aTamperedRecordReachesNothingOutside() throws {
        let root = try FilesFixtures.folder()
        try FilesFixtures.write("secret", root + "/secret")
        let folder = try OutputPolicy().folder(root + "/report")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/up", withDestinationPath: root)
        var info = stat()
        _ = lstat(root + "/secret", &info)
        let stamp = "\(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec) \(info.st_mtim.tv_nsec)"
        try FilesFixtures.write("specimen-files 1\n\(stamp) ../secret\n\(stamp) up/secret\n\(stamp) \(root)/secret\n", folder.path + "/.specimen-files")
        var record = WrittenFiles.read(in: folder)
        #expect(record.removeStale(keeping: [], in: folder).isEmpty)
        #expect(FilesFixtures.text(root + "/secret") == "secret")
    }
}
