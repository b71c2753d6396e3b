import Foundation
import Testing

@testable import SpecimenSupport

/// A file's stamp changes with every write, even one that keeps its size and sets its write time back,
/// and a link put in its place never has its stamp.
@Suite struct FileStampTests {
    static func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-file-stamp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    @Test func aWriteThatKeepsSizeAndWriteTimeStillChangesTheStamp() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/a.json"
        try Data("{\"a\": 1}".utf8).write(to: URL(fileURLWithPath: file))
        let before = try #require(FileStamp.current(file))
        #expect(FileStamp.current(file) == before)
        // The clock's tick is a few milliseconds: wait past it so the change time can move.
        usleep(20_000)
        try Data("{\"a\": 2}".utf8).write(to: URL(fileURLWithPath: file))
        // Put the write time back as `touch -r` would: the change time cannot be put back.
        var times = [
            timespec(tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000)),
            timespec(tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000)),
        ]
        #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
        let after = try #require(FileStamp.current(file))
        #expect(after.size == before.size && after.modified == before.modified)
        #expect(after != before)
    }

    @Test func aLinkOrNothingHasNoStampAndNothingIsAbsent() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/a"))
        #expect(symlink(folder + "/a", folder + "/link") == 0)
        #expect(FileStamp.current(folder + "/link") == nil)
        #expect(FileStamp.current(folder) == nil)
        #expect(FileStamp.current(folder + "/none") == nil)
        #expect(FileStamp.isAbsent(folder + "/none"))
        #expect(!FileStamp.isAbsent(folder + "/link") && !FileStamp.isAbsent(folder + "/a"))
    }

    /// The build tool records no stamp of a file changed in the last seconds (a write in the same
    /// clock tick could keep it), and one of a file left alone.
    @Test func aFreshlyChangedFileIsNotSettled() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/a"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        #expect(FileStamp.settled(file) == nil)
        #expect(FileStamp.settled(file, settle: 0) == FileStamp.current(file))
    }
}
