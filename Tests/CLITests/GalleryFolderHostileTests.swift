#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SpecimenFiles
import Testing

/// Issue 35's remaining classes for folders a command fills, as hostile-matrix rows: a gallery or
/// frames folder is Specimen's only when new, empty or holding its record (`.specimen-files`); a
/// gallery or report that cannot be written whole (a full disk, here a file-size limit that makes a
/// write fail part-way) leaves nothing it made; a later gallery removes the temporaries a killed one
/// left; a gallery is replaced as a set; a play is bounded by the nodes its states hold.
///
/// A Stepper gallery at 1x renders 30 pictures (about 0.5 CPU-second); the refusals render nothing.
@Suite struct GalleryFolderHostileTests {
    static let gallery = ["gallery", "--set", "Stepper", "--scale", "1", "--workers", "1", "--out", "$D/site"]
    static let marker = WrittenFiles.fileName

    /// A name Specimen gives a temporary of `name`, made with Specimen's own namer in `folder`, left
    /// unlocked as a writer killed by SIGKILL leaves it.
    static func deadTemporary(_ sandbox: HostileSandbox, in folder: String, name: String) throws -> String {
        try sandbox.makeFolder(folder)
        let path = try TemporaryFiles.scratch(Array("half a picture".utf8), in: sandbox.url(folder).path, name: name)
        // `scratch` registers it as this process's own; forgetting it keeps the file and drops its lock.
        let copy = path + ".copy"
        #expect(link(path, copy) == 0)
        TemporaryFiles.remove(path)
        #expect(rename(copy, path) == 0)
        return (path as NSString).lastPathComponent
    }

