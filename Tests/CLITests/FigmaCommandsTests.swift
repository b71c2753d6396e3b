import Foundation
import TestSupport
import Testing

/// `specimen check figma` and `specimen import figma` as a user runs them: output, exit status, and a
/// folder written whole or not at all.
@Suite struct FigmaCommandsTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FigmaTests/Fixtures")

    @Test func checkPrintsAgreement() throws {
        let result = try CLIRunner.run(["check", "figma", Self.fixtures.appendingPathComponent("grida/radix-icons.trimmed.json").path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("total: 88/88 auto-layout nodes within 0.5 pt (100%)"))
        #expect(result.stderr.isEmpty)
    }

    /// `--require` turns the agreement into an exit status for CI: a file edited so that the gaps
    /// disagree fails it; a bad percentage is bad input.
    @Test func requireFailsBelowTheShare() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = Self.fixtures.appendingPathComponent("grida/radix-icons.trimmed.json")
        let edited = folder.appendingPathComponent("edited.json")
        try Data(String(decoding: try Data(contentsOf: source), as: UTF8.self).replacingOccurrences(of: "\"itemSpacing\":20.0", with: "\"itemSpacing\":23.0").utf8).write(
            to: edited)
        #expect(try CLIRunner.run(["check", "figma", source.path, "--require", "99"]).status == 0)
        let failing = try CLIRunner.run(["check", "figma", edited.path, "--require", "99"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("unexplained"))
        let bad = try CLIRunner.run(["check", "figma", source.path, "--require", "most"])
        #expect(bad.status == 2)
        #expect(bad.stderr == "specimen: --require most is not a percentage; valid: a number from 0 to 100, such as 99\n")
    }

    /// `--design-system` is repeatable for `check` as for every command, and every folder named is
    /// looked in: the imported folder named before another is still checked, and a folder holding
    /// none of the file's components changes nothing, in either order.
    @Test func checkLooksInEveryDesignSystemNamed() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = Self.fixtures.appendingPathComponent("unity-figma-importer/s0bB41GcxcFm0Jgt3DsTi0.json").path
        let imported = folder.appendingPathComponent("toggle").path
        let made = try CLIRunner.run(["import", "figma", file, "--out", imported])
        try #require(made.status == 0, "\(made.stderr)")
        let other = try SampleDesignSystem.write(to: folder.appendingPathComponent("sample")).path
        let alone = try CLIRunner.run(["check", "figma", file, "--design-system", imported])
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.stdout.contains("auto-layout nodes within 0.5 pt"), "\(alone.stdout)")
        for order in [[imported, other], [other, imported]] {
            let both = try CLIRunner.run(["check", "figma", file] + order.flatMap { ["--design-system", $0] })
            #expect(both.status == alone.status && both.stdout == alone.stdout && both.stderr == alone.stderr, "\(order): \(both.stderr)")
        }
    }

    @Test func importWritesAFolder() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("toggle")
        let result = try CLIRunner.run(["import", "figma", Self.fixtures.appendingPathComponent("unity-figma-importer/s0bB41GcxcFm0Jgt3DsTi0.json").path, "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["Generic-Toggle-Switch.component.json", "test.tokens.json"])
        #expect(result.stdout.contains("font Segoe UI SemiBold (600) is not in Fonts; drawn in Inter Semi Bold"))
        #expect(result.stderr.contains("specimen: warning: font Segoe UI SemiBold (600) is not in Fonts; drawn in Inter Semi Bold; used by "))
        // Only the folder asked for exists beside it: no temporary folder is left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["toggle"])
    }

    /// Bad input: one line on stderr, status 2, nothing on stdout, and no folder at all.
    @Test(arguments: [
        ["import", "figma", "/nonexistent/file.json", "--out"], ["check", "figma", "/nonexistent/file.json"], ["import", "figma", "TRUNCATED", "--out"],
        ["import", "sketch", "x.json", "--out"],
    ])
    func badInputLeavesNothing(_ words: [String]) throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let truncated = folder.appendingPathComponent("cut.json")
        let whole = try Data(contentsOf: Self.fixtures.appendingPathComponent("unity-figma-importer/s0bB41GcxcFm0Jgt3DsTi0.json"))
        try whole.prefix(whole.count / 2).write(to: truncated)
        var arguments = words.map { $0 == "TRUNCATED" ? truncated.path : $0 }
        if arguments.last == "--out" { arguments.append(folder.appendingPathComponent("out").path) }
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("specimen: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cut.json"])
    }

    @Test func existingFolderIsRefused() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["import", "figma", Self.fixtures.appendingPathComponent("unity-figma-importer/s0bB41GcxcFm0Jgt3DsTi0.json").path, "--out", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("exists; give a folder that does not"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
