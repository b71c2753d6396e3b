import Foundation
import SpecimenFiles
import SpecimenPNG
import Testing
import Specimen

/// The `specimen` command line, run as a user runs it.
@Suite struct CLITests {
    @Test func listPrintsEveryVariantOnce() throws {
        let result = try CLIRunner.run(["list"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines == Catalogue.standard.allConfigurations.map(\.name), "every variant, in catalogue order")
        #expect(lines.first == "Text Input/Type=Default, State=Placeholder")
        #expect(lines.contains("Stepper/Size=md, State=Min"))
        #expect(lines.contains("Composer/Style=Overlay, State=Typing"))
        #expect(Set(lines).count == lines.count)
        #expect(lines.filter { !$0.hasPrefix("InputPassword/") }.count == Catalogue.standard.sets.filter { $0.designSystem == "Appetite UI" }.reduce(0) { $0 + $1.variants.count })
    }

    @Test func layoutJSONHasTheSpecsNumbers() throws {
        let result = try CLIRunner.run(["layout", "Text Input", "Type=Password, State=Error", "--json"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["set"] as? String == "Text Input")
        #expect(json["variant"] as? String == "Type=Password, State=Error")
        let frame = try #require(json["frame"] as? [String: Double])
        #expect(frame["width"] == 340 && frame["height"] == 104)
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        let field = try #require(nodes.first { $0["name"] as? String == "field" })
        #expect((field["frame"] as? [String: Double])?["height"] == 56)
    }

    @Test func aMissingVariantMeansTheDefault() throws {
        let result = try CLIRunner.run(["layout", "Stepper", "--json"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"variant\": \"Size=sm, State=Default\""))
    }

    @Test func renderWritesAPNGOfTheBoundsTimesTheScale() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("digit.png").path
        let result = try CLIRunner.run(["render", "Digit Input", "State=Focused", "--scale", "3", "--theme", "dark", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder().decodeImage(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        // 292 x 64 cells plus a 4 pt focus ring above, below and, for cell 3, inside the frame's width.
        let tree = try Renderer.standard().layout(try Catalogue.standard.configuration(set: "Digit Input", variant: "State=Focused"))
        #expect(image.pixmap.width == Int((tree.bounds.width * 3).rounded(.up)))
        #expect(image.pixmap.height == Int((tree.bounds.height * 3).rounded(.up)))
        #expect(image.pixelsPerPoint == 3)
    }

    /// `--format pdf` wins over a name that says nothing; the file is one page in points.
    @Test func renderWritesPDFByFormat() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("stepper.out").path
        let result = try CLIRunner.run(["render", "Stepper", "--format", "pdf", "--scale", "2", "--out", out])
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(bytes.starts(with: Array("%PDF-1.7".utf8)))
        #expect(String(decoding: bytes, as: UTF8.self).contains("/MediaBox [0 0 107 36]"))
    }

    @Test func renderWritesSVGByExtension() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("c.svg").path
        let result = try CLIRunner.run(["render", "Composer", "Style=Overlay, State=Typing", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") || svg.hasPrefix("<svg"))
        #expect(svg.contains("viewBox=\"0 0 361 40\""))
    }

    /// A user's photo behind the Overlay Composer: it changes the picture, and a file that is not a
    /// PNG is refused with one line.
    @Test func aUserBackdropReplacesTheBuiltInPhoto() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let photo = dir.appendingPathComponent("photo.png").path
        let solid = try #require(Pixmap(width: 40, height: 20, fill: Color(red: 200, green: 30, blue: 30).premultiplied))
        try AtomicFile.write(try PNGEncoder().encode(solid, pixelsPerPoint: 1), to: photo, durability: .none)
        let builtIn = dir.appendingPathComponent("a.png").path, custom = dir.appendingPathComponent("b.png").path
        let subject = ["render", "Composer", "Style=Overlay, State=Empty"]
        #expect(try CLIRunner.run(subject + ["--out", builtIn]).status == 0)
        #expect(try CLIRunner.run(subject + ["--backdrop", photo, "--out", custom]).status == 0)
        let a = try PNGDecoder().decode(Array(try Data(contentsOf: URL(fileURLWithPath: builtIn))))
        let b = try PNGDecoder().decode(Array(try Data(contentsOf: URL(fileURLWithPath: custom))))
        #expect(a.width == b.width && a.data != b.data)
        // Away from the field's text, the red photo shows through the 24% black fill as a dark red.
        let c = b.color(x: 200, y: 3)
        #expect(c.red > 100 && c.green < 60 && c.blue < 60, "\(c)")
        let bad = try CLIRunner.run(subject + ["--backdrop", "/etc/hostname", "--out", dir.appendingPathComponent("c.png").path])
        #expect(bad.status == 2 && bad.stderr.contains("not a usable PNG"))
    }

    @Test func helpIsAvailableForEveryCommand() throws {
        let overview = try CLIRunner.run(["--help"])
        #expect(overview.status == 0)
        for command in ["list", "layout", "render", "batch", "snapshot", "diff", "gallery", "sheet", "review", "audit", "decisions"] {
            #expect(overview.stdout.contains("  \(command)"), "\(command) missing from --help")
            let help = try CLIRunner.run([command, "--help"])
            #expect(help.status == 0 && help.stdout.contains("Usage"), "\(command) --help")
        }
    }

    /// Valid text is never refused: a combining mark or a zero-width joiner right after `=`.
    @Test(arguments: ["Value=\u{301}ok", "Value=\u{200D}", "Placeholder=\u{0308}x"])
    func anyTextAfterTheEqualsSignIsAccepted(assignment: String) throws {
        let result = try CLIRunner.run(["layout", "Composer", "State=Typing", "--prop", assignment, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Bad input: one line on stderr naming the bad part and what is valid, exit 2, nothing on stdout.
    @Test(arguments: [
        (["layout", "Text Inptu"], "valid sets: Text Input"),
        (["layout", "Text Input", "Type=Passwrd"], "valid: Default, Left Selection"),
        (["layout", "Text Input", "--prop", "Optinal=off"], "its properties"),
        (["layout", "Text Input", "--prop", "Optional=maybe"], "valid: on, off"),
        (["layout", "Text Input", "--prop", "Icon Left Swap=phon"], "phone"),
        (["layout", "Text Input", "--prop", "Optional"], "'Name=Value'"),
        (["layout", "Stepper", "--prop", "Minimum=two"], "whole number"),
        (["layout", "Text Input", "State=Error, State=Filled"], "names 'State' twice"),
        (["layout", "Text Input", ","], "empty variant"),
        (["layout", "Text Input", ""], "empty variant"),
        (["render", "Text Input", "--prop", "Input Text=a", "--prop", "Input Text=b", "--out", "/tmp/specimen-never.png"], "is set twice"),
        (["layout", "Text Input", "--jsn"], "valid: --design-system, --direction, --json"),
        (["lyout"], "did you mean layout"),
        (["render", "Text Input", "--scale", "0", "--out", "/tmp/specimen-never.png"], "from 0.5 to 8"),
        (["render", "Text Input", "--scale", "-1", "--out", "/tmp/specimen-never.png"], "from 0.5 to 8"),
        (["render", "Text Input", "--scale", "nan", "--out", "/tmp/specimen-never.png"], "from 0.5 to 8"),
        (["render", "Text Input", "--scale", "abc", "--out", "/tmp/specimen-never.png"], "--scale must be a number"),
        (["render", "Text Input", "--theme", "sepia", "--out", "/tmp/specimen-never.png"], "valid: light, dark"),
        (["render", "Text Input", "--out", "/tmp/specimen-never.gif"], "valid: png, svg, pdf"),
        (["render", "Text Input", "--out", "/nonexistent-dir/x.png"], "cannot write /nonexistent-dir/x.png"),
        (["render", "Text Input"], "needs --out"),
        (["packet", "--out", "/tmp/specimen-never.png"], "writes PDF only"),
        (["packet", "--date", "30/11/2026", "--out", "/tmp/specimen-never.pdf"], "--date must be a day written YYYY-MM-DD"),
        (["packet", "--set", "Stepr", "--out", "/tmp/specimen-never.pdf"], "Stepper"),
        (["packet"], "needs --out FILE.pdf"),
        (["packet", "--paper", "a3", "--out", "/tmp/specimen-never.pdf"], "--paper must be a4 or letter"),
        (["review", "--tokens", "/nonexistent.json", "--format", "docx"], "--format must be pdf or html"),
    ])
    func badInputGetsOneLineAndExitTwo(arguments: [String], fragment: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("specimen: "))
        #expect(result.stderr.contains(fragment), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/specimen-never.png"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/specimen-never.gif"))
    }

    /// 8x is the largest scale Specimen draws and works; just past it is refused, with no file. (The
    /// 64-million-pixel budget is a second guard that no catalogue component reaches at 8x: the
    /// largest, a full Text Area, is about 3.3 million pixels there.)
    @Test func theLargestScaleRendersAndOneBeyondIsRefusedWithoutAFile() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("big.png").path
        let ok = try CLIRunner.run(["render", "Text Input", "--scale", "8", "--out", out])
        #expect(ok.status == 0)
        #expect(try PNGDecoder().decode(Array(try Data(contentsOf: URL(fileURLWithPath: out)))).width == 340 * 8)
        let refused = try CLIRunner.run(["render", "Text Input", "--scale", "8.01", "--out", dir.appendingPathComponent("b.png").path])
        #expect(refused.status == 2)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("b.png").path))
    }
}
