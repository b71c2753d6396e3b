import Foundation
import Testing

/// `specimen batch` lines with `locale`, `direction` and `textScale`: the bytes `render` writes with
/// `--locale`, `--direction` and `--text-scale`, and a bad value named by line.
@Suite struct BatchLocalisationTests {
    @Test(arguments: [
        (#""locale": "ar""#, ["--locale", "ar"]),
        (#""locale": "en-XA", "direction": "rtl""#, ["--locale", "en-XA", "--direction", "rtl"]),
        (#""textScale": 2"#, ["--text-scale", "2"]),
    ])
    func aLocalisedLineWritesWhatRenderWrites(keys: String, flags: [String]) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let jobs = dir.appendingPathComponent("jobs.jsonl")
        try """
        {"set": "Text Input", "scale": 2, \(keys), "out": "\(dir.path)/batch.png"}
        {"set": "Text Input", "scale": 2, "out": "\(dir.path)/plain.png"}
        """.write(to: jobs, atomically: true, encoding: .utf8)
        let batch = try CLIRunner.run(["batch", jobs.path])
        #expect(batch.status == 0, "\(batch.stderr)")
        let render = try CLIRunner.run(["render", "Text Input", "--scale", "2"] + flags + ["--out", "\(dir.path)/render.png"])
        #expect(render.status == 0, "\(render.stderr)")
        let batched = try Data(contentsOf: dir.appendingPathComponent("batch.png"))
        #expect(batched == (try Data(contentsOf: dir.appendingPathComponent("render.png"))))
        #expect(batched != (try Data(contentsOf: dir.appendingPathComponent("plain.png"))), "the localisation changes the picture")
    }

    @Test(arguments: [
        (#""direction": "up""#, #"batch line 1: "direction" must be ltr or rtl, not 'up'"#),
        (#""textScale": 9"#, "text scale"),
        (#""textScale": "big""#, #"batch line 1: "textScale" must be a number from 0.8 to 3"#),
        (#""locale": "1x""#, "1x"),
    ])
    func aBadLocalisationIsNamedByLine(keys: String, message: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let jobs = dir.appendingPathComponent("jobs.jsonl")
        try #"{"set": "Stepper", \#(keys), "out": "\#(dir.path)/x.png"}"#.write(to: jobs, atomically: true, encoding: .utf8)
        let batch = try CLIRunner.run(["batch", jobs.path])
        #expect(batch.status == 1)
        #expect(batch.stdout.isEmpty)
        #expect(batch.stderr.contains(message), "\(batch.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(dir.path)/x.png"))
    }
}
