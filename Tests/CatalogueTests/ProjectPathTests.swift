import Foundation
import Testing

@testable import SpecimenCatalogue

/// `SpecimenProject.standardized` skips `standardizedFileURL` only where that would change nothing,
/// and `locate` finds the same project walking path text as it did walking URLs.
@Suite struct ProjectPathTests {
    @Test(arguments: [
        "/", "/work", "/work/wt/coldstart", "/tmp/a b/c", "/a/.hidden/b", "/a/.../b", "/a/b.c", "/ü/ß",
        "/a/./b", "/a/../b", "/a//b", "/a/b/", "/a/.", "/a/..", "/./a", "/..",
    ])
    func standardizedIsWhatFoundationGives(path: String) {
        for isDirectory in [false, true] {
            let url = URL(fileURLWithPath: path, isDirectory: isDirectory)
            let ours = SpecimenProject.standardized(url)
            #expect(ours == url.standardizedFileURL, "\(path)")
            #expect(ours.path == url.standardizedFileURL.path, "\(path)")
        }
    }

    @Test func onlyPlainAbsolutePathsAreStandardAlready() {
        #expect(SpecimenProject.isStandard("/"))
        #expect(SpecimenProject.isStandard("/a/.b/...c"))
        for path in ["", "a/b", "/a/", "/a//b", "/a/./b", "/a/../b", "/a/.", "/..", "~/a"] {
            #expect(!SpecimenProject.isStandard(path), "\(path)")
        }
    }

    @Test func locateFindsTheNearestProjectFileAbove() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-locate-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let deep = base.appendingPathComponent("one/two/three", isDirectory: true)
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try Data("{}".utf8).write(to: base.appendingPathComponent("one/\(SpecimenProject.fileName)"))
        let found = try SpecimenProject.locate(from: deep)
        #expect(found.file?.path == base.appendingPathComponent("one/\(SpecimenProject.fileName)").path)
        #expect(found.root.path == base.appendingPathComponent("one").standardizedFileURL.path)
        // A folder with none above it (below the temporary folder's own) is its own project.
        let bare = try SpecimenProject.locate(from: base)
        #expect(bare.file == nil || bare.file?.path.hasPrefix(base.path) == false)
    }
}
