import Foundation
import Testing

/// `specimen snapshot prune|record --snapshots DIR` pointed at a folder that is not a goldens folder (a
/// repository's root) refuses with one line and exit 2, and every file in it is left as it was.
@Suite struct SnapshotFolderSafetyTests {
    private func files(_ root: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            out[relative] = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path) ?? Data()
        }
        return out
    }

    @Test(arguments: [["prune"], ["prune", "--check"], ["record"]])
    func aRepositoryRootIsRefused(action: [String]) throws {
        let root = try CLIRunner.temporaryDirectory()
        for (file, text) in [
            (".git/HEAD", "ref: refs/heads/main\n"), (".git/objects/ab/cdef", "blob"),
            ("README.md", "# App\n"), ("Sources/App/main.swift", "print(1)\n"), ("Art/Icon/light@2x.png", "png"),
        ] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let before = files(root)
        let result = try CLIRunner.run(["snapshot"] + action + ["--snapshots", root.path], environment: ["CI": ""])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("refusing to change \(root.path)"))
        #expect(files(root) == before)
    }
}