    /// A staging folder Specimen names for an import into `folder/name`, holding a part of one, left
    /// unlocked and a minute old, as an import killed with SIGKILL leaves it (no handler runs).
    static func deadStagingFolder(_ sandbox: HostileSandbox, in folder: String, name: String) throws -> String {
        try sandbox.makeFolder(folder)
        let path = try TemporaryFiles.makeFolder(in: sandbox.url(folder).path, name: name)
        // Moved aside while it is forgotten (which removes it and drops its lock), then put back.
        #expect(rename(path, path + "-aside") == 0)
        TemporaryFiles.removeFolder(path)
        #expect(rename(path + "-aside", path) == 0)
        try sandbox.write(folder + "/" + (path as NSString).lastPathComponent + "/Box.component.json", "{\"version\": 1\n")
        var times = [timespec(tv_sec: time(nil) - 60, tv_nsec: 0), timespec(tv_sec: time(nil) - 60, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        return (path as NSString).lastPathComponent
    }

    static let owners: [HostileCase] = [
        HostileCase(
            "4: gallery --out an existing folder of the user's is refused", gallery, message: "did not fill",
            setup: { sandbox in try sandbox.write("site/holiday.jpg", "a photo\n") }),
        HostileCase(
            "4: gallery --out a folder holding only a dot file is refused", gallery, message: marker,
            setup: { sandbox in try sandbox.write("site/.bashrc", "export PS1='$ '\n") }),
        HostileCase(
            "4: gallery --out a folder holding only .gitkeep is refused", gallery, message: marker,
            setup: { sandbox in try sandbox.write("site/.gitkeep", "") }),
        HostileCase(
            "4: gallery --out a page and pictures of someone else's (no record) is refused", gallery, message: "did not fill",
            setup: { sandbox in
                try sandbox.write("site/index.html", "<h1>my site</h1>\n")
                try sandbox.write("site/images/stepper/logo.png", bytes: try #require(sandbox.bytes("inputs/a.png")))
            }),
        HostileCase(
            "4: gallery --out a link to a folder of the user's is refused", gallery, message: "did not fill",
            setup: { sandbox in try sandbox.link("site", to: "public") }),
        HostileCase(
            "4: gallery --out the working folder of a repository is refused", ["gallery", "--set", "Stepper", "--scale", "1", "--out", "."],
            message: "did not fill"),
        HostileCase(
            "4: play --out DIR/ into a folder of the user's is refused", ["play", "Stepper", "--events", "press increment", "--out", "$D/public/"],
            message: "did not fill"),
        HostileCase(
            "guard: gallery --out a new folder writes it and its record", gallery, status: 0, outputs: ["site"],
            check: { sandbox, _ in #expect(sandbox.bytes("site/" + marker) != nil && sandbox.bytes("site/index.html") != nil) }),
        HostileCase(
            "guard: gallery --out an empty folder writes it", gallery, status: 0, outputs: ["site"],
            setup: { sandbox in try sandbox.makeFolder("site") }),
        HostileCase(
            "11: a second gallery replaces the first as a set: the 2x pictures it no longer makes go, the user's file stays",
            gallery, status: 0, outputs: ["site"],
            setup: { sandbox in
                try FileSafetyHostileTests.specimen(
                    sandbox, ["gallery", "--set", "Stepper", "--scale", "1", "--scale", "2", "--workers", "1", "--out", sandbox.url("site").path])
                try sandbox.write("site/images/stepper/mine@2x.png", "the user's own\n")
            },
            check: { sandbox, _ in
                let stepper = try FileManager.default.contentsOfDirectory(atPath: sandbox.url("site/images/stepper").path)
                #expect(stepper.filter { $0.contains("@2x") } == ["mine@2x.png"], "\(stepper.filter { $0.contains("@2x") })")
                #expect(stepper.contains { $0.contains("@1x") })
            }),
    ]

    static let fullDisk: [HostileCase] = [
        HostileCase("12: gallery on a full disk leaves no folder and no images/", gallery, message: "site").fileSizeLimit(8),
        HostileCase(
            "12: gallery on a full disk into an existing empty folder leaves it empty", gallery, message: "site",
            setup: { sandbox in try sandbox.makeFolder("site") }
        ).fileSizeLimit(8),
        HostileCase(
            "12: verify --report on a full disk leaves no report folder and no images/",
            FileSafetyHostileTests.verify + ["--report", "$D/report"], message: "report", setup: FileSafetyHostileTests.breakOneGolden
        ).fileSizeLimit(8),
        HostileCase(
            "12: verify --report on a full disk into an existing empty folder leaves it empty",
            FileSafetyHostileTests.verify + ["--report", "$D/report"], message: "report",
            setup: { sandbox in
                try FileSafetyHostileTests.breakOneGolden(sandbox)
                try sandbox.makeFolder("report")
            }
        ).fileSizeLimit(8),
        HostileCase(
            "guard: the same verify --report with room writes its report", FileSafetyHostileTests.verify + ["--report", "$D/report"],
            status: 1, outputs: ["report"], setup: FileSafetyHostileTests.breakOneGolden,
            check: { sandbox, _ in #expect(sandbox.bytes("report/index.html") != nil && sandbox.bytes("report/" + marker) != nil) }
        ).lines(0),
    ]

    static let leftovers: [HostileCase] = [
        HostileCase(
            "11: a later gallery removes a killed gallery's temporaries, however fresh, and keeps the user's look-alike",
            gallery, status: 0, outputs: ["site"],
            setup: { sandbox in
                try sandbox.write("site/" + marker, "specimen-files 1\n")
                for folder in ["site", "site/images", "site/images/stepper"] {
                    _ = try deadTemporary(sandbox, in: folder, name: "index.html")
                }
                try sandbox.write("site/.notes.tmp-draft", "the user's own\n")
            },
            check: { sandbox, _ in
                for folder in ["site", "site/images", "site/images/stepper"] {
                    let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.url(folder).path).filter(TemporaryFiles.isTemporaryName)
                    #expect(left.isEmpty, "\(folder): \(left)")
                }
                #expect(sandbox.bytes("site/.notes.tmp-draft") == Array("the user's own\n".utf8))
            }),
        HostileCase(
            "11: a later import removes the staging folder a killed import left beside --out, and keeps the user's look-alike",
            ["import", "figma", "$D/inputs/box.figma.json", "--out", "$D/out/imported"], status: 0, outputs: ["out"],
            setup: { sandbox in
                try WriteGateHostileTests.figmaFile(sandbox)
                _ = try deadStagingFolder(sandbox, in: "out", name: "imported")
                try sandbox.write("out/.notes.tmp-draft", "the user's own\n")
            },
            check: { sandbox, _ in
                let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.url("out").path)
                #expect(left.sorted() == [".notes.tmp-draft", "imported"], "\(left)")
            }),
        HostileCase(
            "10: play typing 999 chips is refused at the played-node budget (state 363; 135 MB, 4 CPU-seconds)",
            ["play", "Chip Input", "--events", "focus; " + Array(repeating: #"type "c,""#, count: 999).joined(separator: "; "), "--layout"],
            message: "Limits.playedNodes"
        ).memory(1024),
    ]

    @Test(arguments: owners) func ownerCase(_ hostile: HostileCase) throws { try HostileMatrix.run(hostile) }
    @Test(arguments: fullDisk) func fullDiskCase(_ hostile: HostileCase) throws { try HostileMatrix.run(hostile) }
    @Test(arguments: leftovers) func leftoverCase(_ hostile: HostileCase) throws { try HostileMatrix.run(hostile) }

    /// Item 11 with a real SIGKILL: a gallery killed part-way leaves temporaries (no signal handler
    /// runs), and the next gallery into the folder, started at once, leaves none anywhere in it.
    @Test func aGalleryKilledWithSIGKILLLeavesNothingTheNextRunKeeps() throws {
        let sandbox = try HostileSandbox.make()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        let environment = HostileMatrix.environment(HostileCase("", []), sandbox: sandbox)
        let words = Self.gallery.map { HostileMatrix.substitute($0, sandbox) }
        let child = try ChildProcess(
            executable: HostileMatrix.executable, arguments: words, environment: environment, directory: sandbox.path,
            stdout: "/dev/null", stderr: "/dev/null")
        // Killed as soon as its pictures folder exists: it is then writing them.
        let images = sandbox.url("site/images/stepper").path
        for _ in 0..<3_000 where FileIdentity.kind(images) != .folder { usleep(1_000) }
        child.send(SIGKILL)
        _ = child.wait(timeout: 60)
        // Whatever the kill left, a dead writer's temporary is there too (as SIGKILL leaves one).
        try sandbox.makeFolder("site/images/stepper")
        _ = try Self.deadTemporary(sandbox, in: "site/images/stepper", name: "a.png")
        let again = try HostileMatrix.specimen(Self.gallery, in: sandbox)
        #expect(again.ending.status == 0, "\(again.stderr)")
        let walker = FileManager.default.enumerator(atPath: sandbox.url("site").path)
        var temporaries: [String] = []
        while let relative = walker?.nextObject() as? String {
            if TemporaryFiles.isTemporaryName((relative as NSString).lastPathComponent) { temporaries.append(relative) }
        }
        #expect(temporaries.isEmpty, "\(temporaries)")
    }
}
