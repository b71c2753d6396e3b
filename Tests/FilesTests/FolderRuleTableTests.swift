import Foundation
import Testing

@testable import SpecimenFiles

/// The folder rules of issue 35 as a table, in process (no child process: each row costs a few system
/// calls): which paths `OutputPolicy.newFolder` (import's `--out`) and `WrittenFiles.requireSpecimens`
/// (a report folder) accept, and which they refuse, with the word the refusal must hold. Every row is
/// made in a fresh folder holding a goldens folder (`Snapshots/`, with Specimen's marker), a user's
/// folder (`photos/`) and `outside/`.
@Suite struct FolderRuleTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let path: String
        /// Nil: accepted. Otherwise a word of the refusal.
        let refusal: String?
        let setup: @Sendable (String) throws -> Void
        var testDescription: String { "\(path) -> \(refusal ?? "accepted")" }

        init(_ path: String, _ refusal: String?, setup: @escaping @Sendable (String) throws -> Void = { _ in }) {
            self.path = path
            self.refusal = refusal
            self.setup = setup
        }
    }

    static func sandbox() throws -> String {
        let root = try FilesFixtures.folder()
        try FilesFixtures.write(FilesFixtures.manifest, root + "/Snapshots/manifest.json")
        try FilesFixtures.write("a photo\n", root + "/photos/holiday.jpg")
        try FilesFixtures.write("secret\n", root + "/outside/secret.txt")
        return root
    }

    static func link(_ root: String, _ at: String, _ to: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/" + at, withDestinationPath: to)
    }

    static let newFolderRows: [Row] = [
        Row("imported", nil), Row("deep/er/imported", nil), Row("./imported", nil), Row("outside/imported", nil),
        Row("photos/../imported", nil),
        Row("Snapshots/imported", "goldens folder"), Row("Snapshots/Set/imported", "goldens folder"),
        Row("photos/../Snapshots/imported", "goldens folder"),
        Row("photos", "exists"), Row("outside/secret.txt", "exists"),
        Row("dangling", "exists", setup: { try link($0, "dangling", "nowhere") }),
        Row("link/imported", "symbolic link", setup: { try link($0, "link", "outside") }),
        Row("link/deeper/imported", "symbolic link", setup: { try link($0, "link", "outside") }),
        Row("photos/link/imported", "symbolic link", setup: { try link($0, "photos/link", "../outside") }),
        Row("gold/imported", "symbolic link", setup: { try link($0, "gold", "Snapshots") }),
        Row("abs/imported", "symbolic link", setup: { try link($0, "abs", $0 + "/outside") }),
        Row("loop/imported", "symbolic link", setup: { try link($0, "loop", "loop") }),
    ]

    @Test(arguments: newFolderRows)
    func newFolder(_ row: Row) throws {
        let root = try Self.sandbox()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try row.setup(root)
        let before = try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
        let previous = FileManager.default.currentDirectoryPath
        // Relative rows are relative to the sandbox, as a user's `--out` is to their working folder;
        // each is also checked as an absolute path.
        for path in [root + "/" + row.path] {
            do {
                _ = try OutputPolicy().newFolder(path)
                #expect(row.refusal == nil, "\(row.path) was accepted")
            } catch let refusal as OutputRefusal {
                #expect(row.refusal.map { refusal.reason.contains($0) } == true, "\(row.path): \(refusal)")
            }
        }
        #expect(FileManager.default.currentDirectoryPath == previous)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: root).sorted() == before, "the check wrote nothing")
    }

    static let reportRows: [Row] = [
        Row("report", nil), Row("photos/new-report", nil),
        Row("empty", nil, setup: { try FileManager.default.createDirectory(atPath: $0 + "/empty", withIntermediateDirectories: false) }),
        Row("ours", nil, setup: { try FilesFixtures.write("specimen-files 1\n", $0 + "/ours/.specimen-files") }),
        Row(
            "ours-with-more", nil,
            setup: { root in
                try FilesFixtures.write("specimen-files 1\n", root + "/ours-with-more/.specimen-files")
                try FilesFixtures.write("<html>\n", root + "/ours-with-more/index.html")
            }),
        Row("photos", "did not fill"), Row("outside", "did not fill"),
        Row("dots", "did not fill", setup: { try FilesFixtures.write("x\n", $0 + "/dots/.bashrc") }),
        Row("dotfolder", "did not fill", setup: { try FilesFixtures.write("x\n", $0 + "/dotfolder/.ssh/id") }),
        Row("gitkeep", "did not fill", setup: { try FilesFixtures.write("", $0 + "/gitkeep/.gitkeep") }),
        Row("rep", "symbolic link", setup: { try link($0, "rep", "outside") }),
        Row("rep-dangling", "symbolic link", setup: { try link($0, "rep-dangling", "nowhere") }),
        Row(
            "rep-ours", "symbolic link",
            setup: { root in
                try FilesFixtures.write("specimen-files 1\n", root + "/ours/.specimen-files")
                try link(root, "rep-ours", "ours")
            }),
        Row("outside/secret.txt", "not a folder"),
    ]

    @Test(arguments: reportRows)
    func reportFolder(_ row: Row) throws {
        let root = try Self.sandbox()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try row.setup(root)
        do {
            try WrittenFiles.requireSpecimens(folder: root + "/" + row.path)
            #expect(row.refusal == nil, "\(row.path) was accepted")
        } catch let refusal as OutputRefusal {
            #expect(row.refusal.map { refusal.reason.contains($0) } == true, "\(row.path): \(refusal)")
        }
    }
}
