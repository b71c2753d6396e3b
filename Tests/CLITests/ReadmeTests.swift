import Foundation
import Testing
import Specimen

/// The README stays true to the code: its example is the one the tests compile, its decisions table
/// (docs/decisions.md) is the layout's, and it shows the two set-up commands.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The README's code examples are the text between markers in the tests that compile and run them.
    @Test(arguments: [
        ("Tests/SpecimenTests/SwiftAPITests.swift", "README-EXAMPLE"),
        ("Tests/SnapshotTests/ReadmeExampleTests.swift", "README-SNAPSHOT-EXAMPLE"),
        ("Tests/SpecimenTests/BehaviourAPITests.swift", "README-BEHAVIOUR-EXAMPLE"),
    ])
    func theExampleIsTheOneTheTestsRun(file: String, marker: String) throws {
        let test = try Self.read(file)
        let begin = try #require(test.range(of: "// \(marker)-BEGIN\n"))
        let end = try #require(test.range(of: "// \(marker)-END"))
        let example = String(test[begin.upperBound..<end.lowerBound])
        #expect(try Self.read("README.md").contains("```swift\n" + example + "```"))
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
