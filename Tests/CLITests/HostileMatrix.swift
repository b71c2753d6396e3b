#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Runs ``HostileCase``s against the built `specimen` binary and asserts what every case must hold.
///
/// Use it from any suite, with a table:
///
/// ```swift
/// @Suite struct MyHostileTests {
///     static let cases: [HostileCase] = [ HostileCase("...", ["render", ...], message: "...") ]
///     @Test(arguments: cases) func hostile(_ hostile: HostileCase) throws { try HostileMatrix.run(hostile) }
/// }
/// ```
///
/// `SPECIMEN_TEST_EXECUTABLE` (in the test's environment) runs the cases against another build, such
/// as main's, to see them fail there.
enum HostileMatrix {
    /// The binary under test (``CLIRunner/executable``, which honours `SPECIMEN_TEST_EXECUTABLE`).
    static var executable: String { CLIRunner.executable.path }

    /// The environment a case's command gets: the test's own, Specimen's home and `TMPDIR` in the
    /// sandbox, `CI` empty (so `record` is allowed), then the case's.
    static func environment(_ hostile: HostileCase, sandbox: HostileSandbox) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SPECIMEN_HOME"] = sandbox.path
        environment["TMPDIR"] = sandbox.url("tmp").path
        environment["CI"] = ""
        environment["GITHUB_ACTIONS"] = nil
        environment["SPECIMEN_RECORD"] = nil
        for (key, value) in hostile.environment { environment[key] = substitute(value, sandbox) }
        return environment
    }

    static func substitute(_ text: String, _ sandbox: HostileSandbox) -> String {
        text.replacingOccurrences(of: "$D", with: sandbox.path)
    }

    /// Whether a file name is one a writer's temporary file would have (`.<name>.tmp-<suffix>`, or any
    /// `*.tmp*` name), so one left behind is found even where the case allows output.
    static func looksTemporary(_ name: String) -> Bool {
        name.contains(".tmp") || name.hasPrefix("specimen-diff-")
    }

    /// Runs the binary under test in `sandbox` with its environment (for a case's setup, or a second
    /// command beside the first) and returns how it ended and what it printed. `$D` is substituted.
    static func specimen(_ arguments: [String], in sandbox: HostileSandbox, timeout: Double = 120) throws -> HostileRun {
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-hostile-logs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let child = try ChildProcess(
            executable: executable, arguments: arguments.map { substitute($0, sandbox) },
            environment: environment(HostileCase("", []), sandbox: sandbox), directory: sandbox.path,
            stdout: logs.appendingPathComponent("stdout").path, stderr: logs.appendingPathComponent("stderr").path)
        let ending = child.wait(timeout: timeout)
        func text(_ name: String) -> String {
            String(decoding: FileManager.default.contents(atPath: logs.appendingPathComponent(name).path) ?? Data(), as: UTF8.self)
        }
        return HostileRun(ending: ending, stdout: text("stdout"), stderr: text("stderr"), changes: [])
    }

    /// Runs `hostile` in a new sandbox, asserts the matrix's rules (recording Issues at the caller),
    /// and returns what happened for further checks.
    @discardableResult
    static func run(_ hostile: HostileCase, sourceLocation: SourceLocation = #_sourceLocation) throws -> HostileRun {
        let started = try Started(hostile)
        defer { started.remove() }
        return try started.finish(started.child.wait(timeout: hostile.timeout), sourceLocation: sourceLocation)
    }

    /// `run(_:)` for a test that awaits it: the child is waited for off the cooperative pool, so a case
    /// that takes seconds (the silence limit's 10 s) leaves the pool to the other tests, and at most
    /// `ChildSlots.shared`'s count of such cases' children run at once.
    @discardableResult
    static func run(_ hostile: HostileCase, sourceLocation: SourceLocation = #_sourceLocation) async throws -> HostileRun {
        try await ChildSlots.shared.holding {
            let started = try Started(hostile)
            defer { started.remove() }
            return try started.finish(await started.child.ended(timeout: hostile.timeout), sourceLocation: sourceLocation)
        }
    }

    /// A case's sandbox, the inventory taken before its command, and the command running.
    struct Started {
        let hostile: HostileCase
        let sandbox: HostileSandbox
        let logs: URL
        let before: FileInventory
        let child: ChildProcess

        init(_ hostile: HostileCase) throws {
            let sandbox = try HostileSandbox.make()
            let logs = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-hostile-logs-\(UUID().uuidString)")
            do {
                try hostile.setup?(sandbox)
                let before = FileInventory.of(sandbox.root)
                try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
                let words = hostile.arguments.map { HostileMatrix.substitute($0, sandbox) }
                // A shell prefix (a file-size limit) runs in /bin/sh, which then becomes the command (`exec`).
                let executable = HostileMatrix.executable
                let command = hostile.shell.map { ("/bin/sh", ["-c", $0 + #"; exec "$0" "$@""#, executable] + words) } ?? (executable, words)
                let child = try ChildProcess(
                    executable: command.0, arguments: command.1,
                    environment: HostileMatrix.environment(hostile, sandbox: sandbox), directory: sandbox.path,
                    stdin: HostileMatrix.substitute(hostile.stdin, sandbox),
                    stdout: logs.appendingPathComponent("stdout").path, stderr: logs.appendingPathComponent("stderr").path)
                (self.hostile, self.sandbox, self.logs, self.before, self.child) = (hostile, sandbox, logs, before, child)
            } catch {
                try? FileManager.default.removeItem(at: sandbox.root)
                try? FileManager.default.removeItem(at: logs)
                throw error
            }
        }

        func remove() {
            try? FileManager.default.removeItem(at: sandbox.root)
            try? FileManager.default.removeItem(at: logs)
        }

        /// Asserts the matrix's rules on the ended command, recording Issues at `sourceLocation`.
        func finish(_ ending: ChildProcess.Ending, sourceLocation: SourceLocation) throws -> HostileRun {
            let stdout = String(decoding: FileManager.default.contents(atPath: logs.appendingPathComponent("stdout").path) ?? Data(), as: UTF8.self)
            let stderr = String(decoding: FileManager.default.contents(atPath: logs.appendingPathComponent("stderr").path) ?? Data(), as: UTF8.self)
            let after = FileInventory.of(sandbox.root)
            let run = HostileRun(ending: ending, stdout: stdout, stderr: stderr, changes: after.changes(since: before))
            let context = "\(hostile.name): \(ending); stderr: \(stderr.prefix(2000))"

            #expect(!ending.timedOut, "hung: \(context)", sourceLocation: sourceLocation)
            #expect(ending.signal == nil, "crashed: \(context)", sourceLocation: sourceLocation)
            #expect(ending.status == hostile.status, "exit status: \(context)", sourceLocation: sourceLocation)
            let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            let expectedLines = hostile.stderrLines ?? (hostile.status == 0 ? 0 : 1)
            #expect(lines.count == expectedLines, "stderr lines: \(context)", sourceLocation: sourceLocation)
            if hostile.status != 0, expectedLines > 0 {
                #expect(lines.allSatisfy { $0.hasPrefix("specimen: ") }, "stderr: \(context)", sourceLocation: sourceLocation)
            }
            if let message = hostile.message {
                #expect(stderr.contains(substitute(message, sandbox)), "stderr names '\(message)': \(context)", sourceLocation: sourceLocation)
            }
            if hostile.status == 2 {
                #expect(stdout.isEmpty, "stdout of a refusal: \(stdout.prefix(500)) (\(context))", sourceLocation: sourceLocation)
            }
            let allowed = hostile.outputs.map { substitute($0, sandbox).replacingOccurrences(of: sandbox.path + "/", with: "") }
            func isOutput(_ path: String) -> Bool {
                allowed.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            }
            let outside = run.changes.filter { !isOutput($0.path) }
            #expect(
                outside.isEmpty, "touched outside its output: \(outside.map { "\($0.path): \($0.change)" }) (\(context))",
                sourceLocation: sourceLocation)
            let strays = run.changes.filter { $0.change.hasPrefix("created") && looksTemporary(($0.path as NSString).lastPathComponent) }
            #expect(strays.isEmpty, "stray temporary files: \(strays.map(\.path)) (\(context))", sourceLocation: sourceLocation)
            let leftInTemporaryFolder = after.entries.keys.filter { $0.hasPrefix("tmp/") }
            #expect(leftInTemporaryFolder.isEmpty, "left in TMPDIR: \(leftInTemporaryFolder) (\(context))", sourceLocation: sourceLocation)
            #expect(
                ending.peakMemoryBytes <= hostile.peakMemoryMiB << 20,
                "peak memory \(ending.peakMemoryBytes >> 20) MiB over \(hostile.peakMemoryMiB) MiB (\(context))", sourceLocation: sourceLocation)
            try hostile.check?(sandbox, run)
            return run
        }
    }
}
