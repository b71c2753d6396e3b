import Foundation
import Specimen
import Testing

/// A project is found from where the user stands: the nearest `specimen.json`, else the working
/// directory; `--snapshots` wins, `SPECIMEN_HOME` never moves them; the checkout the binary was built from is never
/// used for goldens unless the user stands in it. Every snapshot command says which folder it acts on.
@Suite struct ProjectTests {
    /// No `SPECIMEN_HOME`, no `CI`: the binary as a user runs it in their own repository.
    static let user = ["SPECIMEN_HOME": "", "CI": "", "GITHUB_ACTIONS": ""]
    static let filter = ["--filter", "Stepper/Size=sm, State=Min/*"]

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The checkout this test binary was built from, whose goldens must stay out of reach.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func anotherClonesGoldensAreTheOnesVerifiedAndATamperedOneFails() throws {
        let clone = try CLIRunner.temporaryDirectory()
        try Self.write(#"{"snapshots": "Goldens", "themes": ["light"], "scales": [1]}"#, to: clone.appendingPathComponent("specimen.json"))
        let below = clone.appendingPathComponent("Sources/App", isDirectory: true)
        try FileManager.default.createDirectory(at: below, withIntermediateDirectories: true)
        // Read-only first: the folder must be the clone's before anything is recorded.
        let first = try CLIRunner.run(["snapshot", "verify"] + Self.filter + ["--report", clone.path + "/report"], environment: Self.user, in: below)
        try #require(first.stdout.hasPrefix("snapshots: \(clone.path)/Goldens (from \(clone.path)/specimen.json)\n"), "\(first.stdout)\(first.stderr)")
        #expect(first.status == 1 && first.stdout.contains("missing"))

        let record = try CLIRunner.run(["snapshot", "record"] + Self.filter, environment: Self.user, in: below)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.hasPrefix("snapshots: \(clone.path)/Goldens (from \(clone.path)/specimen.json)\n"))
        let golden = clone.appendingPathComponent("Goldens/Stepper/Size=sm, State=Min/light@1x.png")
        #expect(FileManager.default.fileExists(atPath: golden.path))
        // The project's themes and scales are its renditions: light@1x only.
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden.deletingLastPathComponent().path) == ["light@1x.png"])
        #expect(try CLIRunner.run(["snapshot", "verify"] + Self.filter + ["--report", clone.path + "/report"], environment: Self.user, in: below).status == 0)

        // Another variant's picture in its place: verify in the clone fails.
        // (render refuses to write inside a goldens folder, so the picture is copied over the golden)
        let other = try CLIRunner.run(["render", "Stepper", "Size=sm, State=Max", "--scale", "1", "--out", clone.path + "/max.png"], environment: Self.user, in: below)
        #expect(other.status == 0, "\(other.stderr)")
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.copyItem(at: clone.appendingPathComponent("max.png"), to: golden)
        let tampered = try CLIRunner.run(["snapshot", "verify"] + Self.filter + ["--report", clone.path + "/report"], environment: Self.user, in: below)
        #expect(tampered.status == 1 && tampered.stdout.contains("pixels changed"), "\(tampered.stdout)")
        let prune = try CLIRunner.run(["snapshot", "prune", "--check"], environment: Self.user, in: clone)
        #expect(prune.stdout.hasPrefix("snapshots: \(clone.path)/Goldens (from \(clone.path)/specimen.json)\n"), "\(prune.stdout)\(prune.stderr)")
    }

    @Test func anEmptyFolderIsItsOwnProjectAndInitStartsOne() throws {
        let empty = try CLIRunner.temporaryDirectory()
        let verify = try CLIRunner.run(["snapshot", "verify"] + Self.filter + ["--report", empty.path + "/report"], environment: Self.user, in: empty)
        #expect(verify.stdout.hasPrefix("snapshots: \(empty.path)/Snapshots (from the working directory; no specimen.json here or above)\n"), "\(verify.stdout)")
        // Not the checkout's 359 goldens: here there are none, so every selected one is missing.
        #expect(verify.status == 1 && verify.stdout.contains("4 goldens: 0 matched, 4 goldens failed (4 missing)"), "\(verify.stdout)")

        let initialised = try CLIRunner.run(["init"], environment: Self.user, in: empty)
        #expect(initialised.status == 0, "\(initialised.stderr)")
        let project = try SpecimenProject.load(empty.appendingPathComponent("specimen.json"))
        // The team's own design system: its folder is the project's, its tokens are the folder's own, and
        // no tolerance is named, so a verify is exact.
        #expect(project.designSystems == [empty.appendingPathComponent("design-system").standardizedFileURL])
        #expect(project.tokens.isEmpty && project.tolerance.maxDelta == nil)
        #expect(project.themes == ["light", "dark"] && project.scales == [2])
        // list, record and verify draw its Badge and nothing of Specimen's.
        let list = try CLIRunner.run(["list"], environment: Self.user, in: empty)
        #expect(list.stdout == "Badge/Tone=Accent\nBadge/Tone=Quiet\n", "\(list.stdout)\(list.stderr)")
        let record = try CLIRunner.run(["snapshot", "record"], environment: Self.user, in: empty)
        #expect(record.status == 0 && record.stdout.contains("wrote \(empty.path)/Snapshots/Badge/Tone=Quiet/dark@2x.png"), "\(record.stdout)\(record.stderr)")
        #expect(!record.stdout.contains("Stepper") && record.stdout.contains("4 goldens"), "\(record.stdout)")
        let passing = try CLIRunner.run(["snapshot", "verify"], environment: Self.user, in: empty)
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        // A passing verify writes no report.
        #expect(!FileManager.default.fileExists(atPath: empty.appendingPathComponent("specimen-report").path))
        // init never replaces a file.
        let again = try CLIRunner.run(["init"], environment: Self.user, in: empty)
        #expect(again.status == 2 && again.stderr.contains("already exists"), "\(again.stderr)")
    }

    /// A colour one step off in one channel (#0969DA drawn as #0A69DA) fails a default verify, which then
    /// writes its report; the project opts in to a tolerance that lets it pass.
    @Test func aOneStepColourChangeFailsTheDefaultVerify() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLIRunner.run(["init"], environment: Self.user, in: folder).status == 0)
        let only = ["--filter", "Badge/Tone=Accent/light@2x*"]
        #expect(try CLIRunner.run(["snapshot", "record"] + only, environment: Self.user, in: folder).status == 0)
        let tokens = folder.appendingPathComponent("design-system/tokens.json")
        let text = try String(contentsOf: tokens, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "#0969DA", with: "#0A69DA").utf8).write(to: tokens)
        let changed = try CLIRunner.run(["snapshot", "verify"] + only, environment: Self.user, in: folder)
        #expect(changed.status == 1 && changed.stdout.contains("pixels changed"), "\(changed.stdout)\(changed.stderr)")
        #expect(changed.stdout.contains("tolerance max-delta 0/255 per channel, max-pixels 0"), "\(changed.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("specimen-report/results.json").path))
        let tolerant = try CLIRunner.run(["snapshot", "verify", "--max-delta", "1"] + only, environment: Self.user, in: folder)
        #expect(tolerant.status == 0, "\(tolerant.stdout)")
    }

    /// `--shipped-sets` starts on Specimen's own sets with a brand colour laid over them, as init did before.
    @Test func initWithShippedSetsDrawsSpecimensSets() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let initialised = try CLIRunner.run(["init", "--shipped-sets"], environment: Self.user, in: folder)
        #expect(initialised.status == 0, "\(initialised.stderr)")
        let project = try SpecimenProject.load(folder.appendingPathComponent("specimen.json"))
        #expect(project.designSystems.isEmpty)
        #expect(project.tokens.map(\.file) == [folder.appendingPathComponent("design-system/tokens.json").standardizedFileURL])
        let record = try CLIRunner.run(["snapshot", "record"] + Self.filter, environment: Self.user, in: folder)
        #expect(record.status == 0 && record.stdout.contains("wrote \(folder.path)/Snapshots/Stepper/Size=sm, State=Min/dark@2x.png"), "\(record.stdout)\(record.stderr)")
    }

    @Test func specimenHomeNamesResourcesOnlyAndTheSnapshotsOptionWins() throws {
        let clone = try CLIRunner.temporaryDirectory()
        try Self.write("{}", to: clone.appendingPathComponent("specimen.json"))
        var home = Self.user
        home["SPECIMEN_HOME"] = Self.checkout.path
        // The home's fonts and themes draw, but the goldens are the project's, not the home's Snapshots/.
        let fromHome = try CLIRunner.run(["snapshot", "verify"] + Self.filter, environment: home, in: clone)
        #expect(fromHome.stdout.hasPrefix("snapshots: \(clone.path)/Snapshots (from \(clone.path)/specimen.json)\n"), "\(fromHome.stdout)")
        #expect(fromHome.status == 1 && fromHome.stdout.contains("4 missing"), "\(fromHome.stdout)")
        let other = clone.appendingPathComponent("elsewhere", isDirectory: true)
        let explicit = try CLIRunner.run(["snapshot", "verify", "--snapshots", other.path, "--report", clone.path + "/report"] + Self.filter, environment: home, in: clone)
        #expect(explicit.stdout.hasPrefix("snapshots: \(other.path) (from --snapshots)\n"), "\(explicit.stdout)")
    }

    @Test func theProjectsTokenFilesAreLaidUnderEveryRender() throws {
        let project = try CLIRunner.temporaryDirectory()
        try Self.write(#"{"tokens": ["brand/red.tokens.json"]}"#, to: project.appendingPathComponent("specimen.json"))
        try Self.write(##"{"brand": {"base": {"$type": "color", "$value": "#FF0000"}}}"##, to: project.appendingPathComponent("brand/red.tokens.json"))
        let outside = try CLIRunner.temporaryDirectory()
        for folder in [project, outside] {
            let run = try CLIRunner.run(["render", "Digit Input", "State=Focused", "--scale", "1", "--out", folder.path + "/s.png"], environment: Self.user, in: folder)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let red = try Data(contentsOf: project.appendingPathComponent("s.png")), shipped = try Data(contentsOf: outside.appendingPathComponent("s.png"))
        #expect(red != shipped)
        // A --tokens file is laid after the project's: it wins.
        try Self.write(##"{"brand": {"base": {"$type": "color", "$value": "#155DFC"}}}"##, to: project.appendingPathComponent("blue.json"))
        let back = try CLIRunner.run(
            ["render", "Digit Input", "State=Focused", "--scale", "1", "--tokens", "blue.json", "--out", project.path + "/b.png"], environment: Self.user, in: project)
        #expect(back.status == 0, "\(back.stderr)")
        #expect(try Data(contentsOf: project.appendingPathComponent("b.png")) == shipped)
        // A review starts from the project's tokens: light blue over the project's red changes the focused
        // light Digit Input; outside the project the same file is the shipped light blue and changes nothing.
        let inProject = try CLIRunner.run(["review", "--tokens", "light:blue.json", "--set", "Digit Input", "--scale", "1", "--out", "r"], environment: Self.user, in: project)
        #expect(inProject.status == 0 && inProject.stdout.contains("; 1 of 10 pictures changed"), "\(inProject.stdout)\(inProject.stderr)")
        try FileManager.default.copyItem(at: project.appendingPathComponent("blue.json"), to: outside.appendingPathComponent("blue.json"))
        let shippedReview = try CLIRunner.run(["review", "--tokens", "light:blue.json", "--set", "Digit Input", "--scale", "1", "--out", "r"], environment: Self.user, in: outside)
        #expect(shippedReview.status == 0 && shippedReview.stdout.contains("; 0 of 10 pictures changed"), "\(shippedReview.stdout)\(shippedReview.stderr)")
        #expect(!inProject.stdout.contains("No picture of"))
        // Red brand over the Stepper, which draws no brand token: values change, pictures do not, and
        // the review says why instead of a bare "0 of 12".
        let stepper = try CLIRunner.run(
            ["review", "--tokens", project.path + "/brand/red.tokens.json", "--set", "Stepper", "--scale", "1", "--out", "r"],
            environment: Self.user, in: outside)
        #expect(stepper.stdout.contains("; 0 of 12 pictures changed"), "\(stepper.stdout)")
        #expect(stepper.stdout.contains("\nNo picture of Stepper draws with a changed token; specimen tokens --set Stepper lists the tokens they draw with.\n"))
    }

    struct BadFile: Sendable, CustomStringConvertible {
        let text: String
        let message: String
        var description: String { message }
    }

    @Test(arguments: [
        BadFile(text: #"{"snapshot": "S"}"#, message: "has an unknown key 'snapshot'; valid: designSystems, tokens, fonts, snapshots, themes, scales, tolerance"),
        BadFile(text: #"{"scales": [2, 9]}"#, message: "'scales' must list different numbers from 0.5 to 8, such as [1, 2, 3]"),
        BadFile(text: #"{"scales": [true]}"#, message: "'scales' must list different numbers from 0.5 to 8, such as [1, 2, 3]"),
        BadFile(text: #"{"themes": ["sepia"]}"#, message: "'themes' must list light, dark or both, once each"),
        BadFile(text: #"{"designSystems": ["missing"]}"#, message: "design system folder 'missing' does not exist"),
        BadFile(text: #"{"fonts": "nowhere"}"#, message: "fonts folder 'nowhere' holds no Inter-Regular.otf; it replaces Specimen's Fonts/ and must hold the same files"),
        BadFile(text: #"{"tokens": ["brand.json"]}"#, message: "token file 'brand.json' does not exist"),
        BadFile(text: #"{"tolerance": {"maxDelta": 1.5}}"#, message: "'tolerance.maxDelta' must be a whole number from 0 to 255"),
        BadFile(text: #"{"tolerance": {"max": 1}}"#, message: "'tolerance' has an unknown key 'max'; valid: maxDelta, maxPixels, maxRatio, perceptual"),
        BadFile(text: #"["Snapshots"]"#, message: "must hold one JSON object"),
        BadFile(text: #"{"snapshots": "#, message: "is not JSON"),
    ])
    func aBadProjectFileIsOneLineNamingItAndNothingIsWritten(bad: BadFile) throws {
        let project = try CLIRunner.temporaryDirectory()
        try Self.write(bad.text, to: project.appendingPathComponent("specimen.json"))
        let run = try CLIRunner.run(["snapshot", "record"] + Self.filter, environment: Self.user, in: project)
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("specimen: project file \(project.path)/specimen.json \(bad.message)"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path) == ["specimen.json"])
    }

    @Test func theProjectsFontsFolderIsTheOneDrawnWith() throws {
        let project = try CLIRunner.temporaryDirectory()
        // Specimen's fonts but the Thai fallback, which the Stepper never draws, is the Hebrew file:
        // the same pictures from other files.
        let fonts = project.appendingPathComponent("brand-fonts", isDirectory: true)
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.checkout.appendingPathComponent("Fonts").path) where name != "NotoSansThai-Regular.ttf" {
            try FileManager.default.createSymbolicLink(at: fonts.appendingPathComponent(name), withDestinationURL: Self.checkout.appendingPathComponent("Fonts/" + name))
        }
        try FileManager.default.createSymbolicLink(
            at: fonts.appendingPathComponent("NotoSansThai-Regular.ttf"),
            withDestinationURL: Self.checkout.appendingPathComponent("Fonts/NotoSansHebrew-Regular.ttf"))
        try Self.write(#"{"fonts": "brand-fonts", "themes": ["light"], "scales": [1]}"#, to: project.appendingPathComponent("specimen.json"))
        let record = try CLIRunner.run(["snapshot", "record"] + Self.filter, environment: Self.user, in: project)
        #expect(record.status == 0, "\(record.stderr)")
        // The manifest's font fingerprint is of the files the project names, not of Specimen's Fonts/.
        let manifest = try String(contentsOf: project.appendingPathComponent("Snapshots/manifest.json"), encoding: .utf8)
        let shipped = try String(contentsOf: Self.checkout.appendingPathComponent("Snapshots/manifest.json"), encoding: .utf8)
        let fingerprint = try #require(shipped.firstMatch(of: /"fonts": "(fnv1a64w:[0-9a-f]+)"/)?.output.1)
        #expect(manifest.contains("\"fonts\": \"fnv1a64w:") && !manifest.contains(String(fingerprint)), "\(manifest.prefix(400))")
        let loaded = try SpecimenProject.load(project.appendingPathComponent("specimen.json"))
        #expect(loaded.fonts == project.appendingPathComponent("brand-fonts").standardizedFileURL)
    }

    @Test func theProjectFilesToleranceIsVerifysDefaultAndAnOptionWins() throws {
        let project = try CLIRunner.temporaryDirectory()
        try Self.write(#"{"themes": ["light"], "scales": [1], "tolerance": {"maxPixels": 100000}}"#, to: project.appendingPathComponent("specimen.json"))
        #expect(try CLIRunner.run(["snapshot", "record"] + Self.filter, environment: Self.user, in: project).status == 0)
        let golden = project.appendingPathComponent("Snapshots/Stepper/Size=sm, State=Min/light@1x.png")
        #expect(
            try CLIRunner.run(["render", "Stepper", "Size=sm, State=Max", "--scale", "1", "--out", project.path + "/max.png"], environment: Self.user, in: project).status == 0)
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.copyItem(at: project.appendingPathComponent("max.png"), to: golden)
        let lenient = try CLIRunner.run(["snapshot", "verify", "--report", project.path + "/r"] + Self.filter, environment: Self.user, in: project)
        #expect(lenient.status == 0, "\(lenient.stdout)")
        let strict = try CLIRunner.run(["snapshot", "verify", "--max-pixels", "0", "--report", project.path + "/r"] + Self.filter, environment: Self.user, in: project)
        #expect(strict.status == 1 && strict.stdout.contains("max-pixels 0"), "\(strict.stdout)")
    }
}
