import Foundation
import Testing

/// `make check` runs no external tool: every test tagged `.externalTool` (Chromium, rsvg-convert,
/// poppler, Pillow, axe) is left out by its `CHECK_SKIP`, so a new one cannot slip into the maintainer's
/// quick run (DocsSiteBrowserTests did, and alone took the whole run's length).
@Suite struct CheckTargetTests {
    static let root = ReadmeCommandTests.root

    @Test func checkSkipsEveryTestThatRunsAnExternalTool() throws {
        let makefile = try String(contentsOf: Self.root.appendingPathComponent("Makefile"), encoding: .utf8)
        let line = try #require(makefile.split(separator: "\n").first { $0.hasPrefix("CHECK_SKIP := ") })
        let skip = try NSRegularExpression(pattern: String(line.dropFirst("CHECK_SKIP := ".count)))
        var tagged: [String] = []
        let tests = Self.root.appendingPathComponent("Tests")
        for case let url as URL in FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            let target = url.path.dropFirst(tests.path.count + 1).prefix { $0 != "/" }
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.contains(".tags(.externalTool)") {
                // The suite is the type declared (or extended) last before the tag; the test, the next function after it.
                // (a `@Suite` line's own type may follow on the next line).
                let search = line.contains("@Suite") ? Array(lines[index...]) : lines[...index].reversed()
                let suite = search.lazy.compactMap { Self.word(after: ["struct ", "extension "], in: $0) }.first ?? ""
                let function = line.contains("@Suite") ? "" : lines[index...].lazy.compactMap { Self.word(after: ["func "], in: $0) }.first ?? ""
                let name = "\(target).\(suite)/\(function)"
                tagged.append(name)
                let range = NSRange(name.startIndex..., in: name)
                #expect(skip.firstMatch(in: name, range: range) != nil, "\(name) runs an external tool but make check's CHECK_SKIP does not leave it out")
            }
        }
        #expect(tagged.count >= 10, "\(tagged)")
    }

    /// The identifier after the first of `keywords` in `line` (`struct Name`, `func name(`), if any.
    static func word(after keywords: [String], in line: Substring) -> String? {
        for keyword in keywords {
            guard let found = line.range(of: keyword) else { continue }
            let name = line[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { return String(name) }
        }
        return nil
    }
}
