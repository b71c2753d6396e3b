import Foundation
import Testing

/// ICU is opened on first use (Sources/CICU), not linked: a render that breaks no line and meets no
/// character that may be an emoji never loads it, and one that wraps loads it and draws.
///
/// The loader's own trace (`LD_DEBUG=files`, on stderr) is what says which libraries a process opened.
@Suite struct LazyICUTests {
    static func render(_ arguments: [String]) throws -> CLIRunner.Result {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        return try CLIRunner.run(
            ["render"] + arguments + ["--scale", "2", "--out", folder.appendingPathComponent("out.png").path],
            environment: ["LD_DEBUG": "files"])
    }

    @Test func aTextInputRenderOpensNoICU() throws {
        let result = try Self.render(["Text Input", "Type=Default, State=Focused"])
        #expect(result.status == 0, "\(result.stderr.suffix(300))")
        #expect(result.stderr.contains("libfreetype"), "the loader's trace was captured")
        #expect(!result.stderr.contains("libicuuc"))
    }

    @Test func aWrappingTextAreaOpensICUAndDraws() throws {
        let value = "A value long enough to wrap inside the text area, several lines of it, then more words still"
        let result = try Self.render(["Text Area", "State=Filled", "--prop", "Value Text=\(value)"])
        #expect(result.status == 0, "\(result.stderr.suffix(300))")
        #expect(result.stderr.contains("libicuuc.so"))
    }
}
