import Foundation
import Testing

/// A set whose own name holds '/' (Figma's "Button / Primary") through the commands that print or read
/// `Set/Variant`: `list` and `stress` write the set's '/' as %2F, so a line's first '/' ends the set.
@Suite struct SlashNameCLITests {
    static let user = ["SPECIMEN_HOME": "", "CI": "", "GITHUB_ACTIONS": ""]

    @Test func listAndStressNameASlashSetUnambiguously() throws {
        let root = try CLIRunner.temporaryDirectory()
        let ds = root.appendingPathComponent("ds")
        try FileManager.default.createDirectory(at: ds, withIntermediateDirectories: true)
        // A label of fixed width that the pseudo-locale's longer text overflows: a stress finding.
        try Data(
            #"""
            {"version": 1, "name": "Button / Primary", "designSystem": "Slash", "position": 1,
             "root": {"name": "button", "type": "frame", "direction": "horizontal",
                      "children": [{"name": "label", "type": "text", "characters": "Save", "textStyle": "t", "color": "c", "width": 40}]}}
            """#.utf8
        ).write(to: ds.appendingPathComponent("Button.component.json"))
        try Data(
            ##"{"c": {"$type": "color", "$value": "#000000"}, "t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 14, "fontWeight": 400, "lineHeight": 20}}}"##
                .utf8
        ).write(to: ds.appendingPathComponent("tokens.json"))
        let list = try CLIRunner.run(["list", "--design-system", ds.path, "--set", "Button / Primary"], environment: Self.user, in: root)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.hasPrefix("Button %2F Primary/"), "\(list.stdout)")
        let stress = try CLIRunner.run(
            ["stress", "--design-system", ds.path, "--set", "Button / Primary", "--out", root.path + "/stress"], environment: Self.user, in: root)
        #expect(stress.status == 1, "\(stress.stdout)\(stress.stderr)")
        let findings = stress.stdout.split(separator: "\n").filter { $0.contains("[") }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.hasPrefix("Button %2F Primary/") }, "\(stress.stdout)")
        #expect(FileManager.default.fileExists(atPath: root.path + "/stress/button-primary"), "\(stress.stdout)")
    }
}
