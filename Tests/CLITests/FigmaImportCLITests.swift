import Foundation
import Testing

/// A real Figma file no one here wrote, imported and then drawn by the commands a new user runs, with
/// no Swift: render (PNG, SVG, PDF), snapshot record and verify, gallery, and check figma on the folder.
@Suite struct FigmaImportCLITests {
    static let user = ["SPECIMEN_HOME": "", "CI": "", "GITHUB_ACTIONS": ""]
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FigmaTests/Fixtures/piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json").path

    @Test func anImportedFileRendersSnapshotsAndGalleries() throws {
        let root = try CLIRunner.temporaryDirectory()
        let imported = try CLIRunner.run(["import", "figma", Self.fixture, "--out", root.path + "/patagonia"], environment: Self.user, in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("3 component documents"))
        try Data(#"{"designSystems": ["patagonia"], "snapshots": "Goldens"}"#.utf8).write(to: root.appendingPathComponent("specimen.json"))
        // The carousel holds an instance of the imported Button: drawn from the Button's own document.
        for format in ["png", "svg", "pdf"] {
            let render = try CLIRunner.run(["render", "carousel content 2", "--out", root.path + "/carousel.\(format)"], environment: Self.user, in: root)
            #expect(render.status == 0, "\(render.stderr)")
        }
        let record = try CLIRunner.run(["snapshot", "record"], environment: Self.user, in: root)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains("Recorded 6 goldens"), "\(record.stdout)")
        let verify = try CLIRunner.run(["snapshot", "verify"], environment: Self.user, in: root)
        #expect(verify.status == 0 && verify.stdout.contains("6 matched"), "\(verify.stdout)\(verify.stderr)")
        let gallery = try CLIRunner.run(["gallery", "--out", root.path + "/gallery", "--scale", "1"], environment: Self.user, in: root)
        #expect(gallery.status == 0, "\(gallery.stderr)")
        let index = try String(contentsOfFile: root.path + "/gallery/index.html", encoding: .utf8)
        #expect(index.contains("carousel content 2") && index.contains("Button"))
        // The documents laid out beside Figma's boxes: every miss is the Roboto text drawn in Inter.
        let check = try CLIRunner.run(["check", "figma", Self.fixture, "--design-system", root.path + "/patagonia"], environment: Self.user, in: root)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("misses: 5 text metrics of a font not bundled") && !check.stdout.contains("unexplained"), "\(check.stdout)")
    }
}

/// `import figma --fonts DIR` writes the folder's fonts and their licences into the imported design
/// system's `fonts/`, so a render of it draws in them: without the copy, the imported folder drew
/// fidget2's Montserrat title in Inter and warned.
@Suite struct FigmaImportFontsCLITests {
    static let fidget2 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FigmaTests/Fixtures/fidget2")

    @Test func theFontsOfTheImportAreTheFoldersOwn() throws {
        let root = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let fonts = Self.fidget2.appendingPathComponent("fonts").path
        let imported = try CLIRunner.run(
            ["import", "figma", Self.fidget2.appendingPathComponent("frames/text_gradient.json").path, "--out", root.path + "/imported", "--fonts", fonts],
            environment: FigmaImportCLITests.user, in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(!imported.stderr.contains("Montserrat"), "\(imported.stderr)")
        let given = try FileManager.default.contentsOfDirectory(atPath: fonts).sorted()
        let copied = try FileManager.default.contentsOfDirectory(atPath: root.path + "/imported/fonts").sorted()
        #expect(copied == given, "\(copied)")
        #expect(imported.stdout.contains("copied \(given.count) files of \(fonts)"), "\(imported.stdout)")
        for name in given {
            #expect(FileManager.default.contents(atPath: root.path + "/imported/fonts/" + name) == FileManager.default.contents(atPath: fonts + "/" + name), "\(name)")
        }
        // The folder alone now draws the title in Montserrat: no warning, as the import measured it.
        let render = try CLIRunner.run(
            ["render", "text_gradient", "--design-system", root.path + "/imported", "--out", root.path + "/title.png"], environment: FigmaImportCLITests.user, in: root)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stderr.isEmpty, "\(render.stderr)")
    }
}
