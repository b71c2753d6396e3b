import Foundation
import SpecimenCatalogue
import Testing

/// A command finds the nearest `specimen.json` at or above the folder it starts from, however that
/// folder is spelt, and none when there is none.
@Suite struct SpecimenProjectLocateTests {
    static func tree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-locate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a/b/c"), withIntermediateDirectories: true)
        try Data(#"{"snapshots": "Goldens"}"#.utf8).write(to: root.appendingPathComponent("a/specimen.json"))
        return root
    }

    @Test(arguments: ["a", "a/b", "a/b/c", "a/b/c/", "a/b/../b/./c", "a/b/c/.."])
    func theNearestProjectFileAtOrAboveIsFound(_ start: String) throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try SpecimenProject.locate(from: URL(fileURLWithPath: root.path + "/" + start, isDirectory: true))
        #expect(project.file?.path == root.appendingPathComponent("a/specimen.json").path)
        #expect(project.snapshots.path == root.appendingPathComponent("a/Goldens").path)
    }

    @Test func aFolderWithNoProjectFileAboveIsItsOwnProject() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let start = root.appendingPathComponent("elsewhere", isDirectory: true)
        try FileManager.default.createDirectory(at: start, withIntermediateDirectories: true)
        let project = try SpecimenProject.locate(from: start)
        #expect(project.file == nil)
        #expect(project.root.path == start.standardizedFileURL.path)
    }
}
