import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A browser started with `--remote-debugging-pipe`, spoken to in the Chrome DevTools Protocol: the
/// browser reads commands on its file descriptor 3 and writes replies and events on its descriptor 4,
/// each message one JSON text ended by a NUL byte.
///
/// A class, not a value: it owns a child process and two descriptors, which exactly one owner may
/// close. Every read and write has a deadline (`poll`), so a browser that hangs or dies becomes an
/// error naming the command, never a stalled benchmark. Only `specimen bench` uses it, so messages
/// are Foundation's `JSONSerialization` dictionaries.
final class DevToolsPipe {
    /// What went wrong, with the end of the browser's stderr when it has said something.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The browser's process id; it leads its own process group, so closing can end its helpers too.
    let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let errorLog: String
    private var received: [UInt8] = []
    /// How much of `received` is known to hold no NUL, so a long reply (a screenshot) is searched once.
    private var searched = 0
    /// Events read while waiting for a reply, oldest first.
    private var events: [[String: Any]] = []
    private var lastID = 0
    private var reaped = false

    /// Starts `arguments` (the first is the executable; `--remote-debugging-pipe` must be among them)
    /// with stdin and stdout on /dev/null, stderr into `errorLog`, and `environment` added to ours.
    init(_ arguments: [String], errorLog: String, environment extra: [String: String] = [:]) throws {
        // A write to a pipe whose reader died would raise SIGPIPE and end this process; with the
        // signal ignored it is an EPIPE error, which `send` reports.
        signal(SIGPIPE, SIG_IGN)
        // Both pipes sit above descriptor 4 (F_DUPFD_CLOEXEC), so the child's dup2 onto 3 and 4 never
        // overwrites an end it still has to move, and every original end closes at exec.
        let commands = try Self.pipe(), replies = try Self.pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, commands.read, 3)
        posix_spawn_file_actions_adddup2(&actions, replies.write, 4)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in environment { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, arguments[0], &actions, &attributes, argv, environment)
        Glibc.close(commands.read)
        Glibc.close(replies.write)
        guard spawned == 0 else {
            Glibc.close(commands.write)
            Glibc.close(replies.read)
            throw Failure(description: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        pid = child
        toBrowser = commands.write
        fromBrowser = replies.read
        self.errorLog = errorLog
        _ = fcntl(toBrowser, F_SETFL, fcntl(toBrowser, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(within: 5) }

    /// Sends `method` (to the page of `session`, when given) and returns its reply's `result`; an
    /// `error` reply, a dead browser or no reply within `timeout` seconds throws.
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil, timeout: Double) throws -> [String: Any] {
        let deadline = Self.now() + timeout
        lastID += 1
        let id = lastID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        try send(Array(try JSONSerialization.data(withJSONObject: message)) + [0], deadline: deadline, what: method)
        while true {
            let reply = try next(deadline: deadline, what: method)
            guard (reply["id"] as? Int) == id else {
                if reply["method"] != nil { events.append(reply) }
                continue
            }
            if let error = reply["error"] as? [String: Any] {
                throw Failure(description: "\(method) failed: \(error["message"] ?? error)")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// The next event called `method` for `session` (events read earlier included), within `timeout`.
    func event(_ method: String, session: String?, timeout: Double) throws -> [String: Any] {
        let deadline = Self.now() + timeout
        let matches: ([String: Any]) -> Bool = { ($0["method"] as? String) == method && ($0["sessionId"] as? String) == session }
        if let index = events.firstIndex(where: matches) { return events.remove(at: index) }
        while true {
            let message = try next(deadline: deadline, what: "waiting for \(method)")
            if matches(message) { return message }
            if message["method"] != nil { events.append(message) }
        }
    }

    /// Forgets the events read so far: what comes after this call belongs to what is sent after it.
    func discardEvents() { events.removeAll() }

    /// Asks the browser to close, waits up to `seconds` for it to exit, then kills its process group.
    /// Safe to call more than once.
    func close(within seconds: Double) {
        guard !reaped else { return }
        _ = try? call("Browser.close", timeout: min(seconds, 5))
        let deadline = Self.now() + seconds
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 && Self.now() < deadline { usleep(10_000) }
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(-pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        reaped = true
        Glibc.close(toBrowser)
        Glibc.close(fromBrowser)
    }

    // MARK: - Bytes on the pipes

    private func send(_ bytes: [UInt8], deadline: Double, what: String) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            if written > 0 { offset += written; continue }
            if written < 0 && errno == EINTR { continue }
            guard written < 0 && errno == EAGAIN else { throw failure("cannot send \(what): \(String(cString: strerror(errno)))") }
            try wait(for: toBrowser, events: Int16(POLLOUT), deadline: deadline, what: "sending \(what)")
        }
    }

    /// The next whole message, read until its NUL byte.
    private func next(deadline: Double, what: String) throws -> [String: Any] {
        while true {
            if let end = received[searched...].firstIndex(of: 0) {
                let text = Data(received[..<end])
                received.removeSubrange(...end)
                searched = 0
                guard let message = (try? JSONSerialization.jsonObject(with: text)) as? [String: Any] else {
                    throw failure("the browser sent a message that is not a JSON object while \(what)")
                }
                return message
            }
            searched = received.count
            try wait(for: fromBrowser, events: Int16(POLLIN), deadline: deadline, what: what)
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw failure("the browser closed its DevTools pipe (exited?) while \(what)") }
            received += chunk[..<count]
        }
    }

    private func wait(for descriptor: Int32, events: Int16, deadline: Double, what: String) throws {
        while true {
            let left = deadline - Self.now()
            guard left > 0 else { throw failure("no answer from the browser within the time limit while \(what)") }
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
            let ready = poll(&entry, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
            if ready > 0 { return }  // readable, writable, or hung up: the read or write says which
            if ready < 0 && errno != EINTR { throw failure("poll failed while \(what): \(String(cString: strerror(errno)))") }
        }
    }

    private func failure(_ message: String) -> Failure {
        let log =
            (try? String(contentsOfFile: errorLog, encoding: .utf8))?
            .split(separator: "\n").filter { !$0.contains("dbus") }.suffix(3).joined(separator: " | ") ?? ""
        return Failure(description: log.isEmpty ? message : "\(message) (browser said: \(log))")
    }

    private static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { throw Failure(description: "cannot make a pipe: \(String(cString: strerror(errno)))") }
        let high = ends.map { fcntl($0, F_DUPFD_CLOEXEC, 5) }
        for end in ends { Glibc.close(end) }
        guard high.allSatisfy({ $0 >= 0 }) else { throw Failure(description: "cannot move a pipe: \(String(cString: strerror(errno)))") }
        return (high[0], high[1])
    }

    private static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
