import Foundation
import Testing

/// `specimen batch` as a user runs it: the same bytes as `specimen render`, bad lines by number, exit 1.
@Suite struct BatchCommandTests {
    @Test func batchWritesWhatRenderWritesAndNamesTheBadLine() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let jobs = dir.appendingPathComponent("jobs.jsonl")
        try """
        {"set": "Text Input", "variant": "Type=Password, State=Error", "scale": 2, "out": "\(dir.path)/batch.png"}
        {"set": "Text Input", "variant": "Type=Nope", "out": "\(dir.path)/nope.png"}
        {"set": "Digit Input", "variant": "State=Focused", "theme": "dark", "out": "\(dir.path)/batch.svg"}
        """.write(to: jobs, atomically: true, encoding: .utf8)
        let batch = try CLIRunner.run(["batch", jobs.path])
        #expect(batch.status == 1)
        #expect(batch.stdout.isEmpty)
        let lines = batch.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("specimen: batch line 2: ") == true, "\(batch.stderr)")
        #expect(lines.last?.contains("1 of 3 jobs failed, 2 written") == true, "\(batch.stderr)")

        let png = try CLIRunner.run(["render", "Text Input", "Type=Password, State=Error", "--scale", "2", "--out", "\(dir.path)/render.png"])
        let svg = try CLIRunner.run(["render", "Digit Input", "State=Focused", "--theme", "dark", "--out", "\(dir.path)/render.svg"])
        #expect(png.status == 0 && svg.status == 0)
        for (a, b) in [("batch.png", "render.png"), ("batch.svg", "render.svg")] {
            let batched = try Data(contentsOf: dir.appendingPathComponent(a))
            #expect(!batched.isEmpty)
            #expect(batched == (try Data(contentsOf: dir.appendingPathComponent(b))), "\(a)")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(dir.path)/nope.png"))
    }

    @Test func anUnreadableBatchFileIsBadInput() throws {
        let result = try CLIRunner.run(["batch", "/nonexistent/jobs.jsonl"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("batch file /nonexistent/jobs.jsonl: no such file"))
    }
}
