import Foundation
import Testing

/// Facts the README states about the code, read from the code: the build diagram names every library
/// target of `Package.swift`.
@Suite struct ReadmeFactsTests {
    static let root = ReadmeCommandTests.root

    @Test func theBuildDiagramNamesEveryLibraryTarget() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## How it is built\n\n```\n"))
        let end = try #require(readme[start.upperBound...].range(of: "```"))
        let diagram = readme[start.upperBound..<end.lowerBound]
        let words = Set(diagram.split(whereSeparator: { !$0.isLetter }).map(String.init))
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // `.target(name: "SpecimenText", ...)`, on one line or several: the library targets, not the
        // system libraries, the tests, the tools or the test helpers (whose path is under Tests/).
        let targets = manifest.components(separatedBy: ".target(").dropFirst().compactMap { chunk -> String? in
            var call = Substring(chunk)
            for next in [".testTarget(", ".executableTarget(", ".plugin(", ".systemLibrary("] {
                if let cut = call.range(of: next) { call = call[..<cut.lowerBound] }
            }
            guard let name = call.range(of: "name: \""), !call.contains("path: \"Tests/") else { return nil }
            return String(call[name.upperBound...].prefix { $0 != "\"" })
        }
        #expect(targets.count >= 20, "\(targets)")
        for target in targets {
            let stage = target == "Specimen" ? "Specimen" : String(target.dropFirst(target.hasPrefix("Specimen") ? "Specimen".count : 0))
            #expect(words.contains(stage) || words.contains(target), "the README's build diagram does not name \(target)")
        }
    }
}
