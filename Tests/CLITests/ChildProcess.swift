#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TestSupport

/// A `specimen` process started with `posix_spawn`, for the hostile matrix and the kill loops.
///
/// Foundation's `Process` gives neither the peak resident memory of one child (wait4's rusage) nor a
/// plain way to signal it at a chosen moment and still learn how it ended, so this does both. Standard
/// input comes from a file (or `/dev/null`), standard output and error go to files outside the case's
/// sandbox, so a large output never blocks the child on a full pipe.
///
/// Unchecked Sendable: one thread at a time uses it, the test's, or the thread `ended(timeout:)` waits
/// on while the test is suspended.
final class ChildProcess: @unchecked Sendable {
    /// How the process ended.
    struct Ending: Sendable, CustomStringConvertible {
        /// The exit status, or nil when a signal ended it.
        let status: Int32?
        /// The signal that ended it (a crash: SIGILL from a trap, SIGSEGV, SIGABRT; or one sent to it).
        let signal: Int32?
        /// The peak resident set size, in bytes (`ru_maxrss`).
        let peakMemoryBytes: Int
        /// True when it ran past its deadline and was killed for it.
        let timedOut: Bool

        var description: String {
            if timedOut { return "timed out (killed)" }
            if let signal { return "ended by signal \(signal)" }
            return "exit \(status ?? -1)"
        }
    }

    let pid: pid_t
    private var ended: Ending?

    /// Starts `executable` with `arguments` in `directory`, the environment `environment` exactly.
    init(
        executable: String, arguments: [String], environment: [String: String], directory: String,
        stdin: String = "/dev/null", stdout: String, stderr: String
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The test process may block or ignore signals (Swift Testing's workers); the child starts clean.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        // `env -C DIR` changes directory and then execs the command in its own place, so the pid (and
        // the rusage) is the command's; this Glibc module does not offer posix_spawn's chdir action.
        let argv = (["/usr/bin/env", "-C", directory, "--", executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, "/usr/bin/env", &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot start \(executable): \(String(cString: strerror(spawned)))"])
        }
        pid = child
    }

    deinit {
        if ended == nil {
            kill(pid, SIGKILL)
            _ = wait(timeout: 10)
        }
    }

    /// Sends `signal` to the process (if it has not been reaped yet).
    func send(_ signal: Int32) {
        if ended == nil { kill(pid, signal) }
    }

    /// True while the process has not ended (it is reaped here if it has).
    var isRunning: Bool {
        guard ended == nil else { return false }
        return !reap(options: WNOHANG)
    }

    /// Waits for the process to end, killing it (SIGKILL) after `timeout` seconds.
    @discardableResult
    func wait(timeout: Double) -> Ending {
        if let ended { return ended }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if reap(options: WNOHANG), let ended { return ended }
            usleep(2_000)
        }
        kill(pid, SIGKILL)
        _ = reap(options: 0)
        let killed =
            ended.map { Ending(status: $0.status, signal: $0.signal, peakMemoryBytes: $0.peakMemoryBytes, timedOut: true) }
            ?? Ending(status: nil, signal: SIGKILL, peakMemoryBytes: 0, timedOut: true)
        ended = killed
        return killed
    }

    /// `wait(timeout:)` on a thread of its own (`OffPool`): a test awaiting a child that takes seconds
    /// leaves the cooperative pool to the other tests.
    func ended(timeout: Double) async -> Ending {
        await OffPool.run { self.wait(timeout: timeout) }
    }

    /// `wait4`: true when the process has ended (and `ended` is set).
    private func reap(options: Int32) -> Bool {
        var status: Int32 = 0
        var usage = rusage()
        var result: pid_t
        repeat { result = wait4(pid, &status, options, &usage) } while result < 0 && errno == EINTR
        guard result == pid else { return false }
        // Linux's wait status: the low 7 bits are the signal that ended it (0 for a normal exit), the
        // next byte the exit status.
        let signal = status & 0x7F
        ended = Ending(
            status: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal,
            peakMemoryBytes: Int(usage.ru_maxrss) * 1024, timedOut: false)
        return true
    }
}
