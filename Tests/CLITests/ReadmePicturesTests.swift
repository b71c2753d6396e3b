import Foundation
import Testing

/// The README's pictures are what its commands draw: every image it shows is re-rendered by the README
/// command whose `--out` names it, and the two must hold the same pixels. A stale picture fails here
/// with the command that remakes it. The README's `review` examples must change pictures, or they
/// demonstrate nothing.
@Suite struct ReadmePicturesTests {
    static let root = ReadmeCommandTests.root

    /// Every `![...](path)` in the README: the images a reader sees.
    static let pictures: [String] = {
        guard let readme = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) else { return [] }
        var found: [String] = []
        var rest = readme[...]
        while let open = rest.range(of: "](") {
            let before = rest[..<open.lowerBound]
            rest = rest[open.upperBound...]
            guard let bang = before.lastIndex(of: "["), bang > before.startIndex, before[before.index(before: bang)] == "!",
                let close = rest.firstIndex(of: ")")
            else { continue }
            let path = String(rest[..<close])
            if !path.hasPrefix("http") { found.append(path) }
        }
        return found
    }()

    /// The README command that writes `picture`: its `--out` is the picture's file name.
    static func command(for picture: String) -> String? {
        let name = (picture as NSString).lastPathComponent
        return ReadmeCommandTests.commands.first { line in
            let words = ReadmeCommandTests.words(line)
            return words.firstIndex(of: "--out").map { $0 + 1 < words.count && words[$0 + 1] == name } ?? false
        }
    }

    @Test func theReadmeShowsPictures() {
        #expect(Self.pictures.count >= 5, "\(Self.pictures)")
        #expect(Self.pictures.allSatisfy { FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path) }, "\(Self.pictures)")
    }

    @Test(arguments: pictures)
    func aPictureIsWhatItsCommandRenders(_ picture: String) throws {
        let line = try #require(Self.command(for: picture), "no README command writes --out \((picture as NSString).lastPathComponent)")
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Examples"), withDestinationURL: Self.root.appendingPathComponent("Examples"))
        let words = Array(ReadmeCommandTests.words(line).dropFirst())
        let render = try CLIRunner.run(words, environment: ["SPECIMEN_HOME": Self.root.path], in: folder)
        try #require(render.status == 0, "\(line): \(render.stderr)")
        let fresh = folder.appendingPathComponent((picture as NSString).lastPathComponent)
        // `specimen diff` exits 0 only when every pixel is the same (and says how many differ otherwise).
        let diff = try CLIRunner.run(["diff", Self.root.appendingPathComponent(picture).path, fresh.path])
        #expect(diff.status == 0, "\(picture) is stale: \(diff.stdout)\(diff.stderr); remake it with: \(line) (then copy it to \(picture))")
    }

    /// `Examples/README.md` says `expected.png` and `actual.png` are two goldens: they must still be.
    @Test(arguments: [("expected.png", "Type=Default, State=Error"), ("actual.png", "Type=Default, State=Filled")])
    func theDiffExamplesAreTheGoldensTheySayTheyAre(example: String, variant: String) throws {
        let diff = try CLIRunner.run([
            "diff", Self.root.appendingPathComponent("Examples/\(example)").path,
            Self.root.appendingPathComponent("Snapshots/Text Input/\(variant)/light@1x.png").path,
        ])
        #expect(diff.status == 0, "Examples/\(example) is not the Text Input \(variant) golden: \(diff.stdout)")
    }

    @Test func everyReviewExampleChangesPictures() throws {
        let reviews = ReadmeCommandTests.commands.filter { $0.hasPrefix("specimen review ") }
        #expect(!reviews.isEmpty)
        for line in reviews {
            let folder = try CLIRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Examples"), withDestinationURL: Self.root.appendingPathComponent("Examples"))
            let run = try CLIRunner.run(Array(ReadmeCommandTests.words(line).dropFirst()), environment: ["SPECIMEN_HOME": Self.root.path], in: folder)
            #expect(run.status == 0, "\(line): \(run.stderr)")
            let summary = try #require(run.stdout.split(separator: "\n").first { $0.contains(" pictures changed") }, "\(run.stdout)")
            #expect(!summary.contains("; 0 of "), "\(line) changes no picture: \(summary)")
        }
    }
}
