import Foundation
import SpecimenPNG
import Testing
import Specimen

/// Issue 21's interrupted work (faults 16 and 17): `record`, `gallery`, `batch` and `diff --out`
/// killed 20 times each with SIGTERM, SIGINT and SIGHUP in turn at random moments leave no temporary file and every
/// file old or new; a first `record` into a new folder, killed anywhere, leaves a folder the next
/// `record` accepts. Before the fix, `.NAME.tmp-XXXX` files stayed behind after most kills (fault 17)
/// and a killed first record left goldens without a manifest, refused for good (fault 16).
@Suite struct KillLoopTests {
    static let variant = "Snapshots/" + HostileSandbox.goldensFolder

    /// Two 1200 x 800 pictures that differ in a band, so `diff --out` writes a 3600-pixel-wide image for
    /// long enough to be interrupted.
    static let largeImages: @Sendable (HostileSandbox) throws -> Void = { sandbox in
        for (name, shift) in [("large-a.png", 0), ("large-b.png", 40)] {
            var rgba = [UInt8](repeating: 255, count: 1200 * 800 * 4)
            for y in 0..<800 {
                for x in 0..<1200 {
                    let i = (y * 1200 + x) * 4
                    rgba[i] = UInt8(truncatingIfNeeded: x &* 7 &+ y)
                    rgba[i + 1] = UInt8(truncatingIfNeeded: y &* 3 &+ (y > 300 && y < 500 ? shift : 0))
                    rgba[i + 2] = UInt8(truncatingIfNeeded: x ^ y)
                }
            }
            let pixmap = try #require(Pixmap(width: 1200, height: 800, straightRGBA: rgba))
            try sandbox.write("inputs/" + name, bytes: try PNGEncoder().encode(pixmap, pixelsPerPoint: 1))
        }
    }

    static let loops: [KillLoop] = {
        var record = KillLoop(
            "record", ["snapshot", "record", "--snapshots", "$D/Snapshots", "--filter", HostileSandbox.goldensFilter],
            outputs: [variant], milliseconds: 0...500)
        // The old goldens hold other pixels, so the record must rewrite every one; the manifest's bytes
        // do not change (the digests are of the new files), so it is not an output.
        record.age = { sandbox, new in
            for path in new.keys { try sandbox.write(path, bytes: try #require(sandbox.bytes("inputs/b.png"))) }
        }
        var diff = KillLoop(
            "diff --out", ["diff", "$D/inputs/large-a.png", "$D/inputs/large-b.png", "--out", "$D/diff.png"],
            outputs: ["diff.png"], milliseconds: 0...500, setup: largeImages)
        diff.status = 1
        var gallery = KillLoop(
            "gallery", ["gallery", "--set", "Stepper", "--scale", "1", "--workers", "1", "--out", "$D/site"],
            outputs: ["site"], milliseconds: 0...900)
        // The gallery's record (issue 35) is its bookkeeping, rewritten by every run (first as the
        // folder's marker, last with what it wrote): never one run's output or another's.
        gallery.exempt = ["site/.specimen-files"]
        let jobs = (0..<12).map { #"{"set": "Stepper", "variant": "Size=md, State=Default", "scale": 3, "out": "out/\#($0).png"}"# }
        return [
            record,
            gallery,
            KillLoop(
                "batch", ["batch", "$D/inputs/jobs-12.jsonl", "--jobs", "2"], outputs: ["out"], milliseconds: 0...400,
                setup: { sandbox in
                    try sandbox.write("inputs/jobs-12.jsonl", jobs.joined(separator: "\n") + "\n")
                    try sandbox.makeFolder("out")
                }),
            diff,
        ]
    }()

    @Test(arguments: loops)
    func killedWorkLeavesNoTemporaryFileAndEveryFileOldOrNew(_ loop: KillLoop) throws {
        try KillLoop.run(loop)
    }

    /// Issue 35, item 11: `import figma` killed by SIGTERM, SIGINT or SIGHUP leaves no staging folder beside
    /// `--out` (main left `.imported.import-<pid>` for good), and `--out` is missing or whole. Eight
    /// kills of a 231 KB file's import (about 0.3 CPU-second each).
    @Test func anInterruptedImportLeavesNoStagingFolder() throws {
        let fixture = HostileSandbox.repository.appendingPathComponent("Tests/FigmaTests/Fixtures/piglovesyou-fig/pC6EOjjdZpS7PVsPTgjNLL.file.json").path
        var loop = KillLoop("import figma", ["import", "figma", fixture, "--out", "$D/imported"], outputs: ["imported"], milliseconds: 0...400)
        loop.kills = 8
        loop.age = { sandbox, _ in try? FileManager.default.removeItem(at: sandbox.url("imported")) }
        loop.invariant = { sandbox, ending in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: sandbox.path)) ?? []
            let staging = names.filter { $0.contains(".import-") || $0.contains(".tmp-") && $0.hasPrefix(".imported") }
            #expect(staging.isEmpty, "left after \(ending): \(staging)")
            let imported = (try? FileManager.default.contentsOfDirectory(atPath: sandbox.url("imported").path)) ?? []
            #expect(imported.isEmpty || imported.contains { $0.hasSuffix(".component.json") }, "a part of the import: \(imported)")
        }
        try KillLoop.run(loop)
    }

    /// A first record into a new folder, killed anywhere: whenever a golden is on disk, Specimen's
    /// manifest (its marker) is too, and the next record completes.
    @Test func anInterruptedFirstRecordIsRecoveredByTheNext() throws {
        let record = ["snapshot", "record", "--snapshots", "$D/fresh", "--filter", HostileSandbox.goldensFilter]
        var loop = KillLoop("first record", record, outputs: ["fresh"], milliseconds: 0...500)
        loop.age = { sandbox, _ in try? FileManager.default.removeItem(at: sandbox.url("fresh")) }
        loop.exempt = ["fresh/manifest.json"]
        loop.invariant = { sandbox, ending in
            let goldens = (try? FileManager.default.contentsOfDirectory(atPath: sandbox.url("fresh/" + HostileSandbox.goldensFolder).path)) ?? []
            guard goldens.contains(where: { !$0.hasPrefix(".") }) else { return }
            let manifest = sandbox.bytes("fresh/manifest.json") ?? []
            #expect(manifest.starts(with: Array("{\n  \"format\": ".utf8)), "goldens without Specimen's manifest after \(ending): \(goldens)")
            guard ending.status != 0 else { return }
            let next = try HostileMatrix.specimen(record, in: sandbox)
            #expect(next.ending.status == 0, "the next record: \(next.stderr)")
        }
        try KillLoop.run(loop)
    }
}
