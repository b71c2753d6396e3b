import Foundation
import Testing

/// Hostile and mistaken input to every command, as a table: each case must exit with the given status,
/// print one line on stderr naming the bad part, print nothing on stdout, and create or change no file
/// (no output, no temporary file) in its folder.
///
/// `$D` in an argument is the case's own temporary folder, which holds the fixtures `BadInputFixtures`
/// makes. Cases owned elsewhere (a filter that matches nothing, a combining mark after `=`) are not here.
@Suite struct BadInputMatrixTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let message: String
        var status: Int32 = 2
        var environment: [String: String] = [:]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        // Commands, sets, variants, properties.
        Case(arguments: ["rendr"], message: "unknown command 'rendr'"),
        Case(arguments: ["render"], message: "render"),
        Case(arguments: ["render", "Text Imput", "--out", "$D/o.png"], message: "Text Imput"),
        Case(arguments: ["render", "Text Input", "State=Nope", "--out", "$D/o.png"], message: "Nope"),
        Case(arguments: ["render", "Text Input", "--prop", "Nope=1", "--out", "$D/o.png"], message: "Nope"),
        Case(arguments: ["render", "Text Input", "--prop", "=x", "--out", "$D/o.png"], message: "=x"),
        Case(arguments: ["render", "Text Input", "--prop", "Optional=maybe", "--out", "$D/o.png"], message: "maybe"),
        Case(arguments: ["render", "Stepper", "--bogus", "--out", "$D/o.png"], message: "--bogus"),
        Case(arguments: ["render", "Stepper", "--out"], message: "--out"),
        Case(arguments: ["layout", "Nope"], message: "Nope"),
        Case(arguments: ["layout", "Text Input", "State=Error", "extra"], message: "extra"),
        // Scales, themes, formats, backgrounds.
        Case(arguments: ["render", "Stepper", "--scale", "0", "--out", "$D/o.png"], message: "0"),
        Case(arguments: ["render", "Stepper", "--scale", "-1", "--out", "$D/o.png"], message: "-1"),
        Case(arguments: ["render", "Stepper", "--scale", "9", "--out", "$D/o.png"], message: "9"),
        Case(arguments: ["render", "Stepper", "--scale", "nan", "--out", "$D/o.png"], message: "scale NaN"),
        Case(arguments: ["render", "Stepper", "--scale", "inf", "--out", "$D/o.png"], message: "inf"),
        Case(arguments: ["render", "Stepper", "--scale", "1e308", "--out", "$D/o.png"], message: "scale 1e+308"),
        Case(arguments: ["render", "Stepper", "--scale", "two", "--out", "$D/o.png"], message: "two"),
        Case(arguments: ["render", "Stepper", "--theme", "sepia", "--out", "$D/o.png"], message: "sepia"),
        Case(arguments: ["render", "Stepper", "--format", "gif", "--out", "$D/o.gif"], message: "gif"),
        Case(arguments: ["render", "Stepper", "--out", "$D/o.jpg"], message: "format"),
        Case(arguments: ["render", "Stepper", "--background", "plaid", "--out", "$D/o.png"], message: "plaid"),
        Case(arguments: ["sheet", "Stepper", "--scale", "100", "--out", "$D/o.png"], message: "100"),
        Case(arguments: ["gallery", "--scale", "0.1", "--out", "$D/g"], message: "0.1"),
        Case(arguments: ["gallery", "--workers", "0", "--out", "$D/g"], message: "--workers"),
        Case(arguments: ["gallery", "--set", "Nope", "--out", "$D/g"], message: "Nope"),
        // Token values out of range: refused before layout, never a trap or -inf.
        Case(arguments: ["render", "Text Input", "State=Focused", "--tokens", "$D/huge-ring.json", "--out", "$D/o.png"], message: "focusRing/brand/width"),
        Case(arguments: ["render", "Text Input", "State=Focused", "--tokens", "$D/huge-ring.json", "--out", "$D/o.svg"], message: "focusRing/brand/width"),
        Case(arguments: ["render", "Text Input", "--tokens", "$D/negative-ring.json", "--out", "$D/o.png"], message: "focusRing/brand/width"),
        Case(arguments: ["layout", "Text Input", "--json", "--tokens", "$D/huge-line-height.json"], message: "lineHeight"),
        Case(arguments: ["render", "Text Input", "--tokens", "$D/huge-line-height.json", "--out", "$D/o.png"], message: "lineHeight"),
        Case(arguments: ["render", "Text Input", "--tokens", "$D/zero-font.json", "--out", "$D/o.png"], message: "fontSize"),
        Case(arguments: ["render", "Text Input", "--tokens", "$D/negative-font.json", "--out", "$D/o.png"], message: "fontSize"),
        Case(arguments: ["render", "Composer", "Style=Overlay, State=Empty", "--tokens", "$D/negative-blur.json", "--out", "$D/o.png"], message: "backdropBlur/sm"),
        Case(arguments: ["render", "Composer", "--tokens", "$D/huge-blur.json", "--out", "$D/o.png"], message: "backdropBlur/sm"),
        Case(arguments: ["review", "--tokens", "$D/huge-ring.json", "--set", "Stepper", "--scale", "1", "--out", "$D/r"], message: "focusRing/brand/width"),
        Case(arguments: ["gallery", "--tokens", "$D/huge-line-height.json", "--set", "Stepper", "--scale", "1", "--out", "$D/g"], message: "lineHeight"),
        Case(arguments: ["audit", "--tokens", "$D/zero-font.json", "--set", "Stepper"], message: "fontSize"),
        Case(arguments: ["render", "Stepper", "--tokens", "$D/not-json.json", "--out", "$D/o.png"], message: "not-json.json"),
        Case(arguments: ["render", "Stepper", "--tokens", "$D/missing.json", "--out", "$D/o.png"], message: "missing.json"),
        // Strings files.
        Case(arguments: ["render", "Stepper", "--strings", "$D/latin1.strings", "--out", "$D/o.svg"], message: "not UTF-8"),
        Case(arguments: ["render", "Stepper", "--strings", "$D/broken.strings", "--out", "$D/o.svg"], message: "broken.strings"),
        // Text length.
        Case(arguments: ["render", "Text Input", "--prop", "Input Text=" + String(repeating: "x", count: 65_537), "--out", "$D/o.png"], message: "Input Text"),
        // Where output goes.
        Case(arguments: ["render", "Stepper", "--format", "png", "--out", "$D/fifo"], message: "FIFO"),
        Case(arguments: ["render", "Stepper", "--format", "png", "--out", "/dev/null"], message: "device"),
        Case(arguments: ["render", "Stepper", "--out", "$D/read-only.png"], message: "read-only"),
        Case(arguments: ["render", "Stepper", "--out", "$D/folder.png"], message: "folder"),
        Case(arguments: ["render", "Stepper", "--out", "$D/nowhere/o.png"], message: "nowhere"),
        Case(arguments: ["render", "Stepper", "--out", "$D/" + String(repeating: "n", count: 256) + ".png"], message: "nnnn"),
        Case(arguments: ["sheet", "Stepper", "--out", "$D/read-only.png"], message: "read-only"),
        Case(arguments: ["gallery", "--set", "Stepper", "--scale", "1", "--out", "$D/read-only.png"], message: "read-only.png"),
        // diff.
        Case(arguments: ["diff", "$D/a.png"], message: "diff"),
        Case(arguments: ["diff", "$D/a.png", "$D/missing.png"], message: "missing.png"),
        Case(arguments: ["diff", "$D/a.png", "$D/garbage.png"], message: "garbage.png"),
        Case(arguments: ["diff", "$D/a.png", "$D/truncated.png"], message: "truncated.png"),
        Case(arguments: ["diff", "$D/a.png", "$D/huger-header.png"], message: "20000x20000"),
        Case(arguments: ["diff", "$D/a.png", "$D/huge-header.png", "--out", "$D/d.png"], message: "huge-header.png"),
        Case(arguments: ["diff", "$D/a.png", "$D/a.png", "--out", "$D/d.svg"], message: "d.svg"),
        Case(arguments: ["diff", "$D/a.png", "$D/a.png", "--max-delta", "-1"], message: "-1"),
        Case(arguments: ["diff", "$D/a.png", "$D/a.png", "--max-ratio", "2"], message: "2"),
        // Snapshots: never a folder that is not a goldens folder, never a report inside Snapshots/.
        Case(arguments: ["snapshot", "prune", "--snapshots", "$D"], message: "refusing to change"),
        Case(arguments: ["snapshot", "prune", "--check", "--snapshots", "$D"], message: "refusing to change"),
        Case(arguments: ["snapshot", "record", "--snapshots", "$D"], message: "refusing to change"),
        Case(arguments: ["snapshot", "verify", "--filter", "Stepper/*", "--report", "$D/snapshots-link/report"], message: "the goldens folder"),
        Case(arguments: ["snapshot", "verify", "--shard", "3/2"], message: "3/2"),
        Case(arguments: ["snapshot", "verify", "--max-pixels", "many"], message: "many"),
        Case(arguments: ["snapshot", "explode"], message: "explode"),
        Case(arguments: ["snapshot", "record"], message: "CI", environment: ["CI": "1"]),
        // The environment.
        Case(arguments: ["render", "Stepper", "--out", "$D/o.png"], message: "SPECIMEN_HOME", environment: ["SPECIMEN_HOME": "/nonexistent"]),
        Case(arguments: ["snapshot", "verify"], message: "SPECIMEN_HOME", environment: ["SPECIMEN_HOME": "/nonexistent"]),
    ]

    @Test(arguments: cases)
    func badInputIsOneLineAndTouchesNothing(_ badCase: Case) throws {
        let folder = try BadInputFixtures.make()
        let before = BadInputFixtures.inventory(folder)
        let arguments = badCase.arguments.map { $0.replacingOccurrences(of: "$D", with: folder.path) }
        var environment = ["CI": ""]
        for (key, value) in badCase.environment { environment[key] = value }
        let result = try CLIRunner.run(arguments, environment: environment)
        #expect(result.status == badCase.status, "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("specimen: "))
        let expected = badCase.message.replacingOccurrences(of: "$D", with: folder.path)
        #expect(result.stderr.contains(expected), "stderr: \(result.stderr)")
        #expect(BadInputFixtures.inventory(folder) == before, "a file was created or changed")
    }
}
