#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// A command interrupted again and again (SIGTERM, SIGINT and SIGHUP in turn, at a random moment), in one
/// ``HostileSandbox``: after every kill no temporary file is left anywhere in the sandbox or its
/// `TMPDIR`, nothing outside `outputs` changed, and every output file holds its old bytes or the
/// bytes a whole run writes, never a part.
///
/// The loop first runs the command to the end once to learn the new bytes; before each kill it puts
/// "old" bytes in every output file (`age`, by default other bytes than the new ones), so a file left
/// old is told from one written anew.
struct KillLoop: Sendable, CustomTestStringConvertible {
    var name: String
    /// The command's words (`$D` is the sandbox).
    var arguments: [String]
    /// Files or folders (relative to `$D`) the command writes.
    var outputs: [String]
    /// The exit status of a run that ends by itself (`diff` of two pictures that differ ends 1).
    var status: Int32 = 0
    /// Output files that may pass through a state between old and new (a first record's manifest,
    /// written empty first as the folder's marker); the loop's `invariant` says what they may hold.
    var exempt: Set<String> = []
    var kills = 20
    /// When the signal is sent, after the start, in milliseconds; calibrated to the command's length.
    var milliseconds: ClosedRange<Int> = 0...600
    /// Fixtures, made once before the first run.
    var setup: (@Sendable (HostileSandbox) throws -> Void)?
    /// Puts the outputs in their "old" state before a kill; by default each output file the whole run
    /// wrote gets the bytes `old <path>`.
    var age: (@Sendable (HostileSandbox, _ newFiles: [String: FileInventory.Entry]) throws -> Void)?
    /// Checked after each kill, beyond the loop's own checks.
    var invariant: (@Sendable (HostileSandbox, ChildProcess.Ending) throws -> Void)?

    init(
        _ name: String, _ arguments: [String], outputs: [String], milliseconds: ClosedRange<Int> = 0...600,
        setup: (@Sendable (HostileSandbox) throws -> Void)? = nil
    ) {
        self.name = name
        self.arguments = arguments
        self.outputs = outputs
        self.milliseconds = milliseconds
        self.setup = setup
    }

    var testDescription: String { name }

    func isOutput(_ path: String) -> Bool {
        outputs.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// Runs the command once in `sandbox`, to the end or until `signal` after `delay` milliseconds.
    func start(_ sandbox: HostileSandbox, logs: URL) throws -> ChildProcess {
        try ChildProcess(
            executable: HostileMatrix.executable, arguments: arguments.map { HostileMatrix.substitute($0, sandbox) },
            environment: HostileMatrix.environment(HostileCase(name, arguments), sandbox: sandbox), directory: sandbox.path,
            stdout: logs.appendingPathComponent("stdout").path, stderr: logs.appendingPathComponent("stderr").path)
    }

    /// Runs the loop, recording Issues; returns how many kills landed while the command was running.
    @discardableResult
    static func run(_ loop: KillLoop, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let sandbox = try HostileSandbox.make()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-kill-logs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        try loop.setup?(sandbox)

        let started = Date()
        let whole = try loop.start(sandbox, logs: logs).wait(timeout: 120)
        // Kills are drawn from the loop's window, cut to 80% of how long a whole run took here: a faster
        // machine (or an output no longer flushed) would otherwise see its kills land after the end.
        let wholeMilliseconds = Int(Date().timeIntervalSince(started) * 1000)
        let window = loop.milliseconds.lowerBound...max(loop.milliseconds.lowerBound + 5, min(loop.milliseconds.upperBound, wholeMilliseconds * 4 / 5))
        let stderr = String(decoding: FileManager.default.contents(atPath: logs.appendingPathComponent("stderr").path) ?? Data(), as: UTF8.self)
        #expect(whole.status == loop.status, "\(loop.name) run to the end: \(whole); \(stderr)", sourceLocation: sourceLocation)
        let new = FileInventory.of(sandbox.root).entries.filter { loop.isOutput($0.key) && $0.value.kind == .file }

        var generator = SystemRandomNumberGenerator()
        var interrupted = 0
        for round in 0..<loop.kills {
            if let age = loop.age {
                try age(sandbox, new)
            } else {
                for path in new.keys { try sandbox.write(path, "old \(path)\n") }
            }
            let before = FileInventory.of(sandbox.root)
            let old = before.entries.filter { loop.isOutput($0.key) }
            let child = try loop.start(sandbox, logs: logs)
            usleep(useconds_t(Int.random(in: window, using: &generator) * 1000))
            // In turn, so every loop of three kills or more sends each signal Specimen cleans up after.
            let signal = [SIGTERM, SIGINT, SIGHUP][round % 3]
            if child.isRunning { interrupted += 1 }
            child.send(signal)
            let ending = child.wait(timeout: 60)
            let context = "\(loop.name), kill \(round + 1) (signal \(signal)): \(ending)"
            // Ended by the signal, or by itself before the signal landed; never by a write the cleanup
            // cut short (a gallery used to exit 2 so: `TemporaryFiles` now waits for the end instead).
            #expect(!ending.timedOut && (ending.signal == signal || ending.status == loop.status), "\(context)", sourceLocation: sourceLocation)

            let after = FileInventory.of(sandbox.root)
            let changes = after.changes(since: before)
            let outside = changes.filter { !loop.isOutput($0.path) }
            #expect(outside.isEmpty, "touched outside its outputs: \(outside.map { "\($0.path): \($0.change)" }) (\(context))", sourceLocation: sourceLocation)
            let strays = changes.filter { $0.change.hasPrefix("created") && HostileMatrix.looksTemporary(($0.path as NSString).lastPathComponent) }
            #expect(strays.isEmpty, "stray temporary files: \(strays.map(\.path)) (\(context))", sourceLocation: sourceLocation)
            let leftInTemporaryFolder = after.entries.keys.filter { $0.hasPrefix("tmp/") }
            #expect(leftInTemporaryFolder.isEmpty, "left in TMPDIR: \(leftInTemporaryFolder) (\(context))", sourceLocation: sourceLocation)
            for (path, entry) in after.entries where loop.isOutput(path) && entry.kind == .file && !loop.exempt.contains(path) {
                guard let was = new[path] else { continue }
                #expect(entry == was || entry == old[path], "\(path) is neither old nor new (\(context))", sourceLocation: sourceLocation)
            }
            try loop.invariant?(sandbox, ending)
        }
        // A loop whose kills all land after the command ended would show nothing.
        #expect(
            interrupted >= loop.kills / 2, "\(loop.name): only \(interrupted) of \(loop.kills) kills landed while it ran",
            sourceLocation: sourceLocation)
        return interrupted
    }
}
