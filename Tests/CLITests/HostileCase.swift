import Foundation
import Testing

/// One row of the hostile matrix: a `specimen` command run in a fresh ``HostileSandbox`` and what it
/// must do. `$D` in `arguments`, `message`, `stdin` and `environment` values is the sandbox's folder.
///
/// Every case is held to the same rules by ``HostileMatrix/run(_:)``: the exit status given, no crash
/// or hang, `stderrLines` lines on stderr (one `specimen: ...` line for a failure) containing
/// `message`, nothing on stdout for a refusal (status 2), no file created, changed or deleted in the
/// sandbox outside `outputs`, no stray temporary file anywhere in it, and a peak resident memory
/// under `peakMemoryMiB`.
///
/// ```swift
/// HostileCase("diff --out over its own input", ["diff", "$D/inputs/a.png", "$D/inputs/b.png", "--out", "$D/inputs/a.png"],
///             message: "inputs/a.png")
/// ```
struct HostileCase: Sendable, CustomTestStringConvertible {
    /// What the case shows, as the test's name.
    var name: String
    /// The command's words, without `specimen`.
    var arguments: [String]
    /// The exit status it must end with.
    var status: Int32 = 2
    /// Text the stderr line must contain; nil checks the line count only.
    var message: String?
    /// How many lines stderr must hold; nil means one for a failing status and none for success.
    var stderrLines: Int?
    /// Paths relative to `$D`, files or folders (a folder covers everything under it), that the command
    /// may create, change or delete. Everything else in the sandbox must be left byte for byte.
    var outputs: [String] = []
    /// Added to (or replacing) the environment: `SPECIMEN_HOME=$D`, `TMPDIR=$D/tmp`, `CI=` by default.
    var environment: [String: String] = [:]
    /// The file standard input reads (`$D/...`, `/dev/zero`); `/dev/null` by default.
    var stdin: String = "/dev/null"
    /// The peak resident memory allowed, in MiB.
    var peakMemoryMiB: Int = 1024
    /// Seconds before the run counts as a hang and is killed.
    var timeout: Double = 120
    /// Shell words run before the command replaces the shell (`ulimit -f 8`: every file the command
    /// writes is cut at 4 KB and its write fails, as on a full disk); nil runs the command directly.
    var shell: String?
    /// Extra fixtures, made after the standard victims (and so protected like them).
    var setup: (@Sendable (HostileSandbox) throws -> Void)?
    /// Extra checks on what the command did, after the matrix's own.
    var check: (@Sendable (HostileSandbox, HostileRun) throws -> Void)?

    init(
        _ name: String, _ arguments: [String], status: Int32 = 2, message: String? = nil, outputs: [String] = [],
        environment: [String: String] = [:], setup: (@Sendable (HostileSandbox) throws -> Void)? = nil,
        check: (@Sendable (HostileSandbox, HostileRun) throws -> Void)? = nil
    ) {
        self.name = name
        self.arguments = arguments
        self.status = status
        self.message = message
        self.outputs = outputs
        self.environment = environment
        self.setup = setup
        self.check = check
    }

    var testDescription: String { name }

    /// This case with `count` lines expected on stderr (a batch's line failures and its summary).
    func lines(_ count: Int) -> HostileCase { with { $0.stderrLines = count } }

    /// This case with standard input read from `path` (`$D/...` or a device such as `/dev/zero`).
    func stdin(_ path: String) -> HostileCase { with { $0.stdin = path } }

    /// This case with a peak-memory bound of `mebibytes`.
    func memory(_ mebibytes: Int) -> HostileCase { with { $0.peakMemoryMiB = mebibytes } }

    /// This case run with its files limited to `blocks` of 512 bytes (`ulimit -f`, SIGXFSZ ignored), so
    /// a write past that fails with EFBIG part-way through, as a write to a full disk fails with ENOSPC.
    func fileSizeLimit(_ blocks: Int) -> HostileCase { with { $0.shell = "trap '' XFSZ; ulimit -f \(blocks)" } }

    /// This case run from `relative` (a folder of the sandbox its setup makes), as a user in a
    /// sub-folder of their project runs it.
    func inFolder(_ relative: String) -> HostileCase { with { $0.shell = "cd '\(relative)'" } }

    /// This case killed as a hang after `seconds`.
    func timeout(_ seconds: Double) -> HostileCase { with { $0.timeout = seconds } }

    private func with(_ change: (inout HostileCase) -> Void) -> HostileCase {
        var copy = self
        change(&copy)
        return copy
    }
}

/// What one case's command did.
struct HostileRun: Sendable {
    let ending: ChildProcess.Ending
    let stdout: String
    let stderr: String
    /// Every change in the sandbox, allowed or not: `(path, "created ...")`.
    let changes: [(path: String, change: String)]
}
