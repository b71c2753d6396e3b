import Foundation
import Testing

/// The README's "From an empty folder" walkthrough, followed as a new user follows it: in one empty
/// folder, each ```` ```json PATH ```` block written to its file and each `specimen` line of its
/// ```` ```shell ```` blocks run in order, as written (the folder stands for the `mkdir`ed one, so
/// `mkdir` and `cd` lines are the only ones not run). Every command must succeed, every file it names
/// with `--out` must appear, and what `snapshot record` drew `snapshot verify` must pass.
/// (`ReadmeCommandTests` runs the ```` ```sh ```` blocks one by one; a walkthrough needs its steps'
/// files, so it uses ```` ```shell ````.)
@Suite(.serialized) struct ReadmeWalkthroughTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    enum Step: CustomStringConvertible {
        case write(path: String, text: String)
        case run(String)

        var description: String {
            switch self {
            case .write(let path, _): "write \(path)"
            case .run(let line): line
            }
        }
    }

    /// The walkthrough's steps, in the README's order.
    static func steps() throws -> [Step] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n### From an empty folder\n"))
        let rest = readme[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        var steps: [Step] = []
        var block: (kind: String, path: String?, lines: [String])?
        for line in section.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if block == nil, line.hasPrefix("```") {
                let words = line.dropFirst(3).split(separator: " ").map(String.init)
                block = (words.first ?? "", words.count > 1 ? words[1] : nil, [])
            } else if let open = block, line.hasPrefix("```") {
                if open.kind == "json", let path = open.path { steps.append(.write(path: path, text: open.lines.joined(separator: "\n") + "\n")) }
                if open.kind == "shell" {
                    for command in open.lines where command.hasPrefix("specimen ") { steps.append(.run(ReadmeCommandTests.stripComment(command))) }
                }
                block = nil
            } else {
                block?.lines.append(line)
            }
        }
        return steps
    }

    /// Every file `specimen init` writes is one the walkthrough shows, so the README shows the whole starter.
    @Test func theWalkthroughShowsEveryFileInitWrites() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["init"], environment: ["SPECIMEN_HOME": "", "CI": ""], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        let shown = try Self.steps().compactMap { step -> String? in
            if case .write(let path, _) = step { return path }
            return nil
        }
        #expect(written == shown.sorted())
    }

    /// The typo the walkthrough quotes is what Specimen says of that typo in init's Badge, line number included.
    @Test func theQuotedTypoIsWhatSpecimenSays() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lead = "A typo is one line naming the file, the line, the JSON path and what is valid (`"
        let start = try #require(readme.range(of: lead))
        let end = try #require(readme[start.upperBound...].range(of: "`)"))
        let quoted = readme[start.upperBound..<end.lowerBound].replacingOccurrences(of: "\n", with: " ")
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["SPECIMEN_HOME": "", "CI": ""]
        #expect(try CLIRunner.run(["init"], environment: environment, in: folder).status == 0)
        let badge = folder.appendingPathComponent("design-system/Badge.component.json")
        let text = try String(contentsOf: badge, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"padding\"", with: "\"paddng\"").utf8).write(to: badge)
        let result = try CLIRunner.run(["list"], environment: environment, in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(quoted), "README quotes \(quoted); specimen says \(result.stderr)")
    }

    @Test func theWalkthroughHasItsSteps() throws {
        let lines = try Self.steps().map(\.description)
        for needed in [
            "specimen init", "write specimen.json", "write design-system/", "specimen render ", "specimen snapshot record", "specimen snapshot verify", "specimen gallery",
        ] {
            #expect(lines.contains { $0.hasPrefix(needed) }, "the walkthrough has no step \(needed)...")
        }
    }

    @Test func aNewUserFollowsTheWalkthroughFromAnEmptyFolder() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // No SPECIMEN_HOME and no CI: the binary finds its fonts and themes itself, the goldens are the
        // folder's own, and record may write them.
        let environment = ["SPECIMEN_HOME": "", "CI": ""]
        let text = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(text.range(of: "\n### From an empty folder\n"))
        let readme = text[section.upperBound...].split(separator: "\n").map(String.init)
        for step in try Self.steps() {
            switch step {
            case .write(let path, let text):
                let url = folder.appendingPathComponent(path)
                // A file `specimen init` wrote is shown as it wrote it: the README is the starter's text.
                if let written = FileManager.default.contents(atPath: url.path) {
                    #expect(String(decoding: written, as: UTF8.self) == text, "the README's \(path) differs from what specimen init wrote")
                }
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            case .run(let line):
                let words = Array(ReadmeCommandTests.words(line).dropFirst())
                let result = try CLIRunner.run(words, environment: environment, in: folder)
                #expect(result.status == 0, "\(line): \(result.stderr)")
                // A new user's first steps warn about nothing.
                #expect(result.stderr.isEmpty, "\(line): \(result.stderr)")
                // A count the README's comment on the line states is the one the command prints (`# 4 goldens: 4 matched`).
                let written = readme.first { $0.hasPrefix(line + " ") && $0.contains("  # ") }
                if let comment = written?.components(separatedBy: "  # ").last, comment.contains(" goldens: ") {
                    #expect(result.stdout.contains(comment), "\(line): \(result.stdout)")
                } else if let comment = written?.components(separatedBy: "  # ").last, line == "specimen list" {
                    #expect(result.stdout.split(separator: "\n").map(String.init) == comment.components(separatedBy: ", "), "\(line): \(result.stdout)")
                }
                if let out = words.firstIndex(of: "--out").map({ words[$0 + 1] }) {
                    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(out).path), "\(line) wrote \(out)")
                }
            }
        }
        // The goldens are the folder's, not the checkout's, and only its Badge's: 2 variants, light and dark.
        let goldens = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("Snapshots").path).filter { $0.hasSuffix(".png") }
        #expect(goldens.sorted() == ["Badge/Tone=Accent/dark@2x.png", "Badge/Tone=Accent/light@2x.png", "Badge/Tone=Quiet/dark@2x.png", "Badge/Tone=Quiet/light@2x.png"])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("gallery/index.html").path))
    }
}
