#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SpecimenInput
import SpecimenLimits
import TestSupport
import Testing

/// `SpecimenInput`'s promises, each against a real file, FIFO, pipe or device.
@Suite struct InputReadingTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aFileWithinItsLimitIsReadWhole() throws {
        let file = try Self.folder().appendingPathComponent("a.txt")
        try Data("hello".utf8).write(to: file)
        #expect(try InputFile.read(file.path, limit: 5, what: "test file", limitName: "L") == Array("hello".utf8))
    }

    @Test func aFilePastItsLimitIsRefusedByItsSize() throws {
        let file = try Self.folder().appendingPathComponent("big.txt")
        FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 1 << 40)  // sparse: a terabyte that is never read
        try handle.close()
        #expect(throws: InputFileError(what: "test file", path: file.path, reason: "it is 1099511627776 bytes, more than the 10 a test file may be (L)")) {
            try InputFile.read(file.path, limit: 10, what: "test file", limitName: "L")
        }
    }

    @Test(arguments: ["/dev/zero", "/dev/urandom", "/dev/null"])
    func aDeviceIsRefused(device: String) {
        #expect(throws: InputFileError(what: "f", path: device, reason: "it is a device, not a file; name a regular file or a pipe")) {
            try InputFile.read(device, limit: 1 << 30, what: "f", limitName: "L")
        }
    }

    @Test func aFolderAndAMissingFileAreNamed() throws {
        let folder = try Self.folder()
        #expect(throws: InputFileError(what: "f", path: folder.path, reason: "it is a folder, not a file")) {
            try InputFile.read(folder.path, limit: 10, what: "f", limitName: "L")
        }
        let missing = folder.appendingPathComponent("missing").path
        #expect(throws: InputFileError(what: "f", path: missing, reason: "no such file")) { try InputFile.read(missing, limit: 10, what: "f", limitName: "L") }
        #expect(throws: InputFileError(what: "f", path: "", reason: "the file name is empty")) { try InputFile.read("", limit: 10, what: "f", limitName: "L") }
    }

    // The two silence-limit tests wait 10 s each: the read runs off the cooperative pool (`OffPool`),
    // so the other tests go on meanwhile.
    @Test func aFIFONoOneOpensIsGivenUpAfterTheSilenceLimit() async throws {
        let fifo = try Self.folder().appendingPathComponent("f.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let (read, waited) = await Self.timed { try InputFile.read(fifo, limit: 10, what: "f", limitName: "L") }
        #expect(throws: InputFileError(what: "f", path: fifo, reason: "nothing arrived for \(Limits.pipeSilenceSeconds) s (Limits.pipeSilenceSeconds); is anything writing to it?"))
        {
            try read.get()
        }
        #expect(waited < Double(Limits.pipeSilenceSeconds) + 2.5)
    }

    /// `read`'s outcome and how long it took, timed on the thread it runs on: the test's task may resume
    /// later than that, behind the other tests queued on the pool.
    static func timed(_ read: @escaping @Sendable () throws -> [UInt8]) async -> (Result<[UInt8], any Error>, TimeInterval) {
        await OffPool.run {
            let started = Date()
            let result = Result { try read() }
            return (result, Date().timeIntervalSince(started))
        }
    }

    @Test func aFIFOWhoseWriterComesLateIsReadWhole() throws {
        let fifo = try Self.folder().appendingPathComponent("late.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            sleep(1)  // the reader opens first, as `specimen diff f &` before the writer does
            let descriptor = open(fifo, O_WRONLY)
            _ = "late".withCString { write(descriptor, $0, 4) }
            close(descriptor)
        }
        writer.start()
        #expect(try InputFile.read(fifo, limit: 10, what: "f", limitName: "L") == Array("late".utf8))
    }

    @Test func aPipeIsReadAsItComesAndRefusedPastItsLimit() throws {
        let fifo = try Self.folder().appendingPathComponent("p.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader stops at the limit and closes: the writer's next write must fail, not kill the tests.
        signal(SIGPIPE, SIG_IGN)
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            for _ in 0..<40 { _ = "0123456789".withCString { write(descriptor, $0, 10) } }
            close(descriptor)
        }
        writer.start()
        #expect(throws: InputFileError(what: "f", path: fifo, reason: "it holds more than the 100 bytes a f may be (L)")) {
            try InputFile.read(fifo, limit: 100, what: "f", limitName: "L")
        }
    }

    @Test func aSilentPipeIsGivenUpAfterTheSilenceLimit() async throws {
        let fifo = try Self.folder().appendingPathComponent("s.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)  // holds the pipe open and writes nothing
            sleep(UInt32(Limits.pipeSilenceSeconds + 3))
            close(descriptor)
        }
        writer.start()
        let (read, waited) = await Self.timed { try InputFile.read(fifo, limit: 100, what: "f", limitName: "L") }
        #expect(throws: InputFileError(what: "f", path: fifo, reason: "nothing arrived for \(Limits.pipeSilenceSeconds) s (Limits.pipeSilenceSeconds); is anything writing to it?"))
        {
            try read.get()
        }
        #expect(waited >= Double(Limits.pipeSilenceSeconds) - 0.5 && waited < Double(Limits.pipeSilenceSeconds) + 2.5)
    }

    @Test func requireRegularFileNamesAPipe() throws {
        let fifo = try Self.folder().appendingPathComponent("font.otf").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: InputFileError(what: "font file", path: fifo, reason: "it is a pipe, not a regular file")) {
            try InputFile.requireRegularFile(fifo, what: "font file")
        }
    }
}

/// `InputText`: every encoding a text file arrives in, by its bytes.
@Suite struct InputTextTests {
    static let text = "{\"set\": \"Stepper\"}\r\nZoë 中"

    static let readable: [(String, [UInt8])] = [
        ("UTF-8", Array(text.utf8)),
        ("UTF-8 with a byte-order mark", [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
        ("UTF-16 LE with a byte-order mark", [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
        ("UTF-16 BE with a byte-order mark", [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
    ]

    @Test(arguments: readable) func decodes(encoding: String, bytes: [UInt8]) throws {
        #expect(try InputText.decode(bytes) == Self.text, "\(encoding)")
    }

    static let refused: [(String, [UInt8], String)] = [
        ("Latin-1", Array("caf".utf8) + [0xE9], "not UTF-8 (byte 0xE9 at offset 3, line 1)"),
        ("UTF-16 LE without a mark", text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "UTF-16 without a byte-order mark"),
        ("a zero byte", Array("ab\ncd".utf8) + [0] + Array("ef".utf8), "zero byte (at offset 5, line 2)"),
        ("odd UTF-16", [0xFF, 0xFE, 0x41], "an odd number of bytes"),
        ("an unpaired surrogate", [0xFF, 0xFE, 0x00, 0xD8], "unpaired surrogate"),
    ]

    @Test(arguments: refused) func refuses(encoding: String, bytes: [UInt8], message: String) {
        do {
            let text = try InputText.decode(bytes)
            Issue.record("\(encoding) decoded as \(text.debugDescription)")
        } catch {
            #expect("\(error)".contains(message), "\(encoding): \(error)")
        }
    }
}
