import Foundation
import Testing
import Specimen

/// The README reads top-down for a newcomer: a picture before any section, a table of contents that
/// lists every section and links where GitHub puts its anchor, quick starts for the command line, a
/// Swift package and CI before the reference, and the decisions table and the benchmark in `docs/`.
@Suite struct ReadmeLayoutTests {
    static let root = ReadmeTests.root

    /// The README's `##` and `###` headings, outside code blocks, in order.
    static func headings(_ text: String) -> [(level: Int, title: String)] {
        var fence = false
        var found: [(Int, String)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fence.toggle(); continue }
            guard !fence else { continue }
            if line.hasPrefix("### ") { found.append((3, String(line.dropFirst(4)))) } else if line.hasPrefix("## ") { found.append((2, String(line.dropFirst(3)))) }
        }
        return found
    }

    /// GitHub's anchor for a heading: lower case, punctuation but `-` and `_` dropped, spaces as `-`.
    static func anchor(_ title: String) -> String {
        String(
            title.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == " " }
                .map(Character.init)
        ).replacingOccurrences(of: " ", with: "-")
    }

    @Test func aPictureComesBeforeAnySection() throws {
        let readme = try ReadmeTests.read("README.md")
        let picture = try #require(readme.range(of: "\n![")?.lowerBound, "the README shows no picture")
        let firstSection = try #require(readme.range(of: "\n## ")?.lowerBound)
        #expect(picture < firstSection)
    }

    @Test func theContentsListEverySectionWithItsAnchor() throws {
        let readme = try ReadmeTests.read("README.md")
        let all = Self.headings(readme)
        #expect(all.first?.title == "Contents", "the table of contents is the first section")
        let start = try #require(readme.range(of: "## Contents\n\n"))
        let rest = readme[start.upperBound...]
        let list = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
        let links = list.matches(of: /\[([^\]]+)\]\(#([^)]+)\)/).map { (String($0.output.1), String($0.output.2)) }
        let sections = all.dropFirst()
        #expect(links.map(\.0) == sections.map { $0.title.replacingOccurrences(of: "`", with: "") })
        #expect(links.map(\.1) == sections.map { Self.anchor($0.title) })
        #expect(Set(links.map(\.1)).count == links.count, "two sections share an anchor")
    }

    @Test func quickStartsComeBeforeTheReference() throws {
        let readme = try ReadmeTests.read("README.md")
        let titles = Self.headings(readme).map(\.title)
        let quick = try #require(titles.firstIndex(of: "Quick start"))
        #expect(Array(titles[(quick + 1)...].prefix(3)) == ["CLI", "Swift package", "CI"])
        #expect(titles.firstIndex(of: "The command line").map { $0 > quick } == true)
        // A newcomer meets the quick starts in the first tenth of the file.
        let offset = try #require(readme.range(of: "\n## Quick start\n")).lowerBound.utf16Offset(in: readme)
        #expect(offset < readme.utf16.count / 10, "the quick start is at \(offset) of \(readme.utf16.count) characters")
    }

    @Test func theDecisionsTableAndTheBenchmarkLiveInDocs() throws {
        let readme = try ReadmeTests.read("README.md")
        let decisions = try ReadmeTests.read("docs/decisions.md")
        #expect(decisions.hasPrefix("# Decisions where the specs are silent\n"))
        #expect(decisions.contains(LayoutDecisions.markdownTable))
        #expect(!readme.contains(LayoutDecisions.markdownTable))
        let benchmark = try ReadmeTests.read("docs/benchmark.md")
        #expect(benchmark.hasPrefix("# Benchmark\n") && benchmark.contains("| measurement | Specimen | compared with | ratio | target |"))
        #expect(!readme.contains("| measurement | Specimen |"))
        #expect(readme.contains("[docs/decisions.md](docs/decisions.md)") && readme.contains("[docs/benchmark.md](docs/benchmark.md)"))
    }
}
