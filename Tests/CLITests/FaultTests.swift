#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// `record` and `gallery` killed (SIGKILL) at random points: every file is the old one or the new one,
/// never a part, and a later run is not tripped up by what the killed one left.
@Suite(.serialized) struct FaultTests {
    private func bytes(_ folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            let path = folder.appendingPathComponent(relative).path
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                out[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return out
    }

    /// Starts `specimen` and kills it after `milliseconds`; returns whether it was still running then.
    private func runAndKill(_ arguments: [String], after milliseconds: Int) throws -> Bool {
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = ""
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(useconds_t(milliseconds * 1000))
        let wasRunning = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return wasRunning
    }

    @Test func killingRecordLeavesEveryGoldenOldOrNew() throws {
        let folder = try CLIRunner.temporaryDirectory().appendingPathComponent("Snapshots")
        let record = ["snapshot", "record", "--snapshots", folder.path, "--filter", "Stepper/Size=sm*"]
        #expect(try CLIRunner.run(record, environment: ["CI": ""]).status == 0)
        let new = bytes(folder)
        #expect(new.count > 4)
        var generator = SystemRandomNumberGenerator()
        for round in 0..<3 {
            // Old goldens: each PNG's pixels changed (another golden's bytes), so record must rewrite every one.
            let goldens = new.keys.filter { $0.hasSuffix(".png") }.sorted()
            for (index, file) in goldens.enumerated() {
                try new[goldens[(index + 1) % goldens.count]]!.write(to: folder.appendingPathComponent(file))
            }
            let old = bytes(folder)
            let delay = Int.random(in: 50...(400 + round * 300), using: &generator)
            _ = try runAndKill(record, after: delay)
            for (file, data) in bytes(folder) {
                let name = (file as NSString).lastPathComponent
                if name.hasPrefix("."), name.contains(".tmp-") { continue }
                #expect(data == old[file] || data == new[file], "\(file) is neither old nor new after a kill at \(delay) ms")
            }
            // A later run is not tripped up: verify ignores leftovers, record completes, prune clears them.
            #expect(try CLIRunner.run(record, environment: ["CI": ""]).status == 0)
            let verify = try CLIRunner.run([
                "snapshot", "verify", "--snapshots", folder.path, "--filter", "Stepper/Size=sm*",
                "--report", folder.deletingLastPathComponent().appendingPathComponent("report").path,
            ])
            #expect(verify.status == 0, "\(verify.stdout)")
            #expect(try CLIRunner.run(["snapshot", "prune", "--snapshots", folder.path], environment: ["CI": ""]).status == 0)
            #expect(bytes(folder) == new, "prune removed the leftover temporary files, and nothing else changed")
        }
    }

    @Test func killingGalleryLeavesOnlyWholeFiles() throws {
        let folder = try CLIRunner.temporaryDirectory().appendingPathComponent("gallery")
        let gallery = ["gallery", "--set", "Stepper", "--scale", "1", "--workers", "1", "--out", folder.path]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2 {
            _ = try runAndKill(gallery, after: Int.random(in: 100...1500, using: &generator))
            for (file, data) in bytes(folder) where file.hasSuffix(".png") && !(file as NSString).lastPathComponent.hasPrefix(".") {
                #expect(
                    data.starts(with: [0x89, 0x50, 0x4E, 0x47]) && data.suffix(8).starts(with: [0x49, 0x45, 0x4E, 0x44]),
                    "\(file) is not a whole PNG")
            }
        }
        let finished = try CLIRunner.run(gallery)
        #expect(finished.status == 0, "\(finished.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
    }
}
