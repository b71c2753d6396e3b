import Foundation
import Testing

@testable import SpecimenFiles

/// One gate for every write: no module but SpecimenFiles calls a function that creates, replaces or
/// deletes a file or folder. Everything else goes through `FileGate`, `AtomicFile`, `OutputPolicy`,
/// `OutputFolder`, `TemporaryFiles` and `WrittenFiles`, where the policy is applied once.
///
/// A scan of the sources, comments left out. `specimen-bench`, the benchmark harness (no product,
/// run by `make bench` only, writing nothing but its own scratch folders), is the one exception.
@Suite struct WriteGateTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What a write looks like in Swift source: FileManager's writers, `Data.write(to:)`, a `FileHandle`
    /// for writing, the POSIX calls, and `open`/`fopen` with a writing flag or mode.
    static var forbidden: [(name: String, pattern: NSRegularExpression)] {
        [
            ("FileManager write", #"(?<!localStorage)\.(createDirectory|removeItem|moveItem|copyItem|createFile|createSymbolicLink|replaceItemAt|linkItem|trashItem)\("#),
            ("Data/String write(to:)", #"\.write\(to: *(?!&)[A-Za-z_.]+(, *(atomically|options|encoding)|\))"#),
            ("FileHandle for writing", #"FileHandle\((forWritingTo|forWritingAtPath|forUpdating)"#),
            ("POSIX write call", #"(?<![\w.])(unlink|unlinkat|rename|renameat|renameat2|mkdir|mkdirat|rmdir|symlink|link|creat|truncate|ftruncate|mkfifo)\("#),
            ("open with a writing flag", #"O_(WRONLY|RDWR|CREAT|APPEND|TRUNC)\b"#),
            ("fopen", #"(?<![\w.])fopen\("#),
        ].map { name, pattern in (name, try! NSRegularExpression(pattern: pattern)) }
    }

    /// Every Swift file of `Sources/` outside SpecimenFiles and the bench, by path relative to the checkout.
    static func sources() throws -> [(path: String, text: String)] {
        let root = repository.appendingPathComponent("Sources")
        var out: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.hasPrefix("SpecimenFiles/"), !relative.hasPrefix("specimen-bench/") else { continue }
            out.append(("Sources/" + relative, try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)))
        }
        return out.sorted { $0.0 < $1.0 }
    }

    /// A line without its `//` comment (a `//` inside a string literal cuts a little early, which can
    /// only hide text after it, never report a write that is not there).
    static func code(_ line: Substring) -> Substring {
        guard let range = line.range(of: "//") else { return line }
        return line[..<range.lowerBound]
    }

    static func findings(in files: [(path: String, text: String)]) -> [String] {
        let forbidden = Self.forbidden
        var found: [String] = []
        for file in files {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = String(Self.code(line))
                let range = NSRange(code.startIndex..., in: code)
                for rule in forbidden where rule.pattern.firstMatch(in: code, range: range) != nil {
                    found.append("\(file.path):\(number + 1): \(rule.name): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return found
    }

    @Test func noModuleButSpecimenFilesWrites() throws {
        let files = try Self.sources()
        #expect(files.count > 300, "the scan found the sources")
        let found = Self.findings(in: files)
        #expect(found.isEmpty, "writes outside the gate:\n\(found.joined(separator: "\n"))")
    }

    /// The scan sees each kind of write it names, and not the same words in a comment or a look-alike.
    @Test(arguments: [
        "try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)",
        "try manager.removeItem(at: temporary)", "try data.write(to: url)", "try Data(bytes).write(to: url, options: .atomic)",
        "guard mkdir(folder, 0o777) == 0", "unlink(path)", "_ = rename(a, b)", "rmdir(folder)",
        "let d = open(path, O_WRONLY | O_CREAT, 0o644)", "let f = fopen(path, \"w\")", "let h = try FileHandle(forWritingTo: url)",
    ])
    func theScanSeesAWrite(line: String) {
        #expect(Self.findings(in: [("x.swift", line)]).count == 1, "\(line)")
    }

    @Test(arguments: [
        "// unlink(path) is what prune does", "TemporaryFiles.rename(a, to: b)", "FileGate.removeFile(path)",
        "block.write(to: &out, isFinal: true)", "case .link: break", "localStorage.removeItem(key)", "let d = open(path, O_RDONLY)",
        "try AtomicFile.write(bytes, to: out, durability: .none)",
    ])
    func theScanLetsTheGateAndLookAlikesBe(line: String) {
        #expect(Self.findings(in: [("x.swift", line)]).isEmpty, "\(line)")
    }
}

/// The gate's primitives: `AtomicFile.create` never replaces anything, a dangling link included;
/// `FileGate` removes only what it names; temporary folders carry Specimen's keyed name and a dead
/// process's are removed by a later run, a live one's never.
@Suite struct FileGatePrimitiveTests {
    @Test(arguments: ["file", "dangling link", "link to a file", "folder"])
    func createNeverReplaces(what: String) throws {
        let folder = try FilesFixtures.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/specimen.json"
        switch what {
        case "file": try FilesFixtures.write("mine\n", path)
        case "dangling link": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "nowhere")
        case "link to a file":
            try FilesFixtures.write("victim\n", folder + "/victim")
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "victim")
        default: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        let before = FileIdentity.kind(path)
        #expect(throws: AtomicFileError.self) { try AtomicFile.create(Array("new\n".utf8), at: path, durability: .none) }
        #expect(FileIdentity.kind(path) == before)
        if what == "file" { #expect(FilesFixtures.text(path) == "mine\n") }
        if what == "link to a file" { #expect(FilesFixtures.text(folder + "/victim") == "victim\n") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !TemporaryFiles.isTemporaryName($0) })
        try AtomicFile.create(Array("new\n".utf8), at: folder + "/fresh.json", durability: .none)
        #expect(FilesFixtures.text(folder + "/fresh.json") == "new\n")
    }

    @Test func aTemporaryFolderIsKeyedRenamedWholeAndNeverOverAnything() throws {
        let folder = try FilesFixtures.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let staging = try TemporaryFiles.makeFolder(in: folder, name: "imported")
        #expect(TemporaryFiles.isTemporaryName((staging as NSString).lastPathComponent))
        try FilesFixtures.write("x\n", staging + "/a/b.json")
        try FileManager.default.createDirectory(atPath: folder + "/taken", withIntermediateDirectories: false)
        #expect(TemporaryFiles.renameFolder(staging, to: folder + "/taken") != 0, "a folder already there is never replaced")
        #expect(TemporaryFiles.renameFolder(staging, to: folder + "/imported") == 0)
        #expect(FilesFixtures.text(folder + "/imported/a/b.json") == "x\n")
        let abandoned = try TemporaryFiles.makeFolder(in: folder, name: "other")
        try FilesFixtures.write("y\n", abandoned + "/c.json")
        TemporaryFiles.removeFolder(abandoned)
        #expect(FileIdentity.kind(abandoned) == .missing)
    }

    @Test func aDeadProcesssTemporaryFolderIsRemovedAndAUsersLookAlikeKept() throws {
        let folder = try FilesFixtures.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Named by Specimen's rule but not live in this process: what a killed import leaves.
        let dead = folder + "/" + FilesFixtures.temporaryName(for: "imported")
        try FilesFixtures.write("left\n", dead + "/Box.component.json")
        let lookAlike = folder + "/.imported.tmp-draft"
        try FilesFixtures.write("mine\n", lookAlike + "/notes.txt")
        #expect(TemporaryFiles.removeStale(in: folder, minimumAge: 0) == [(dead as NSString).lastPathComponent])
        #expect(FileIdentity.kind(dead) == .missing)
        #expect(FilesFixtures.text(lookAlike + "/notes.txt") == "mine\n")
        // A live one (this process's, locked) is never taken.
        let live = try TemporaryFiles.makeFolder(in: folder, name: "live")
        #expect(TemporaryFiles.removeStale(in: folder, minimumAge: 0).isEmpty)
        #expect(FileIdentity.kind(live) == .folder)
        TemporaryFiles.removeFolder(live)
    }

    @Test func removeFileAndRemoveEmptyFolderTouchNothingElse() throws {
        let folder = try FilesFixtures.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FilesFixtures.write("victim\n", folder + "/victim")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "victim")
        try FileGate.removeFile(folder + "/link")
        #expect(FileIdentity.kind(folder + "/link") == .link, "a link in a file's place is left")
        try FilesFixtures.write("x\n", folder + "/full/x")
        #expect(!FileGate.removeEmptyFolder(folder + "/full"))
        try FileGate.removeFile(folder + "/full/x")
        #expect(FileGate.removeEmptyFolder(folder + "/full"))
        #expect(FilesFixtures.text(folder + "/victim") == "victim\n")
    }
}
