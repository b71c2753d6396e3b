#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization
import Testing

/// Two writers of one folder at once (issue 21, fault 3 and "four galleries into one folder"): the
/// second is refused as busy with one line, never interleaved with the first. Before the fix,
/// `configure` beside `record` lost its settings while both exited 0, and four galleries into one
/// folder all exited 0 with their pages and pictures mixed.
@Suite struct ConcurrentWriterTests {
    static let goldens = "$D/Snapshots"
    static let configure = ["snapshot", "configure", "--snapshots", goldens, "--filter", HostileSandbox.goldensFilter, "--max-pixels", "7"]

    /// A descriptor the test holds an `flock` on, as a running `record` would.
    final class HeldLock: Sendable {
        let descriptor = Mutex<Int32>(-1)
        func take(_ path: String) {
            let fd = open(path, O_RDONLY | O_DIRECTORY)
            _ = flock(fd, LOCK_EX | LOCK_NB)
            descriptor.withLock { $0 = fd }
        }
        deinit { descriptor.withLock { if $0 >= 0 { close($0) } } }
    }

    /// Waits until a process holds an `flock` on `path` (as `record` does while it writes), reading
    /// /proc/locks rather than trying the lock, which could make `record` itself find the folder busy.
    /// False when `child` ends first or after 30 s.
    static func waitUntilLocked(_ path: String, by child: ChildProcess) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let inode = ":\(info.st_ino) "
        for _ in 0..<30_000 {
            let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
            if locks.split(separator: "\n").contains(where: { $0.contains("FLOCK") && $0.contains(inode) }) { return true }
            if !child.isRunning { return false }
            usleep(1_000)
        }
        return false
    }

    @Test func configureIsRefusedWhileTheGoldensFolderIsLocked() throws {
        let held = HeldLock()
        try HostileMatrix.run(
            HostileCase(
                "configure while record holds the folder", Self.configure, message: "is busy",
                setup: { sandbox in held.take(sandbox.url("Snapshots").path) }))
    }

    @Test func configureBesideRecordNeverLosesItsSettings() throws {
        let sandbox = try HostileSandbox.make()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        let environment = HostileMatrix.environment(HostileCase("", []), sandbox: sandbox)
        var outcomes: [String] = []
        for round in 0..<6 {
            // Every Stepper golden changed (or new), so record renders and rewrites them all, then the manifest.
            let stepper = sandbox.url("Snapshots/Stepper").path
            for folder in try FileManager.default.contentsOfDirectory(atPath: stepper) {
                for name in try FileManager.default.contentsOfDirectory(atPath: stepper + "/" + folder) where name.hasSuffix(".png") {
                    try sandbox.write("Snapshots/Stepper/\(folder)/\(name)", bytes: try #require(sandbox.bytes("inputs/b.png")))
                }
            }
            try sandbox.write("Snapshots/manifest.json", bytes: try #require(try HostileSandbox.goldensTemplate.get()["manifest.json"]))
            let record = try ChildProcess(
                executable: HostileMatrix.executable,
                arguments: ["snapshot", "record", "--snapshots", sandbox.url("Snapshots").path, "--filter", "Stepper/*"],
                environment: environment, directory: sandbox.path, stdout: "/dev/null", stderr: sandbox.url("record.err").path)
            // From the moment record holds the folder, so round 0 always overlaps it however fast it
            // renders, and later rounds land further into (or after) its writing.
            #expect(Self.waitUntilLocked(sandbox.url("Snapshots").path, by: record), "record never locked the folder")
            usleep(useconds_t(round * 90_000))
            let configure = try HostileMatrix.specimen(Self.configure, in: sandbox)
            let recorded = record.wait(timeout: 120)
            let recordError = String(decoding: sandbox.bytes("record.err") ?? [], as: UTF8.self)
            #expect(recorded.status == 0 || (recorded.status == 2 && recordError.contains("is busy")), "record: \(recorded) \(recordError)")
            #expect(configure.ending.status == 0 || (configure.ending.status == 2 && configure.stderr.contains("is busy")), "configure: \(configure.stderr)")
            let manifest = String(decoding: sandbox.bytes("Snapshots/manifest.json") ?? [], as: UTF8.self)
            if configure.ending.status == 0 {
                #expect(manifest.components(separatedBy: "\"maxPixels\": 7").count - 1 == 7, "configure said it configured 7 goldens; the manifest must keep them")
            }
            outcomes.append("record \(recorded.status ?? -1), configure \(configure.ending.status ?? -1)")
        }
        // Round 0 starts configure while record holds the lock, so the lock must have refused one of the two.
        #expect(outcomes.contains { $0.contains(" 2") }, "\(outcomes)")
    }

    @Test func fourGalleriesIntoOneFolderDoNotInterleave() throws {
        let sandbox = try HostileSandbox.make()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        let environment = HostileMatrix.environment(HostileCase("", []), sandbox: sandbox)
        let sets = ["Stepper", "Digit Input", "Counter Input", "Chip Input"]
        let children = try sets.enumerated().map { index, set in
            try ChildProcess(
                executable: HostileMatrix.executable,
                arguments: ["gallery", "--set", set, "--scale", "1", "--workers", "1", "--out", sandbox.url("site").path],
                environment: environment, directory: sandbox.path, stdout: "/dev/null", stderr: sandbox.url("gallery-\(index).err").path)
        }
        let endings = children.map { $0.wait(timeout: 300) }
        var succeeded: [String] = []
        for (index, ending) in endings.enumerated() {
            let stderr = String(decoding: sandbox.bytes("gallery-\(index).err") ?? [], as: UTF8.self)
            if ending.status == 0 {
                succeeded.append(sets[index])
            } else {
                #expect(
                    ending.status == 2 && stderr.contains("is busy") && stderr.split(separator: "\n").count == 1,
                    "\(sets[index]): \(ending): \(stderr)")
            }
        }
        // Started together, they cannot all have run one after another: the lock refused some.
        #expect(!succeeded.isEmpty && succeeded.count < sets.count, "succeeded: \(succeeded)")
        let index = String(decoding: sandbox.bytes("site/index.html") ?? [], as: UTF8.self)
        #expect(succeeded.contains { index.contains($0) }, "the index is one of the galleries that ran")
    }
}
