import Foundation
import SpecimenPNG
import Testing
import TestSupport
import Specimen

/// `specimen play`, run as a user runs it: frames, an animated PNG Pillow reads, a JSON line per state,
/// and one clear line for what a component does not answer.
@Suite struct PlayCommandTests {
    @Test func layoutPrintsAJSONLinePerState() throws {
        let result = try CLIRunner.run(["play", "Stepper", "--prop", "Minimum=0", "--events", "press decrement; press decrement; press decrement", "--layout"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        let states = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(states.map { $0["step"] as? Int } == [0, 1, 2, 3])
        #expect(states[0]["event"] is NSNull)
        #expect(states.map { $0["event"] as? String }.dropFirst().allSatisfy { $0 == "press decrement" })
        #expect(states.map { ($0["properties"] as? [String: String])?["Value"] } == ["2", "1", "0", "0"])
        #expect(states.map { $0["variant"] as? String } == ["Size=sm, State=Default", "Size=sm, State=Default", "Size=sm, State=Min", "Size=sm, State=Min"])
        #expect(states.allSatisfy { $0["set"] as? String == "Stepper" && $0["nodes"] is [Any] && $0["bounds"] is [String: Any] })
    }

    @Test(.tags(.externalTool), ExternalTool.pillow.gate) func anAnimatedPNGHasAFramePerState() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("composer.png").path
        let result = try CLIRunner.run(["play", "Composer", "--events", "focus; type \"On my way\"; press send", "--scale", "2", "--out", out])
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
        let pillow = try CLIRunner.python(
            """
            import sys
            from PIL import Image, ImageSequence
            im = Image.open(sys.argv[1])
            print(im.n_frames, im.size[0], im.size[1], [int(f.info["duration"]) for f in ImageSequence.Iterator(im)])
            """, out)
        #expect(pillow == "4 722 80 [700, 700, 700, 2000]\n")
    }

    @Test func aFolderGetsNumberedFrames() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frames").path + "/"
        let result = try CLIRunner.run(["play", "Digit Input", "--events", "focus; type \"4821\"", "--out", out])
        #expect(result.status == 0)
        // Beside the frames, only the hidden record of what it wrote (WrittenFiles), for a later, shorter run.
        let files = try FileManager.default.contentsOfDirectory(atPath: out).filter { !$0.hasPrefix(".") }.sorted()
        #expect(files == ["frame-00.png", "frame-01.png", "frame-02.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasPrefix(".") } == [".specimen-files"])
        let sizes = try files.map { try PNGDecoder().decode(Array(try Data(contentsOf: URL(fileURLWithPath: out + $0)))) }.map { "\($0.width)x\($0.height)" }
        #expect(Set(sizes) == ["296x72"])  // 292 x 64, plus the focus ring around the first cell (4 pt left, above and below), in every frame
    }

    static let refused: [([String], String)] = [
        (
            ["play", "Stepper", "--events", "type \"3\"", "--layout"],
            "specimen: Stepper (Size=sm, State=Default) does not answer 'type \"3\"'; it answers: press NODE (NODE: decrement, increment)\n"
        ),
        (
            ["play", "Composer", "--events", "press sned", "--layout"],
            "specimen: Composer (Style=Default, State=Empty) does not answer 'press sned'; it answers: focus, blur, type \"text\", paste \"text\", backspace [N], clear, enter, press NODE (NODE: accessory, send)\n"
        ),
        (
            ["play", "Stepper", "--prop", "Value=two", "--events", "press increment", "--layout"],
            "specimen: Stepper cannot 'press increment': its Value 'two' is not a whole number; set it to one, as in --prop 'Value=2'\n"
        ),
        (
            ["play", "Text Input", "--events", "focus; tipe \"x\"", "--layout"],
            "specimen: event 2 'tipe \"x\"': unknown event 'tipe'; valid: focus, blur, type \"text\", paste \"text\", backspace [N], clear, enter, press NODE\n"
        ),
        (
            ["play", "Text Input", "--events", "focus"],
            "specimen: 'specimen play' needs --out FILE.png (an animated PNG), --out DIR/ (numbered frames) or --layout\n"
        ),
        (
            ["play", "Text Input", "--layout"],
            "specimen: 'specimen play' needs --events 'SCRIPT', such as --events 'focus; type \"Hi\"'\n"
        ),
        (
            ["play", "Text Area", "--scale", "8", "--events", Array(repeating: "type \"x\"", count: 30).joined(separator: ";"), "--out", "x.png"],
            "specimen: 31 frames of 2720 x 832 pixels are over Specimen's budget of 64000000 pixels for one animation; play fewer events or use a smaller scale\n"
        ),
        (
            ["play", "Text Input", "--events", "focus", "--out", "x.svg"],
            "specimen: 'specimen play' writes an animated PNG (--out FILE.png) or numbered PNG frames (--out DIR/), not 'x.svg'\n"
        ),
    ]

    @Test(arguments: refused)
    func refusesWithOneLineAndNoFile(arguments: [String], message: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message)
    }

    @Test func aRefusedEventWritesNoFile() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("x.png").path
        let result = try CLIRunner.run(["play", "Stepper", "--events", "press increment; focus", "--out", out])
        #expect(result.status == 2)
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}

extension CLIRunner {
    /// Runs a Python script (with Pillow, which `make test` installs) and returns what it prints.
    static func python(_ script: String, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
