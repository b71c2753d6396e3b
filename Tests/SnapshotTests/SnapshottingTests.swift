import Foundation
import SpecimenFiles
import SpecimenSnapshot
import Testing

/// The test API: `verifySnapshot` / `assertSnapshot` with `.png`, `.svg`, `.layoutJSON` and `pullback`.
@Suite struct SnapshottingTests {
    let configuration: ComponentConfiguration
    let folder: String
    let local: [String: String]

    init() throws {
        configuration = try Catalogue.standard.configuration(set: "Text Input", variant: "Type=Password, State=Error")
        folder = try Fixtures.temporaryFolder().path
        local = ["SPECIMEN_ARTIFACTS": try Fixtures.temporaryFolder().path]
    }

    private func strategy() throws -> Snapshotting<ComponentConfiguration, RenderedImage> {
        .png(RenderOptions(theme: .dark, scale: 2), renderer: try Fixtures.renderer.get())
    }

    @Test func aMissingReferenceIsRecordedThenMatches() throws {
        let png = try strategy()
        let first = verifySnapshot(of: configuration, as: png, named: "error", snapshotDirectory: folder, environment: local)
        #expect(first?.hasPrefix("recorded a new reference snapshot at \(folder)/SnapshottingTests.aMissingReferenceIsRecordedThenMatches.error.png") == true)
        #expect(FileManager.default.fileExists(atPath: folder + "/SnapshottingTests.aMissingReferenceIsRecordedThenMatches.error.png"))
        #expect(verifySnapshot(of: configuration, as: png, named: "error", snapshotDirectory: folder, environment: local) == nil)
        assertSnapshot(of: configuration, as: png, named: "error", snapshotDirectory: folder, environment: local)
    }

    @Test func underCIAMissingReferenceFailsAndNothingIsWritten() throws {
        let message = verifySnapshot(
            of: configuration, as: try strategy(), named: "x", snapshotDirectory: folder,
            record: .all, environment: ["CI": "true"])
        #expect(message?.contains("no reference snapshot at") == true)
        #expect(message?.contains("CI is set") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/SnapshottingTests.underCIAMissingReferenceFailsAndNothingIsWritten.x.png"))
    }

