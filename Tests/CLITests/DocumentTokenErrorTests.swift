import Foundation
import Testing

/// A token a team's document draws with that its design system cannot give is one line naming the
/// document, the line, the JSON path and the token files searched; one defined only in the other
/// mode's file says which file to add.
@Suite struct DocumentTokenErrorTests {
    static let user = ProjectTests.user

    /// An `init`ed project with `edit` applied to the file at `path` (relative to the project).
    static func project(_ edits: [(path: String, from: String, to: String)], remove: [String] = []) throws -> URL {
        let folder = try CLIRunner.temporaryDirectory()
        #expect(try CLIRunner.run(["init"], environment: user, in: folder).status == 0)
        for edit in edits {
            let url = folder.appendingPathComponent(edit.path)
            let text = try String(contentsOf: url, encoding: .utf8)
            try Data(text.replacingOccurrences(of: edit.from, with: edit.to).utf8).write(to: url)
        }
        for path in remove { try FileManager.default.removeItem(at: folder.appendingPathComponent(path)) }
        return folder
    }

    @Test func aMisspelledTokenNamesTheDocumentLinePathAndFiles() throws {
        let fill = #""fills": [{"shape": "pill", "color": "color/accent"}]"#
        let folder = try Self.project([("design-system/Badge.component.json", fill, fill.replacingOccurrences(of: "accent", with: "acent"))])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["render", "Badge", "--out", "b.png"], environment: Self.user, in: folder)
        #expect(result.status == 2)
        let ds = folder.appendingPathComponent("design-system").path
        let expected =
            "specimen: \(ds)/Badge.component.json:15: $.root.fills[0].color: unknown token color/acent; closest: color/accent, color/on-accent "
            + "(token files searched: \(ds)/tokens.json)\n"
        #expect(result.stderr == expected, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.png").path))
    }

    /// A focus ring whose colours the document names (not the tokens beside its width) draws in packet
    /// as in render: packet no longer asks for `color/gap` and `color/width`, which nobody defines.
    @Test func packetDrawsAFocusRingWithItsOwnColours() throws {
        let ring = ##""effects": [{"type": "focus-ring", "gap": "ring/gap", "width": "ring/width", "color": "color/accent", "gapColor": "color/on-accent"}], "fills""##
        let sizes = ##""ring": {"$type": "dimension", "gap": {"$value": "2px"}, "width": {"$value": "2px"}}, "type": {"##
        let folder = try Self.project([("design-system/Badge.component.json", #""fills""#, ring), ("design-system/tokens.json", #""type": {"#, sizes)])
        defer { try? FileManager.default.removeItem(at: folder) }
        for words in [["render", "Badge", "--out", "b.png"], ["packet", "--date", "2026-12-01", "--out", "p.pdf"]] {
            let result = try CLIRunner.run(words, environment: Self.user, in: folder)
            #expect(result.status == 0, "\(words.joined(separator: " ")): \(result.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("p.pdf").path))
    }

    @Test func aTokenOfTheOtherModesFileAloneSaysWhichFileToAdd() throws {
        // The accent moves to light.tokens.json, and there is no dark file.
        let folder = try Self.project(
            [("design-system/tokens.json", ##""accent": {"$type": "color", "$value": "#0969DA"},"##, "")], remove: ["design-system/dark.tokens.json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let ds = folder.appendingPathComponent("design-system")
        try Data(##"{"color": {"accent": {"$type": "color", "$value": "#0969DA"}}}"##.utf8).write(to: ds.appendingPathComponent("light.tokens.json"))
        #expect(try CLIRunner.run(["render", "Badge", "--out", "light.png"], environment: Self.user, in: folder).status == 0)
        let dark = try CLIRunner.run(["render", "Badge", "--theme", "dark", "--out", "dark.png"], environment: Self.user, in: folder)
        #expect(dark.status == 2)
        let expected =
            "no token color/accent in dark; light.tokens.json defines it, for its mode only: add dark.tokens.json to \(ds.path) defining it, "
            + "or move it into a file for both modes"
        #expect(dark.stderr.contains(expected), "\(dark.stderr)")
    }
}
