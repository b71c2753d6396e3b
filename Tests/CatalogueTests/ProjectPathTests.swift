import Foundation
import Testing

@testable import SpecimenCatalogue

/// `SpecimenProject.standardized` skips `standardizedFileURL` only where that would change nothing.
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
        let relative = URL(fileURLWithPath: "a/../b", relativeTo: URL(fileURLWithPath: path, isDirectory: true))
        #expect(SpecimenProject.standardized(relative) == relative.standardizedFileURL)
    }
}