    @Test func aChangedPixelNamesItsNodeAndWritesTheArtifacts() throws {
        let png = try strategy()
        _ = verifySnapshot(of: configuration, as: png, named: "e", snapshotDirectory: folder, environment: local)
        let reference = URL(fileURLWithPath: folder + "/SnapshottingTests.aChangedPixelNamesItsNodeAndWritesTheArtifacts.e.png")
        let rendered = try RenderedImage(rendering: configuration, options: RenderOptions(theme: .dark, scale: 2), renderer: Fixtures.renderer.get())
        let locator = try #require(rendered.locator)
        let deepest = try #require(locator.entries.max { $0.depth < $1.depth })
        let x = Int((deepest.left + deepest.right) / 2), y = Int((deepest.top + deepest.bottom) / 2)
        try Fixtures.alter(reference, scale: 2) { $0[x, y] = PremultipliedColor(red: 1, green: 2, blue: 3, alpha: 255) }
        let message = try #require(verifySnapshot(of: configuration, as: png, named: "e", snapshotDirectory: folder, environment: local))
        #expect(message.contains("pixels changed: 1 px in 1 region: \(locator.name(atX: Double(x) + 0.5, y: Double(y) + 0.5)) ("))
        #expect(message.contains("tolerance max-delta 0/255"))
        let artifacts = try #require(local["SPECIMEN_ARTIFACTS"])
        // Keyed by module and test file, so a test of the same name in another file cannot overwrite them.
        #expect(
            FileManager.default.fileExists(atPath: artifacts + "/SnapshotTests/SnapshottingTests/SnapshottingTests.aChangedPixelNamesItsNodeAndWritesTheArtifacts.e.actual.png"))
        #expect(
            FileManager.default.fileExists(atPath: artifacts + "/SnapshotTests/SnapshottingTests/SnapshottingTests.aChangedPixelNamesItsNodeAndWritesTheArtifacts.e.difference.png")
        )
        #expect(message.contains(artifacts + "/SnapshotTests/SnapshottingTests/SnapshottingTests.aChangedPixelNamesItsNodeAndWritesTheArtifacts.e.difference.png"))
        // `failed` re-records it; then it matches again.
        var failed = local
        failed["SPECIMEN_RECORD"] = "failed"
        #expect(verifySnapshot(of: configuration, as: png, named: "e", snapshotDirectory: folder, environment: failed)?.contains("re-recorded") == true)
        #expect(verifySnapshot(of: configuration, as: png, named: "e", snapshotDirectory: folder, environment: local) == nil)
    }

    @Test func textStrategiesDiffLineByLine() throws {
        let renderer = try Fixtures.renderer.get()
        let json = Snapshotting<ComponentConfiguration, String>.layoutJSON(renderer: renderer)
        #expect(json.pathExtension == "json")
        _ = verifySnapshot(of: configuration, as: json, named: "tree", snapshotDirectory: folder, environment: local)
        let url = URL(fileURLWithPath: folder + "/SnapshottingTests.textStrategiesDiffLineByLine.tree.json")
        var text = try #require(String(bytes: try Fixtures.bytes(url), encoding: .utf8))
        text = text.replacingOccurrences(of: "\"variant\": ", with: "\"variant\": \"changed\", \"was\": ")
        try AtomicFile.write(Array(text.utf8), to: url.path, durability: .none)
        let message = try #require(verifySnapshot(of: configuration, as: json, named: "tree", snapshotDirectory: folder, environment: local))
        #expect(message.contains("text changed (- reference, + actual)"))
        #expect(message.contains("- " + #"  "variant": "changed", "was": "Type=Password, State=Error","#))
        #expect(message.contains("+ " + #"  "variant": "Type=Password, State=Error","#))

        let svg = Snapshotting<ComponentConfiguration, String>.svg(RenderOptions(scale: 2), renderer: renderer)
        #expect(svg.pathExtension == "svg")
        #expect(verifySnapshot(of: configuration, as: svg, named: "v", snapshotDirectory: folder, environment: local) != nil)
        #expect(verifySnapshot(of: configuration, as: svg, named: "v", snapshotDirectory: folder, environment: local) == nil)
    }

    @Test func pullbackComposesStrategies() throws {
        let upper = Snapshotting<String, String>.lines(pathExtension: "txt").pullback { (n: Int) in String(repeating: "line\n", count: n) }
        #expect(verifySnapshot(of: 3, as: upper, named: "n", snapshotDirectory: folder, environment: local) != nil)
        #expect(verifySnapshot(of: 3, as: upper, named: "n", snapshotDirectory: folder, environment: local) == nil)
        let message = verifySnapshot(of: 4, as: upper, named: "n", snapshotDirectory: folder, environment: local)
        #expect(message?.contains("+ line") == true)
    }

    @Test(
        arguments: [
            ([:], SnapshotRecordMode.missing), (["SPECIMEN_RECORD": "all"], .all), (["SPECIMEN_RECORD": "FAILED"], .failed),
            (["SPECIMEN_RECORD": "never"], .never), (["SPECIMEN_RECORD": "all", "CI": "1"], .never), (["CI": ""], .missing),
        ] as [([String: String], SnapshotRecordMode)])
    func recordModeComesFromTheEnvironment(environment: [String: String], mode: SnapshotRecordMode) throws {
        #expect(try SnapshotRecordMode.from(environment: environment) == mode)
    }

    @Test func aBadRecordModeIsAMessageNotACrash() throws {
        let message = verifySnapshot(of: "x", as: .lines(), snapshotDirectory: folder, environment: ["SPECIMEN_RECORD": "sometimes"])
        #expect(message == "SPECIMEN_RECORD is 'sometimes'; valid: all, missing, failed, never")
    }

    @Test func lineDiffShowsOnlyTheChangedLines() {
        let old = (1...30).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 12\n", with: "line twelve\n")
        #expect(LineDiff.diff(old, old) == nil)
        #expect(LineDiff.diff(old, new) == "@@ -12,1 +12,1 @@\n  line 11\n- line 12\n+ line twelve\n  line 13")
    }
}
