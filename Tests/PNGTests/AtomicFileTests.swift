import Foundation
import SpecimenFiles
import SpecimenPNG
import Testing

/// A fresh directory for one test, removed afterwards.
struct ScratchDirectory: ~Copyable {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "specimen-png-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}

@Suite("AtomicFile")
struct AtomicFileTests {
    @Test("writes the bytes and leaves only the file")
    func writes() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/image.png"
        let bytes = try PNGEncoder().encode(try opaquePixmap(), pixelsPerPoint: 1)
        try AtomicFile.write(bytes, to: path, durability: .none)
        #expect(FileManager.default.contents(atPath: path) == Data(bytes))
        #expect(try directory.contents() == ["image.png"])
    }

    @Test("replaces an existing file whole, including with an empty one")
    func replaces() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/notes.txt"
        try AtomicFile.write(Array("a longer first version".utf8), to: path, durability: .none)
        try AtomicFile.write(Array("short".utf8), to: path, durability: .none)
        #expect(FileManager.default.contents(atPath: path) == Data("short".utf8))
        try AtomicFile.write([], to: path, durability: .none)
        #expect(FileManager.default.contents(atPath: path) == Data())
        #expect(try directory.contents() == ["notes.txt"])
    }

    @Test("a missing directory throws, naming the path and the reason")
    func missingDirectory() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/missing/image.png"
        let error = try #require(throws: AtomicFileError.self) { try AtomicFile.write([1, 2, 3], to: path, durability: .none) }
        #expect(error.description == "cannot write \(path): No such file or directory")
        #expect(try directory.contents().isEmpty)
    }

    @Test("a parent that is a file throws")
    func parentIsFile() throws {
        let directory = try ScratchDirectory()
        try AtomicFile.write([0], to: directory.path + "/plain", durability: .none)
        let path = directory.path + "/plain/image.png"
        let error = try #require(throws: AtomicFileError.self) { try AtomicFile.write([1], to: path, durability: .none) }
        #expect(error.description == "cannot write \(path): Not a directory")
        #expect(try directory.contents() == ["plain"])
    }

    @Test("a destination that is a directory throws and leaves no temporary file")
    func destinationIsDirectory() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/taken"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let error = try #require(throws: AtomicFileError.self) { try AtomicFile.write([1, 2], to: path, durability: .none) }
        #expect(error.path == path)
        #expect(error.description.hasPrefix("cannot write \(path): "))
        #expect(try directory.contents() == ["taken"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty)
    }

    @Test("paths that name no file throw", arguments: ["", "/", "relative/dir/"])
    func noFileName(path: String) {
        #expect(throws: AtomicFileError.self) { try AtomicFile.write([1], to: path, durability: .none) }
    }
}
