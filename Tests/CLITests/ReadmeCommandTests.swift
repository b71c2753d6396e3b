import Foundation
import Testing

/// Every `specimen` command the README shows runs, as written, against the files in `Examples/`.
///
/// A line with `[`, `|` or `...` is a synopsis, not a command. Three commands would take minutes and
/// are covered elsewhere, so they run narrowed: `snapshot verify` to the Stepper goldens, `gallery`
/// to the Stepper set at 1x. Every command line is run: none is skipped (the benchmark is
/// `specimen-bench`, `make bench`'s own executable, and not a `specimen` line).
@Suite(.serialized) struct ReadmeCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The README's command lines, from its `sh` blocks.
    static let commands: [String] = {
        guard let readme = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) else { return [] }
        var lines: [String] = []
        var inShell = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inShell = line == "```sh"; continue }
            guard inShell, line.hasPrefix("specimen ") else { continue }
            let text = Self.stripComment(String(line))
            if text.contains("[") || text.contains("|") || text.contains("...") { continue }
            lines.append(text)
        }
        return lines
    }()

    /// The line without a trailing `# comment` (a `#` outside quotes after white space).
    static func stripComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        var out = ""
        for c in line {
            if let q = quote { if c == q { quote = nil } } else if c == "'" || c == "\"" { quote = c } else if c == "#", previous == " " { break }
            out.append(c)
            previous = c
        }
        return out.trimmingCharacters(in: .whitespaces)
    }

    /// Splits a command line as a shell would: white space outside quotes, quotes removed.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for c in line {
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
            } else if c == "'" || c == "\"" {
                quote = c; inWord = true
            } else if c == " " {
                if inWord { words.append(current); current = ""; inWord = false }
            } else {
                current.append(c); inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// What runs for a README line: the line's words, narrowed where it would take minutes. A command
    /// that writes goldens (`record`, `prune`) is pointed at `scratch`, never at the repository's
    /// `Snapshots/` (the test runs with `SPECIMEN_HOME` set to the checkout).
    static func runnable(_ line: String, scratch: URL) -> [String] {
        var words = Array(words(line).dropFirst())
        switch words.first {
        case "gallery": words += ["--set", "Stepper", "--scale", "1"]
        case "snapshot" where words.count == 2 && words[1] == "verify":
            words += ["--filter", "Stepper/*", "--snapshots", root.appendingPathComponent("Snapshots").path]
        case "snapshot" where words.count >= 2 && (words[1] == "record" || words[1] == "prune"):
            words += ["--snapshots", scratch.appendingPathComponent("Snapshots").path] + (words[1] == "record" ? ["--filter", "Stepper/Size=sm*"] : [])
        default: break
        }
        return words
    }

    @Test func theReadmeShowsTheseCommands() {
        #expect(Self.commands.count >= 15)
        #expect(Self.commands.contains { $0.contains("Examples/primer/mapping.tokens.json") })
        #expect(Self.commands.contains { $0.contains("--theme dark --tokens Examples/digdir/dark/digdir.json") })
        #expect(Self.commands.contains { $0.hasPrefix("specimen tokens") })
    }

    @Test(arguments: commands)
    func aReadmeCommandRuns(_ line: String) throws {
        let folder = try CLIRunner.temporaryDirectory()
        let words = Self.runnable(line, scratch: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Examples"), withDestinationURL: Self.root.appendingPathComponent("Examples"))
        let result = try CLIRunner.run(words, environment: ["SPECIMEN_HOME": Self.root.path, "CI": ""], in: folder)
        // `diff` exits 1 when the two pictures differ, as the README's two do; `stress` when it finds a
        // fault, as it does in the shipped Text Input (its hint cut at text scale 2).
        let expected: Int32 = words.first == "diff" || words.starts(with: ["stress", "--set", "Text Input"]) ? 1 : 0
        #expect(result.status == expected, "\(line): \(result.stderr)")
        if let out = words.firstIndex(of: "--out").map({ words[$0 + 1] }) {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(out).path), "\(line) wrote \(out)")
        }
        if line.contains("--tokens Examples/") {
            #expect(result.stderr.isEmpty, "the design systems' examples warn about nothing: \(result.stderr)")
        }
    }
}
