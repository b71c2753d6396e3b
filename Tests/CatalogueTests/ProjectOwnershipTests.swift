#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SpecimenCatalogue
import Testing

/// Issue 35's project-file cases: a `specimen.json` that is a dangling link or a link loop is named,
/// not skipped for one above; one in a folder above owned by another user is refused, not used; a
/// `"snapshots": "~/Snapshots"` is relative to the file, never `$HOME`.
@Suite struct ProjectOwnershipTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-owner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("below"), withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath()
    }

    @Test(arguments: ["nowhere.json", "specimen.json"])
    func aProjectFileThatIsABrokenLinkIsNamed(target: String) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("specimen.json").path, withDestinationPath: target)
        let error = #expect(throws: ProjectError.self) { try SpecimenProject.locate(from: root.appendingPathComponent("below")) }
        #expect(error?.description.contains("is a symbolic link that leads to no readable file") == true, "\(String(describing: error))")
    }

    @Test func aProjectFileAboveOwnedByAnotherUserIsRefused() throws {
        guard geteuid() == 0 else { return }  // only root can give a file to another user
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("specimen.json")
        try Data(#"{"snapshots": "/tmp/theirs"}"#.utf8).write(to: file)
        #expect(chown(file.path, 4242, 4242) == 0)
        let error = #expect(throws: ProjectError.self) { try SpecimenProject.locate(from: root.appendingPathComponent("below")) }
        #expect(error?.description.contains("is owned by another user (uid 4242)") == true, "\(String(describing: error))")
        // In the working folder itself, the file is the one the user chose to stand beside: used.
        #expect(try SpecimenProject.locate(from: root).file?.path == file.path)
    }

    @Test func aTildeIsAFolderBesideTheProjectFile() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"snapshots": "~/Snapshots"}"#.utf8).write(to: root.appendingPathComponent("specimen.json"))
        let project = try SpecimenProject.load(root.appendingPathComponent("specimen.json"))
        #expect(project.snapshots.path == root.path + "/~/Snapshots")
    }
}
