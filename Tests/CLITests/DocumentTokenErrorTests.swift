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
        // The README quotes this line, its files elided.
        let readme = try String(contentsOf: ReadmeCommandTests.root.appendingPathComponent("README.md"), encoding: .utf8)
            .replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
        let line = try #require(result.stderr.components(separatedBy: "(token files searched: ").first).dropFirst("specimen: \(ds)/".count)
        #expect(readme.contains("`\(line)(token files searched: ...)`"), "the README does not quote: \(line)")
    }

    /// Every command that reads a document's tokens says the same line of a token its theme lacks:
    /// a colour (resolved by the scene, the audit, the token list) or a text style (read by the layout).
    /// Each row: the command's words and the token misspelled in Badge's document. (Badge answers no
    /// event, so `play` is held to its first layout's text style: its frames are drawn as `render` draws.)
    static let everyPath: [(words: [String], typo: Typo)] = [
        (["render", "Badge", "--out", "out.png"], .color), (["render", "Badge", "--out", "out.png"], .textStyle),
        (["layout", "Badge"], .textStyle), (["audit"], .color), (["tokens"], .color),
        (["sheet", "Badge", "--out", "out.png"], .color), (["gallery", "--out", "out"], .color),
        (["packet", "--date", "2026-12-01", "--out", "out.pdf"], .color), (["play", "Badge", "--events", "blur", "--out", "out.png"], .textStyle),
    ]

    enum Typo: Sendable, CustomStringConvertible {
        case color, textStyle
        /// The line of init's Badge, and the same line with its token misspelled.
        var edit: (from: String, to: String) {
            switch self {
            case .color: (#""fills": [{"shape": "pill", "color": "color/accent"}]"#, #""fills": [{"shape": "pill", "color": "color/acent"}]"#)
            case .textStyle: (#""textStyle": "type/badge""#, #""textStyle": "type/bagde""#)
            }
        }
        /// What the line says after the file: its line, JSON path and message.
        var said: String {
            switch self {
            case .color: ":15: $.root.fills[0].color: unknown token color/acent; closest: color/accent, color/on-accent (token files searched: "
            case .textStyle: ":18: $.root.children[0].textStyle: Badge names the text style type/bagde, which its design system's tokens do not hold"
            }
        }
        var description: String { self == .color ? "colour" : "text style" }
    }

    @Test(arguments: everyPath)
    func everyCommandNamesTheDocumentLinePathAndFiles(_ words: [String], _ typo: Typo) throws {
        let folder = try Self.project([("design-system/Badge.component.json", typo.edit.from, typo.edit.to)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(words, environment: Self.user, in: folder)
        let ds = folder.appendingPathComponent("design-system").path
        #expect(result.status == 2, "\(words.joined(separator: " ")): \(result.stderr)")
        #expect(result.stderr.hasPrefix("specimen: \(ds)/Badge.component.json" + typo.said), "\(words.joined(separator: " ")): \(result.stderr)")
        #expect(result.stderr.contains("token files searched: \(ds)/tokens.json"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1 && result.stdout.isEmpty, "\(result.stdout)\(result.stderr)")
        // Nothing drawn is left (a gallery's folder may stay, holding no page and no images/).
        for name in ["out.png", "out.pdf", "out/index.html", "out/images"] {
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(words[0]) left \(name)")
        }
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
        // The tokens it draws with (the list packet's token pages and the gallery print) are the ring's
        // own, as its document names them, not names guessed beside its colours.
        let tokens = try CLIRunner.run(["tokens"], environment: Self.user, in: folder)
        #expect(tokens.status == 0, "\(tokens.stderr)")
        #expect(tokens.stdout.contains("ring/gap") && tokens.stdout.contains("ring/width"), "\(tokens.stdout)")
        #expect(!tokens.stdout.contains("color/gap") && !tokens.stdout.contains("color/width"), "\(tokens.stdout)")
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
        // The audit draws both modes, and says the same of dark's.
        let audit = try CLIRunner.run(["audit"], environment: Self.user, in: folder)
        #expect(audit.status == 2 && audit.stderr.contains(expected), "\(audit.stderr)")
    }
}
