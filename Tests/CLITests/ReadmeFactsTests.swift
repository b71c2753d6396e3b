import Foundation
import Testing

/// Facts the README states about the code, read from the code: the build diagram and the module list
/// of "How it is built" against `Package.swift`.
@Suite struct ReadmeFactsTests {
    static let root = ReadmeCommandTests.root

    /// Each target of the manifest (library, executable, plugin) with the targets it names as
    /// dependencies, and whether it is a library target of Specimen's own (not a test helper under Tests/).
    struct Manifest {
        var dependencies: [String: [String]] = [:]
        var libraries: [String] = []

        init(_ text: String) {
            for kind in [".target(", ".executableTarget(", ".plugin("] {
                for chunk in text.components(separatedBy: kind).dropFirst() {
                    var call = Substring(chunk)
                    for next in [".target(", ".testTarget(", ".executableTarget(", ".plugin(", ".systemLibrary("] {
                        if let cut = call.range(of: next) { call = call[..<cut.lowerBound] }
                    }
                    guard let name = call.range(of: "name: \"") else { continue }
                    let target = String(call[name.upperBound...].prefix { $0 != "\"" })
                    var names: [String] = []
                    if let list = call.range(of: "dependencies: [") {
                        let inside = call[list.upperBound...].prefix { $0 != "]" }
                        names = inside.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
                    }
                    dependencies[target] = names
                    if kind == ".target(", !call.contains("path: \"Tests/") { libraries.append(target) }
                }
            }
        }

        /// Every target `target` reaches through its dependencies, itself left out.
        func reach(_ target: String) -> Set<String> {
            var seen = Set<String>(), queue = dependencies[target] ?? []
            while let next = queue.popLast() {
                guard seen.insert(next).inserted else { continue }
                queue += dependencies[next] ?? []
            }
            return seen
        }
    }

    static func section() throws -> (diagram: Substring, list: Substring, manifest: Manifest) {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## How it is built\n\n```\n"))
        let end = try #require(readme[start.upperBound...].range(of: "```"))
        let next = try #require(readme[end.upperBound...].range(of: "\n## "))
        let manifest = Manifest(try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
        return (readme[start.upperBound..<end.lowerBound], readme[end.upperBound..<next.lowerBound], manifest)
    }

    /// The target a stage's word names: `Text` is SpecimenText, `CLI` the `specimen` executable,
    /// `Snapshot` the SpecimenSnapshot product's target, `Geometry` itself.
    static func target(_ word: String, in manifest: Manifest) -> String? {
        if word == "CLI" { return "specimen" }
        for candidate in [word == "Specimen" ? "Specimen" : "Specimen" + word, word] where manifest.dependencies[candidate] != nil {
            return candidate
        }
        return nil
    }

    /// A diagram line's stages (`A, B -> C | D`): the names of each step, with what is in brackets left out.
    static func steps(_ line: Substring) -> [[String]] {
        var plain = "", depth = 0
        for character in line {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 } else if depth == 0 { plain.append(character) }
        }
        return plain.components(separatedBy: "->").map { step in
            step.split(whereSeparator: { $0 == "," || $0 == "|" }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    @Test func theBuildDiagramNamesEveryLibraryTarget() throws {
        let (diagram, _, manifest) = try Self.section()
        let named = Set(diagram.split(separator: "\n").flatMap { Self.steps($0.replacingOccurrences(of: "under every stage:", with: "")[...]) }.joined())
            .compactMap { Self.target($0, in: manifest) }
        #expect(manifest.libraries.count >= 20, "\(manifest.libraries)")
        for library in manifest.libraries {
            #expect(named.contains(library), "the README's build diagram does not name \(library)")
        }
    }

    /// `A -> B` says B is built on A: every stage on the right depends (directly or through another) on
    /// each on the left. The drift this catches: Raster drawn feeding PNG, which does not depend on it.
    @Test func everyArrowOfTheDiagramIsADependency() throws {
        let (diagram, _, manifest) = try Self.section()
        var arrows = 0
        for line in diagram.split(separator: "\n") where !line.hasPrefix("under every stage:") {
            let steps = try Self.steps(line).map { step in
                try step.map { word in try #require(Self.target(word, in: manifest), "the diagram's \"\(word)\" is no target of Package.swift") }
            }
            for (left, right) in zip(steps, steps.dropFirst()) {
                for upper in right {
                    for lower in left {
                        arrows += 1
                        #expect(manifest.reach(upper).contains(lower), "the diagram draws \(lower) -> \(upper), but \(upper) does not depend on \(lower)")
                    }
                }
            }
        }
        #expect(arrows > 20)
    }

    /// What the last line puts under every stage depends on none of the stages drawn above it.
    @Test func theFoundationLineIsUnderEveryStage() throws {
        let (diagram, _, manifest) = try Self.section()
        let lines = diagram.split(separator: "\n")
        let last = try #require(lines.last { $0.hasPrefix("under every stage:") })
        let under = Self.steps(last.dropFirst("under every stage:".count)).joined().compactMap { Self.target($0, in: manifest) }
        let stages = Set(lines.filter { $0 != last }.flatMap { Self.steps($0).joined() }.compactMap { Self.target($0, in: manifest) })
        #expect(under.count == 6, "\(under)")
        for target in under {
            #expect(manifest.reach(target).isDisjoint(with: stages), "\(target) is drawn under every stage but depends on \(manifest.reach(target).intersection(stages).sorted())")
        }
    }

    /// The list below the diagram has one entry (`- **Text**: ...`) for every library target, and names no other.
    @Test func theModuleListHasAnEntryForEveryLibraryTarget() throws {
        let (_, list, manifest) = try Self.section()
        let entries = list.split(separator: "\n").filter { $0.hasPrefix("- **") }.map { String($0.dropFirst(4).prefix { $0 != "*" }) }
        let targets = entries.map { Self.target($0, in: manifest) }
        for (entry, target) in zip(entries, targets) {
            #expect(target.map(manifest.libraries.contains) == true, "the README's module list has \"\(entry)\", which is no library target")
        }
        for library in manifest.libraries {
            #expect(targets.contains(library), "the README's module list has no entry for \(library)")
        }
    }
}
