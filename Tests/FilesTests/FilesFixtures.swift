#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import SpecimenFiles

/// Temporary folders and files for the SpecimenFiles tests.
enum FilesFixtures {
    /// A new empty folder, its path resolved (so tests compare real paths).
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-files-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath().path
    }

    static func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A Specimen goldens folder's marker: the head of the manifest Specimen writes.
    static let manifest = "{\n  \"format\": 1,\n  \"goldens\": []\n}\n"

    /// A name Specimen would give a temporary file of `name` (its check included).
    static func temporaryName(for name: String, random: String = "0123456789") -> String {
        "." + name + TemporaryFiles.marker + random + TemporaryFiles.check(stem: name, random: random)
    }

    /// Sets a file's modification time `seconds` into the past.
    static func age(_ path: String, by seconds: Int) {
        var times = [timespec(tv_sec: time(nil) - seconds, tv_nsec: 0), timespec(tv_sec: time(nil) - seconds, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, path, &times, 0)
    }
}
