#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import Specimen
import SpecimenFiles

/// Issue 21's file-safety faults as hostile-matrix rows. Each row names the fault it covers. Run
/// against the build before the fix (`SPECIMEN_TEST_EXECUTABLE=<main's specimen> swift test --filter
/// FileSafetyHostileTests`), 35 of the 41 rows fail; the other six are guards beside them that main
/// already got right (prune, prune --check and configure of `public/`, record of `public/` with a
/// filter, record keeping a hidden look-alike, a report folder that is itself a link into the goldens). The concurrent faults (3, the
/// galleries) are in `ConcurrentWriterTests`, the interrupted ones (16, 17) in `KillLoopTests`.
@Suite struct FileSafetyHostileTests {
    static let goldens = "$D/Snapshots"
    static let filter = HostileSandbox.goldensFilter
    static let variant = "Snapshots/" + HostileSandbox.goldensFolder
    static let verify = ["snapshot", "verify", "--snapshots", goldens, "--filter", filter]

    /// Runs the binary under test inside a case's setup (to make a report folder or a first run).
    static func specimen(_ sandbox: HostileSandbox, _ arguments: [String]) throws {
        let run = try HostileMatrix.specimen(arguments, in: sandbox)
        guard run.ending.status == 0 || run.ending.status == 1 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "setup: \(arguments): \(run.ending) \(run.stderr)"])
        }
    }

    /// The sandbox's golden `light@1x.png` replaced by another variant's pixels, so verify fails on it
    /// (and record must rewrite it).
    static let breakOneGolden: @Sendable (HostileSandbox) throws -> Void = { sandbox in
        try sandbox.write(variant + "/light@1x.png", bytes: try #require(sandbox.bytes("inputs/b.png")))
    }

    static let dataLoss: [HostileCase] = [
        // Fault 1: a web app's public/ holds a manifest.json that is not Specimen's and a golden-shaped icon.
        HostileCase(
            "1: record --snapshots public/ refuses the folder (its manifest.json is not Specimen's)",
            ["snapshot", "record", "--snapshots", "$D/public"], message: "manifest.json"),
        HostileCase(
            "1: record --snapshots public/ with a filter refuses it too",
            ["snapshot", "record", "--snapshots", "$D/public", "--filter", filter], message: "manifest.json"),
        HostileCase("1: prune --snapshots public/ refuses it", ["snapshot", "prune", "--snapshots", "$D/public"], message: "manifest.json"),
        // Fault 2: the report's images/ holds the user's own files named like report images.
        HostileCase(
            "2: verify --report keeps files in images/ it never wrote", verify + ["--report", "$D/report"], status: 0,
            outputs: ["report/index.html", "report/junit.xml", "report/results.json", "report/.specimen-files"],
            setup: { sandbox in
                // A folder an earlier report filled (it holds Specimen's record); the user added files since.
                try sandbox.write("report/" + WrittenFiles.fileName, "specimen-files 1\n")
                try sandbox.write("report/images/001-my-screenshot.png", bytes: try #require(sandbox.bytes("inputs/a.png")))
                try sandbox.write("report/images/002-folder.png/keep.txt", "a folder named like an image\n")
            }),
        HostileCase(
            "2: verify --report removes its own stale images only, after a failing run left them",
            verify + ["--report", "$D/report"], status: 0, outputs: ["report"],
            setup: { sandbox in
                // A failing run writes images; the golden is then restored, so this run passes.
                let good = try #require(sandbox.bytes(variant + "/light@1x.png"))
                try breakOneGolden(sandbox)
                try specimen(sandbox, verify.map { HostileMatrix.substitute($0, sandbox) } + ["--report", sandbox.url("report").path])
                try sandbox.write(variant + "/light@1x.png", bytes: good)
                try sandbox.write("report/images/003-mine.png", "the user's\n")
            },
            check: { sandbox, _ in
                let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.url("report/images").path)
                #expect(left == ["003-mine.png"], "only the user's file is left: \(left)")
            }),
        // Fault 4: hidden files that only look like temporaries (the sandbox has Snapshots/.notes.tmp-draft).
        HostileCase(
            "4: prune keeps hidden files that merely look like its temporaries", ["snapshot", "prune", "--snapshots", goldens],
            status: 0,
            setup: { sandbox in
                try sandbox.write(variant + "/.light@1x.png.tmp-draft2", "a hidden note\n")
                try sandbox.write(variant + "/.light@1x.png.tmp-1a2b3c", "a hidden note\n")
            }, check: { _, run in #expect(run.stdout.contains("no orphaned goldens"), "\(run.stdout)") }),
        HostileCase(
            "4: record keeps them too", ["snapshot", "record", "--snapshots", goldens, "--filter", filter], status: 0,
            setup: { sandbox in try sandbox.write(variant + "/.light@1x.png.tmp-1a2b3c", "a hidden note\n") }),
    ]

    static let writtenWhereItMustNotBe: [HostileCase] = [
        // Fault 5.
        HostileCase(
            "5: verify refuses a report whose images/ is a link into Snapshots/", verify + ["--report", "$D/report"],
            message: "images",
            setup: { sandbox in
                try breakOneGolden(sandbox)
                try sandbox.write("report/" + WrittenFiles.fileName, "specimen-files 1\n")
                try sandbox.link("report/images", to: "../Snapshots/Stepper")
            }),
        HostileCase(
            "5: verify refuses a report folder that is a link into the goldens", verify + ["--report", "$D/report"],
            message: "Snapshots", setup: { sandbox in try sandbox.link("report", to: "Snapshots/Stepper") }),
        HostileCase(
            "5: merge --out Snapshots/ is refused", ["snapshot", "merge", "--out", goldens, "$D/shard"], message: "Snapshots",
            setup: { sandbox in try specimen(sandbox, verify.map { HostileMatrix.substitute($0, sandbox) } + ["--report", sandbox.url("shard").path]) }),
        HostileCase(
            "5: merge --out inside a goldens folder is refused", ["snapshot", "merge", "--out", goldens + "/merged", "$D/shard"],
            message: "Snapshots",
            setup: { sandbox in try specimen(sandbox, verify.map { HostileMatrix.substitute($0, sandbox) } + ["--report", sandbox.url("shard").path]) }),
        HostileCase(
            "5: gallery refuses an images/ that is a link out of its folder", ["gallery", "--set", "Stepper", "--scale", "1", "--out", "$D/site"],
            message: "images",
            setup: { sandbox in
                // An earlier gallery's folder (its record marks it Specimen's, issue 35), whose images/ became a link.
                try sandbox.write("site/" + WrittenFiles.fileName, "specimen-files 1\n")
                try sandbox.link("site/images", to: "../outside")
            }),
        HostileCase(
            "5: gallery refuses an images/ that is a link into Snapshots/", ["gallery", "--set", "Stepper", "--scale", "1", "--out", "$D/site"],
            message: "images",
            setup: { sandbox in
                // An earlier gallery's folder (its record marks it Specimen's, issue 35), whose images/ became a link.
                try sandbox.write("site/" + WrittenFiles.fileName, "specimen-files 1\n")
                try sandbox.link("site/images", to: "../Snapshots")
            }),
        HostileCase("5: gallery --out Snapshots/ is refused", ["gallery", "--set", "Stepper", "--scale", "1", "--out", goldens], message: "Snapshots"),
        // Fault 6.
        HostileCase(
            "6: a NUL in a batch out is refused, never cut short", ["batch", "$D/nul.jsonl"], status: 1, message: "NUL",
            setup: { sandbox in try sandbox.write("nul.jsonl", #"{"set": "Stepper", "out": "report\u0000.png"}"# + "\n") }
        )
        .lines(2),
        HostileCase(
            "6: a batch out naming a golden is refused", ["batch", "$D/golden.jsonl"], status: 1, message: "golden",
            setup: { sandbox in try sandbox.write("golden.jsonl", #"{"set": "Stepper", "out": "Snapshots/Stepper/Size=sm, State=Default/light@1x.png"}"# + "\n") }
        )
        .lines(2),
        HostileCase(
            "6: a batch out over its own batch file is refused", ["batch", "$D/self.png"], status: 1, message: "self.png",
            setup: { sandbox in try sandbox.write("self.png", #"{"set": "Stepper", "out": "self.png"}"# + "\n") }
        )
        .lines(2),
        HostileCase("6: render --out a golden is refused", ["render", "Stepper", "--out", "$D/" + variant + "/light@1x.png"], message: "golden"),
        HostileCase("6: render --out a new file in the goldens folder is refused", ["render", "Stepper", "--out", "$D/Snapshots/new.png"], message: "Snapshots"),
        HostileCase(
            "6: render --out through a link into Snapshots/ is refused", ["render", "Stepper", "--out", "$D/links/goldens/x.png"],
            message: "Snapshots", setup: { sandbox in try sandbox.link("links/goldens", to: "../Snapshots") }),
        HostileCase("6: render --out through .. into Snapshots/ is refused", ["render", "Stepper", "--out", "$D/inputs/../Snapshots/x.png"], message: "Snapshots"),
        HostileCase(
            "6: render --out over its own --tokens file is refused",
            ["render", "Stepper", "--tokens", "$D/inputs/tokens.json", "--format", "png", "--out", "$D/inputs/tokens.json"], message: "tokens.json"),
        HostileCase(
            "6: render --out over its own --backdrop is refused",
            ["render", "Composer", "Style=Overlay, State=Empty", "--backdrop", "$D/inputs/a.png", "--out", "$D/inputs/a.png"], message: "a.png"),
        HostileCase(
            "6: render --out a link to a file elsewhere is refused", ["render", "Stepper", "--out", "$D/linked.png"], message: "link",
            setup: { sandbox in try sandbox.link("linked.png", to: "outside/secret.txt") }),
        HostileCase(
            "6: diff --out over the expected image is refused", ["diff", "$D/inputs/a.png", "$D/inputs/b.png", "--out", "$D/inputs/a.png"],
            message: "a.png"),
        HostileCase(
            "6: diff --out over the actual image, named another way, is refused",
            ["diff", "$D/inputs/a.png", "$D/inputs/b.png", "--out", "$D/links/in/b.png"], message: "b.png",
            setup: { sandbox in try sandbox.link("links/in", to: "../inputs") }),
        HostileCase(
            "6: diff --out into the goldens is refused",
            ["diff", "$D/inputs/a.png", "$D/inputs/b.png", "--out", "$D/" + variant + "/diff.png"], message: "Snapshots"),
        HostileCase("6: packet --out into the goldens is refused", ["packet", "--set", "Stepper", "--out", "$D/Snapshots/review.pdf"], message: "Snapshots"),
        HostileCase(
            "6: review --out inside the goldens is refused",
            ["review", "--tokens", "$D/inputs/tokens.json", "--set", "Stepper", "--scale", "1", "--out", "$D/Snapshots/review"], message: "Snapshots"),
        HostileCase(
            "6: play --out FILE.png over a golden is refused",
            ["play", "Stepper", "--events", "press increment", "--out", "$D/" + variant + "/light@1x.png"], message: "golden"),
        HostileCase(
            "6: play --out DIR/ through a link into the goldens is refused",
            ["play", "Stepper", "--events", "press increment", "--out", "$D/frames/"], message: "Snapshots",
            setup: { sandbox in try sandbox.link("frames", to: "Snapshots/Stepper") }),
        HostileCase(
            "6: a batch out through a link into Snapshots/ is refused", ["batch", "$D/linked.jsonl"], status: 1, message: "Snapshots",
            setup: { sandbox in
                try sandbox.link("links/goldens", to: "../Snapshots")
                try sandbox.write("linked.jsonl", #"{"set": "Stepper", "out": "links/goldens/x.png"}"# + "\n")
            }
        ).lines(2),
        HostileCase(
            "6: a batch out over its --tokens file is refused", ["batch", "$D/tokens.jsonl", "--tokens", "$D/inputs/tokens.json"],
            status: 1, message: "tokens.json",
            setup: { sandbox in try sandbox.write("tokens.jsonl", #"{"set": "Stepper", "format": "png", "out": "inputs/tokens.json"}"# + "\n") }
        )
        .lines(2),
        HostileCase(
            "6: merge --out over a shard's own results is refused", ["snapshot", "merge", "--out", "$D/shard", "$D/shard"], message: "input",
            setup: { sandbox in try specimen(sandbox, verify.map { HostileMatrix.substitute($0, sandbox) } + ["--report", sandbox.url("shard").path]) }),
        HostileCase(
            "1: configure --snapshots public/ refuses it",
            ["snapshot", "configure", "--snapshots", "$D/public", "--filter", filter, "--max-pixels", "3"], message: "manifest.json"),
        HostileCase("1: prune --check --snapshots public/ refuses it", ["snapshot", "prune", "--check", "--snapshots", "$D/public"], message: "manifest.json"),
        HostileCase("6: sheet --out a golden is refused", ["sheet", "Stepper", "--out", "$D/" + variant + "/light@2x.png"], message: "golden"),
    ]

    /// The name Specimen gives the temporary file of `name` in `folder`, seen inside a write it then
    /// abandons; a file of that name is made, `seconds` old, as a killed (SIGKILL) writer leaves it.
    static func leftover(of name: String, in folder: URL, secondsOld seconds: Int) throws -> String {
        struct Abandon: Error {}
        var seen: [String] = []
        do {
            try AtomicFile.write(to: folder.appendingPathComponent(name).path, durability: .none) { _ in
                seen = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("." + name) }
                throw Abandon()
            }
        } catch is Abandon {}
        let leftover = try #require(seen.first)
        let path = folder.appendingPathComponent(leftover).path
        try Data("partial".utf8).write(to: URL(fileURLWithPath: path))
        var times = [timespec(tv_sec: time(nil) - seconds, tv_nsec: 0), timespec(tv_sec: time(nil) - seconds, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, path, &times, 0)
        return leftover
    }

    static let interrupted: [HostileCase] = [
        // Fault 17: what a killed (SIGKILL) writer left is removed by a later run writing there, once
        // it is provably a dead writer's; a fresh one may be a live writer's and stays.
        HostileCase(
            "17: a later render removes a killed writer's old leftover beside its output, and nothing else",
            ["render", "Stepper", "--out", "$D/out/x.png"], status: 0, outputs: ["out"],
            setup: { sandbox in
                try sandbox.makeFolder("out")
                let old = try leftover(of: "x.png", in: sandbox.url("out"), secondsOld: 60)
                let fresh = try leftover(of: "y.png", in: sandbox.url("out"), secondsOld: 0)
                try sandbox.write("out/names", old + "\n" + fresh + "\n")
                try sandbox.write("out/.x.png.tmp-draft", "a look-alike\n")
            },
            check: { sandbox, _ in
                let names = String(decoding: sandbox.bytes("out/names") ?? [], as: UTF8.self).split(separator: "\n").map(String.init)
                let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.url("out").path).sorted()
                #expect(left == [".x.png.tmp-draft", names[1], "names", "x.png"].sorted(), "\(left)")
            }),
        // Fault 18: a record that fails on one golden writes none.
        HostileCase(
            "18: record failing on one golden rewrites no other, nor the manifest",
            ["snapshot", "record", "--snapshots", goldens, "--filter", filter], message: "dark@2x.png",
            setup: { sandbox in
                try breakOneGolden(sandbox)
                try FileManager.default.removeItem(at: sandbox.url(variant + "/dark@2x.png"))
                try sandbox.makeFolder(variant + "/dark@2x.png")
            }),
        HostileCase(
            "18: play --out DIR/ failing at frame 2 replaces no frame",
            ["play", "Stepper", "--events", "press increment; press increment; press increment", "--out", "$D/frames/"],
            message: "frame-02.png",
            setup: { sandbox in
                // An earlier run's frames: its record marks the folder Specimen's (issue 35).
                try sandbox.write("frames/.specimen-files", "specimen-files 1\n")
                try sandbox.write("frames/frame-00.png", "old 0\n")
                try sandbox.write("frames/frame-01.png", "old 1\n")
                try sandbox.makeFolder("frames/frame-02.png")
            }),
        HostileCase(
            "18: a shorter play removes the longer run's extra frames it wrote, and nothing else",
            ["play", "Stepper", "--events", "press increment", "--out", "$D/frames/"], status: 0, outputs: ["frames"],
            setup: { sandbox in
                try specimen(
                    sandbox,
                    [
                        "play", "Stepper", "--events", "press increment; press increment; press increment; press increment",
                        "--out", sandbox.url("frames").path + "/",
                    ])
                try sandbox.write("frames/frame-09.png", "the user's own\n")
                try sandbox.write("frames/notes.txt", "the user's own\n")
            },
            check: { sandbox, _ in
                let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.url("frames").path).filter { !$0.hasPrefix(".") }.sorted()
                #expect(left == ["frame-00.png", "frame-01.png", "frame-09.png", "notes.txt"], "\(left)")
                #expect(sandbox.bytes("frames/frame-09.png") == Array("the user's own\n".utf8))
            }),
    ]

    @Test(arguments: dataLoss) func nothingIsLost(_ hostile: HostileCase) throws { try HostileMatrix.run(hostile) }
    @Test(arguments: writtenWhereItMustNotBe) func nothingIsWrittenWhereItMustNotBe(_ hostile: HostileCase) throws { try HostileMatrix.run(hostile) }
    @Test(arguments: interrupted) func aFailureLeavesNothingHalfDone(_ hostile: HostileCase) throws { try HostileMatrix.run(hostile) }
}
