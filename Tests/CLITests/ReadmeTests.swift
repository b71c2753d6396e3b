import Foundation
import Testing
import Specimen

/// The README stays true to the code: each of its Swift blocks is one the tests compile (and, where it
/// runs, run), its decisions table (docs/decisions.md) is the layout's, and it shows the two set-up commands.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// A README Swift block's twin: the text between `// MARKER-BEGIN` and `// MARKER-END` in a test file
    /// that compiles it. `alone`: the file holds nothing but its block (and `//` comments), so the block
    /// compiles with its own imports only, as in a user's file; the manifest lines are not Swift of a
    /// test target, and `ReadmeManifestTests` compiles them with SwiftPM.
    struct Twin: Sendable, CustomStringConvertible {
        let file: String
        let marker: String
        var alone = true
        var description: String { "\(file) (\(marker))" }
    }

    /// Every README Swift block's twin, in the README's order.
    static let twins = [
        Twin(file: "Tests/CLITests/ReadmeManifestTests.swift", marker: "README-MANIFEST-EXAMPLE", alone: false),
        Twin(file: "Tests/SnapshotTests/ReadmeExampleTests.swift", marker: "README-SNAPSHOT-EXAMPLE"),
        Twin(file: "Tests/SpecimenTests/ReadmeSwiftAPIExample.swift", marker: "README-EXAMPLE"),
        Twin(file: "Tests/SpecimenTests/ReadmeModelExample.swift", marker: "README-MODEL-EXAMPLE"),
        Twin(file: "Tests/SpecimenTests/ReadmeDesignSystemExample.swift", marker: "README-DESIGN-SYSTEM-EXAMPLE"),
        Twin(file: "Tests/SpecimenTests/ReadmeBehaviourExample.swift", marker: "README-BEHAVIOUR-EXAMPLE"),
    ]

    /// The twin's text, and the file's text outside its markers. Markers indented inside a multi-line
    /// string literal (the manifest's) give the string's value: their indentation, which Swift strips
    /// from every line of the literal, is stripped from each line of the block.
    static func text(of twin: Twin) throws -> (block: String, outside: String) {
        let test = try Self.read(twin.file)
        let begin = try #require(test.range(of: "// \(twin.marker)-BEGIN\n"), "\(twin) has no BEGIN marker")
        let lineStart = test[..<begin.lowerBound].lastIndex(of: "\n").map { test.index(after: $0) } ?? test.startIndex
        let indent = String(test[lineStart..<begin.lowerBound])
        try #require(indent.allSatisfy { $0 == " " }, "\(twin)'s BEGIN marker is not at the start of its line")
        let end = try #require(test.range(of: "\n\(indent)// \(twin.marker)-END\n", range: begin.upperBound..<test.endIndex), "\(twin) has no END marker")
        var lines: [String] = []
        for line in test[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            try #require(line.isEmpty || line.hasPrefix(indent), "\(twin): a line is indented less than its markers: \(line)")
            lines.append(String(line.dropFirst(line.isEmpty ? 0 : indent.count)))
        }
        return (lines.joined(separator: "\n") + "\n", String(test[..<lineStart] + test[end.upperBound...]))
    }

    /// The README's ```` ```swift ```` blocks, each as the text between its fences.
    static func readmeSwiftBlocks() throws -> [String] {
        var blocks: [String] = []
        var open: [Substring]?
        for line in try Self.read("README.md").split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = open {
                if line.hasPrefix("```") {
                    blocks.append(lines.map { $0 + "\n" }.joined())
                    open = nil
                } else {
                    open = lines + [line]
                }
            } else if line.hasPrefix("```swift") {
                open = []
            }
        }
        return blocks
    }

    /// The README's code examples are the text between markers in the tests that compile and run them.
    @Test(arguments: twins)
    func theExampleIsTheOneTheTestsRun(twin: Twin) throws {
        let example = try Self.text(of: twin).block
        #expect(try Self.readmeSwiftBlocks().contains(example), "\(twin) is not a README Swift block")
    }

    /// Every README Swift block has a compiled twin, in order: a block added or changed without its
    /// test fails here.
    @Test func everyReadmeSwiftBlockHasACompiledTwin() throws {
        let blocks = try Self.readmeSwiftBlocks()
        let twins = try Self.twins.map { try Self.text(of: $0).block }
        #expect(blocks.count >= 6, "the README shows \(blocks.count) Swift blocks")
        for (index, block) in blocks.enumerated() {
            #expect(twins.contains(block), "README Swift block \(index + 1) has no twin a test compiles:\n\(block)")
        }
        #expect(blocks == twins, "the twins are not the README's Swift blocks in order")
    }

    /// A twin alone in its file is compiled with only the imports its block shows: outside the markers
    /// the file holds comments and blank lines only (no import of a module the README does not show).
    @Test(arguments: twins.filter(\.alone))
    func aTwinIsAloneInItsFile(twin: Twin) throws {
        let outside = try Self.text(of: twin).outside
        let code = outside.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(code.isEmpty, "\(twin) has code beside its block: \(code)")
    }

    @Test func theDecisionsTableIsTheLayouts() throws {
        #expect(try Self.read("docs/decisions.md").contains(LayoutDecisions.markdownTable))
    }

    /// Where the README shows the dependency, it says how SwiftPM names it: a checkout in a folder not
    /// called `specimen` is not `package: "specimen"`. And it says to create the attachments folder, which
    /// Swift Testing refuses when missing (Tests/UserPackage/check.sh holds it to that).
    @Test func theDependencyIsShownWithItsIdentityRuleAndTheAttachmentsFolder() throws {
        let readme = try Self.read("README.md")
        let block = try #require(readme.range(of: "```swift\ndependencies: ["))
        let start: String.Index = readme.index(block.lowerBound, offsetBy: -700, limitedBy: readme.startIndex) ?? readme.startIndex
        let before = String(readme[start..<block.lowerBound])
        #expect(before.contains("**`package:` is SwiftPM's identity of the dependency: the last\ncomponent of its URL without `.git`, or of its path"))
        #expect(before.contains(#"called `Specimen-main` is `package: "specimen-main"`"#))
        #expect(readme.contains("**Create DIR first** (`mkdir -p DIR && swift test --attachments-path DIR`)"))
    }

    @Test func theTwoCommandsAreThere() throws {
        let readme = try Self.read("README.md")
        #expect(readme.contains("make gallery") && readme.contains("make test"))
        #expect(try Self.read(".ci/run").contains("make test"))
    }
}
