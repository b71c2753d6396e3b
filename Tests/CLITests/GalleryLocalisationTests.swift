import Foundation
import Testing

/// `specimen gallery` with `--locale`, `--direction` and `--text-scale`: every variant's picture is the
/// one `render` draws with the same options (and, for a locale the gallery offers, the strings file
/// of its translations that the gallery writes).
@Suite struct GalleryLocalisationTests {
    @Test(arguments: [["--direction", "rtl"], ["--locale", "en-XA"], ["--text-scale", "2"]])
    func galleryPicturesAreRendersWithTheSameLocalisation(flags: [String]) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let gallery = try CLIRunner.run(["gallery", "--set", "Counter Input", "--scale", "1", "--out", dir.appendingPathComponent("g").path] + flags)
        #expect(gallery.status == 0, "\(gallery.stderr)")
        // A locale the gallery offers is drawn with its sample translations, the file its snippets name.
        let strings = dir.appendingPathComponent("g/strings/\(flags[1]).strings")
        let translated = flags[0] == "--locale" ? ["--strings", strings.path] : []
        let render = try CLIRunner.run(["render", "Counter Input", "State=Placeholder", "--out", dir.appendingPathComponent("r.png").path] + flags + translated)
        let plain = try CLIRunner.run(["render", "Counter Input", "State=Placeholder", "--out", dir.appendingPathComponent("p.png").path])
        #expect(render.status == 0 && plain.status == 0)
        let pictured = try Data(contentsOf: dir.appendingPathComponent("g/images/counter-input/state-placeholder-light@1x.png"))
        #expect(pictured == (try Data(contentsOf: dir.appendingPathComponent("r.png"))))
        #expect(pictured != (try Data(contentsOf: dir.appendingPathComponent("p.png"))), "the option changes the picture")
    }

    @Test func aBadDirectionWritesNoGallery() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("g")
        let result = try CLIRunner.run(["gallery", "--set", "Stepper", "--direction", "up", "--out", out.path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--direction must be ltr or rtl, not 'up'"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
