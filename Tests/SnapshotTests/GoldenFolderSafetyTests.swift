#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SpecimenReports
import Testing
import SpecimenFiles

/// `record` and `prune` touch only Specimen's own files in a folder holding Specimen's manifest: real
/// folders with a `.git/`, unrelated files and links, checked file by file before and after.
@Suite struct GoldenFolderSafetyTests {
    /// Every entry under `root` (links not followed) with its bytes or link target, for before/after checks.
    private func inventory(_ root: URL) -> [String: String] {
        var out: [String: String] = [:]
        let manager = FileManager.default
        func walk(_ relative: String) {
            let path = relative.isEmpty ? root.path : root.path + "/" + relative
            for name in (try? manager.contentsOfDirectory(atPath: path)) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = root.path + "/" + child
                if let target = try? manager.destinationOfSymbolicLink(atPath: full) {
                    out[child] = "link -> " + target
                } else if let data = manager.contents(atPath: full) {
                    out[child] = "file \(data.count) \(data.hashValue)"
                } else {
                    out[child] = "folder"
                    walk(child)
                }
            }
        }
        walk("")
        return out
    }

    private func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A repository root: `.git/` (with a golden-shaped file inside), sources, a PNG, a link out.
    private func repository() throws -> (root: URL, outside: URL) {
        let base = try Fixtures.temporaryFolder()
        let root = base.appendingPathComponent("repo", isDirectory: true)
        let outside = base.appendingPathComponent("outside", isDirectory: true)
        try write("ref: refs/heads/main\n", root.appendingPathComponent(".git/HEAD"))
        try write("png", root.appendingPathComponent(".git/Some/Thing/light@2x.png"))
        try write("print(1)\n", root.appendingPathComponent("Sources/App/main.swift"))
        try write("png", root.appendingPathComponent("Assets/Icon/light@2x.png"))
        try write("keep", outside.appendingPathComponent("Set/Variant/dark@1x.png"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Linked"), withDestinationURL: outside)
        return (root, outside)
    }

    @Test func pruneRefusesAFolderWithoutAManifestAndTouchesNothing() throws {
        let (root, outside) = try repository()
        let before = inventory(root), outsideBefore = inventory(outside)
        let suite = try GoldenSuite(directory: root, renderer: Fixtures.renderer.get(), subjects: Fixtures.smallSubjects(), environment: [:])
        for check in [true, false] {
            #expect(throws: SnapshotError.notAGoldensFolder(path: root.path, reason: "it holds no manifest.json")) {
                _ = try suite.prune(check: check)
            }
        }
        #expect(inventory(root) == before)
        #expect(inventory(outside) == outsideBefore)
        let missing = try GoldenSuite(directory: root.appendingPathComponent("Nope"), renderer: Fixtures.renderer.get(), environment: [:])
        #expect(throws: SnapshotError.self) { _ = try missing.prune(check: true) }
    }

    @Test func recordRefusesAFolderOfOtherFilesAndSomeoneElsesManifest() throws {
        let (root, _) = try repository()
        try FileManager.default.removeItem(at: root.appendingPathComponent("Assets"))
        let before = inventory(root)
        let suite = try GoldenSuite(directory: root, renderer: Fixtures.renderer.get(), subjects: Fixtures.smallSubjects(), environment: [:])
        #expect(throws: SnapshotError.self) { _ = try suite.record() }
        #expect(inventory(root) == before)
        // A web app's manifest.json is not Specimen's: not replaced, not even without a filter.
        try write("{\"name\": \"app\"}\n", root.appendingPathComponent("manifest.json"))
        let withManifest = inventory(root)
        #expect(throws: SnapshotError.self) { _ = try suite.record() }
        #expect(inventory(root) == withManifest)
    }

    /// A goldens folder that also holds a `.git/`, notes, non-golden PNGs, hidden folders and links:
    /// prune removes the orphaned golden and a dead process's temporary files, and nothing else.
    @Test func pruneRemovesOnlyOrphanedGoldensAndLeftoverTemporaryFiles() throws {
        let suite = try Fixtures.recordedSuite()
        let root = suite.directory
        let base = root.deletingLastPathComponent()
        let outside = base.appendingPathComponent("outside", isDirectory: true)
        try write("keep", outside.appendingPathComponent("Variant/light@2x.png"))
        try write("keep", outside.appendingPathComponent("light@9x.png"))
        let kept = [
            ".git/HEAD", ".git/Old/State=Gone/light@2x.png", ".hidden/Old/State=Gone/light@2x.png",
            "notes.txt", "Old Set/notes.txt", "Old Set/State=Gone/photo.png", "Old Set/State=Gone/light@2x.png.bak",
            "Old Set/State=Gone/Deeper/light@2x.png", "light@2x.png", "Old Set/light@2x.png",
            "Old Set/State=Gone/.hidden@2x.png", "Old Set/State=Gone/.light@2x.png.tmp-NOTOURS",
        ]
        for file in kept { try write("user", root.appendingPathComponent(file)) }
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Linked Set"), withDestinationURL: outside)
        let variant = root.appendingPathComponent(suite.subjects[0].relativePath).deletingLastPathComponent()
        try FileManager.default.createSymbolicLink(
            at: variant.appendingPathComponent("light@7x.png"),
            withDestinationURL: outside.appendingPathComponent("light@9x.png"))
        let orphan = "Old Set/State=Gone/light@2x.png"
        try write("old golden", root.appendingPathComponent(orphan))
        let leftovers = [
            variant.appendingPathComponent(try Self.temporaryName(for: "light@2x.png")),
            root.appendingPathComponent(try Self.temporaryName(for: "manifest.json")),
        ]
        for leftover in leftovers { try write("partial", leftover) }

        #expect(suite.filesOnDisk().filter { !suite.subjects.map(\.relativePath).contains($0) } == [orphan])
        #expect(suite.verify().failures.map(\.file) == [orphan], "leftover temporary files are not orphans")
        let outsideBefore = inventory(outside)
        var expected = inventory(root)
        let result = try suite.prune(check: false)
        #expect(result.orphanFiles == [orphan])
        expected[orphan] = nil
        for leftover in leftovers { expected[String(leftover.path.dropFirst(root.path.count + 1))] = nil }
        #expect(inventory(root) == expected)
        #expect(inventory(outside) == outsideBefore)
        #expect(suite.verify().passed)
    }

    /// Recording never writes through a link out of the folder.
    @Test func recordRefusesAVariantFolderThatIsALink() throws {
        let suite = try Fixtures.suite()
        let outside = try Fixtures.temporaryFolder()
        let variant = suite.url(of: suite.subjects[0]).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: variant.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: variant, withDestinationURL: outside)
        #expect(throws: SnapshotError.self) { _ = try suite.record() }
        #expect(inventory(outside).isEmpty)
    }

    /// A second writer is refused while the folder is locked, and can write once the lock is gone.
    @Test func aLockedFolderRefusesASecondRecorder() throws {
        let suite = try Fixtures.recordedSuite()
        let descriptor = open(suite.directory.path, O_RDONLY | O_DIRECTORY)
        #expect(descriptor >= 0)
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let manifest = try Fixtures.bytes(suite.manifestURL)
        #expect(throws: SnapshotError.self) { _ = try suite.record() }
        #expect(throws: SnapshotError.self) { _ = try suite.prune(check: false) }
        #expect(try Fixtures.bytes(suite.manifestURL) == manifest)
        close(descriptor)
        #expect(try suite.record().written.isEmpty)
    }

    @Test(arguments: [
        ("Text Input/Type=Default/light@2x.png", true), ("A/B/dark@1.5x.png", true), ("A/B/x@10x.png", true),
        ("A/B/light@2x.PNG", false), ("A/B/light@x.png", false), ("A/B/light@2.x.png", false), ("A/B/@2x.png", false),
        ("A/light@2x.png", false), ("A/B/C/light@2x.png", false), (".git/B/light@2x.png", false), ("A/.B/light@2x.png", false),
        ("A/B/.light@2x.png", false), ("A//light@2x.png", false), ("A/B/light@2x.png.tmp-abc", false),
    ])
    func goldenShape(path: String, isGolden: Bool) {
        #expect(GoldenFolder.isGoldenPath(path) == isGolden)
    }

    /// The name `AtomicFile` gives the temporary file of `name`, seen from inside a write that is then
    /// abandoned (so the file itself is gone).
    static func temporaryName(for name: String) throws -> String {
        let folder = try Fixtures.temporaryFolder()
        struct Abandon: Error {}
        var seen: [String] = []
        do {
            try AtomicFile.write(to: folder.appendingPathComponent(name).path, durability: .none) { _ in
                seen = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                throw Abandon()
            }
        } catch is Abandon {}
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "an abandoned write leaves nothing")
        return try #require(seen.first)
    }

    /// Specimen's own temporary names pass; a user's hidden file shaped like one (`.notes.tmp-draft`, any
    /// suffix without the right check characters) does not.
    @Test(arguments: ["light@2x.png", "manifest.json", "x", String(repeating: "é", count: 200) + ".png"])
    func temporaryNames(name: String) throws {
        let real = try Self.temporaryName(for: name)
        #expect(real.utf8.count <= 255)
        #expect(GoldenFolder.isTemporaryName(real))
        let suffix = real.suffix(14)
        #expect(suffix.count == 14 && real.dropLast(14).hasSuffix(".tmp-"), "\(real)")
        // Every other last character breaks the check; so does any change to the stem or the random part.
        for other in "0123456789abcdefghijklmnopqrstuvwxyz" where other != real.last {
            #expect(!GoldenFolder.isTemporaryName(String(real.dropLast()) + String(other)))
        }
        #expect(!GoldenFolder.isTemporaryName(".y" + real.dropFirst()))
        #expect(!GoldenFolder.isTemporaryName(real.uppercased()))
        #expect(!GoldenFolder.isTemporaryName(String(real.dropFirst())))
    }

    @Test(arguments: [
        ".notes.tmp-draft", ".light@2x.png.tmp-1a2b", ".manifest.json.tmp-zz9", ".x.tmp-", ".tmp-abc", ".tmp-0123456789abcd",
        "light@2x.png.tmp-0123456789abcd", ".light@2x.png.tmp-0123456789ABCD", ".a.tmp-a/b", ".light@2x.png.tmp-0123456789abcd",
    ])
    func lookAlikesAreNotTemporaryNames(name: String) {
        #expect(!GoldenFolder.isTemporaryName(name))
    }
}
