import Foundation
import Testing
import TestSupport

/// `--design-system DIR` on every command, and a project's `designSystems`, as a new user runs them:
/// their own components listed, rendered, played, snapshot-recorded and verified, galleried, audited,
/// packeted, their tokens and decisions listed, with no Swift; and bad folders refused in one line.
@Suite struct DesignSystemCLITests {
    static let user = ["SPECIMEN_HOME": "", "CI": "", "GITHUB_ACTIONS": ""]

    /// A project folder with the sample design system in `design-system/` and a `specimen.json` naming it.
    static func project() throws -> URL {
        let root = try CLIRunner.temporaryDirectory()
        try SampleDesignSystem.write(to: root.appendingPathComponent("design-system", isDirectory: true))
        try Data(#"{"designSystems": ["design-system"], "snapshots": "Goldens"}"#.utf8).write(to: root.appendingPathComponent("specimen.json"))
        return root
    }

    @Test func listShowsTheDesignSystemsVariantsAndOnlyThem() throws {
        let root = try CLIRunner.temporaryDirectory()
        let folder = try SampleDesignSystem.write(to: root.appendingPathComponent("ds"))
        let listed = try CLIRunner.run(["list", "--design-system", folder.path], environment: Self.user, in: root)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(
            listed.stdout == """
                Sample Button/Size=sm, State=Rest
                Sample Button/Size=sm, State=Disabled
                Sample Button/Size=md, State=Rest
                Sample Button/Size=md, State=Disabled
                Sample Checkbox/Default

                """)
        // A shipped set can still be named beside them.
        let stepper = try CLIRunner.run(["list", "--set", "Stepper", "--design-system", folder.path], environment: Self.user, in: root)
        #expect(stepper.status == 0 && stepper.stdout.hasPrefix("Stepper/"))
    }

    /// Figma names sets with slashes ("Button / Primary") and variants with them too ("State=Default/Off"):
    /// `list` writes a set's own `/` as %2F (and `%` as %25), as its goldens' folder is named, so the
    /// first `/` of a line always ends the set's name.
    @Test func listKeepsSetAndVariantApartWhenNamesHaveSlashes() throws {
        let root = try CLIRunner.temporaryDirectory()
        let folder = try SampleDesignSystem.write(to: root.appendingPathComponent("ds"))
        let file = folder.appendingPathComponent("Checkbox.component.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(#""name": "Sample Checkbox""#))
        try Data(text.replacingOccurrences(of: #""name": "Sample Checkbox""#, with: #""name": "Sample / Checkbox 100%""#).utf8).write(to: file)
        let listed = try CLIRunner.run(["list", "--design-system", folder.path], environment: Self.user, in: root)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.hasSuffix("Sample %2F Checkbox 100%25/Default\n"), "\(listed.stdout)")
        // The name as the designer wrote it is still what every command takes.
        let drawn = try CLIRunner.run(["layout", "Sample / Checkbox 100%", "--design-system", folder.path], environment: Self.user, in: root)
        #expect(drawn.status == 0, "\(drawn.stderr)")
    }

    @Test func everyDrawingCommandTakesTheFolder() throws {
        let root = try CLIRunner.temporaryDirectory()
        let ds = try SampleDesignSystem.write(to: root.appendingPathComponent("ds")).path
        let png = root.appendingPathComponent("b.png").path
        let render = try CLIRunner.run(["render", "Sample Button", "Size=sm", "--design-system", ds, "--scale", "2", "--out", png], environment: Self.user, in: root)
        #expect(render.status == 0, "\(render.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        // The PNG's height (IHDR bytes 20-23) is the small button's 28 pt at 2x.
        #expect(bytes[20..<24].reduce(0) { $0 << 8 | Int($1) } == Int(SampleDesignSystem.smallButtonHeight) * 2)
        let layout = try CLIRunner.run(["layout", "Sample Button", "--design-system", ds, "--json"], environment: Self.user, in: root)
        #expect(layout.status == 0 && layout.stdout.contains("\"label\""), "\(layout.stderr)")
        let play = try CLIRunner.run(["play", "Sample Checkbox", "--events", "press box", "--design-system", ds, "--out", root.path + "/p.png"], environment: Self.user, in: root)
        #expect(play.status == 0, "\(play.stderr)")
        let sheet = try CLIRunner.run(["sheet", "Sample Button", "--design-system", ds, "--out", root.path + "/s.png"], environment: Self.user, in: root)
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let tokens = try CLIRunner.run(["tokens", "--design-system", ds], environment: Self.user, in: root)
        #expect(tokens.status == 0 && tokens.stdout.contains("button/bg"), "\(tokens.stdout)\(tokens.stderr)")
        // The label's text style is a token the layout reads: listed with its typography, not only the colours.
        let typeRow = tokens.stdout.split(separator: "\n").first { $0.hasPrefix("type/body ") }
        #expect(typeRow?.contains("typography") == true && typeRow?.contains("Button: layout") == true, "\(tokens.stdout)")
        let decisions = try CLIRunner.run(["decisions", "--design-system", ds], environment: Self.user, in: root)
        #expect(decisions.status == 0 && decisions.stdout.contains("| Sample Button | the label is never cut |"), "\(decisions.stdout)")
        // Its checks are the universal ones (the sample ships no guidelines), which its variants pass:
        // the JSON lists every check, passes included.
        let audit = try CLIRunner.run(["audit", "--json", "--design-system", ds], environment: Self.user, in: root)
        #expect(audit.status == 0 && audit.stdout.contains("Sample Button"), "\(audit.stdout)\(audit.stderr)")
        let packet = try CLIRunner.run(["packet", "--design-system", ds, "--date", "2026-12-01", "--out", root.path + "/packet.pdf"], environment: Self.user, in: root)
        #expect(packet.status == 0, "\(packet.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: root.path + "/packet.pdf")).prefix(5) == Data("%PDF-".utf8))
    }

    @Test func aProjectsDesignSystemIsRecordedVerifiedAndGalleried() throws {
        let root = try Self.project()
        let record = try CLIRunner.run(["snapshot", "record"], environment: Self.user, in: root)
        #expect(record.status == 0, "\(record.stderr)")
        let goldens = root.appendingPathComponent("Goldens")
        // The project's own sets only: 4 button variants and 1 checkbox, light and dark at 2x.
        let written = record.stdout.split(separator: "\n").filter { $0.hasPrefix("wrote ") && $0.hasSuffix(".png") }
        #expect(written.count == 10, "\(record.stdout)")
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("Sample Button/Size=md, State=Rest/dark@2x.png").path))
        let verify = try CLIRunner.run(["snapshot", "verify", "--report", root.path + "/report"], environment: Self.user, in: root)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        // A changed token changes the picture: verify fails on exactly the pictures drawn with it.
        let light = root.appendingPathComponent("design-system/light.tokens.json")
        try Data(SampleDesignSystem.colours(background: "#cf222e").utf8).write(to: light)
        let changed = try CLIRunner.run(["snapshot", "verify", "--report", root.path + "/report"], environment: Self.user, in: root)
        #expect(changed.status == 1 && changed.stdout.contains("Sample Button"), "\(changed.stdout)")
        #expect(!changed.stdout.contains("dark@2x"))
        let gallery = try CLIRunner.run(["gallery", "--out", root.path + "/gallery", "--scale", "1"], environment: Self.user, in: root)
        #expect(gallery.status == 0, "\(gallery.stderr)")
        let index = try String(contentsOfFile: root.path + "/gallery/index.html", encoding: .utf8)
        #expect(index.contains("Sample Button") && index.contains("Sample Checkbox") && !index.contains("Stepper"))
    }

    @Test(arguments: [
        ("missing", "is not a readable folder"),
        ("empty", "holds no *.component.json file"),
        ("typo", "did you mean"),
    ])
    func aBadFolderIsOneLineNamingWhatIsWrong(kind: String, expected: String) throws {
        let root = try CLIRunner.temporaryDirectory()
        let folder = root.appendingPathComponent("ds")
        switch kind {
        case "missing": break
        case "empty": try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        default:
            try SampleDesignSystem.write(to: folder)
            try Data(SampleDesignSystem.button.replacingOccurrences(of: "\"counterAlignment\"", with: "\"counterAlignmnet\"").utf8)
                .write(to: folder.appendingPathComponent("Button.component.json"))
        }
        let result = try CLIRunner.run(["render", "Sample Button", "--design-system", folder.path, "--out", root.path + "/x.png"], environment: Self.user, in: root)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains(expected), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.path + "/x.png"))
    }
}
