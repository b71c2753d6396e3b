#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SpecimenLimits

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif

/// Reads a file a user named (or standard input, `-`) whole, within a byte limit, without ever blocking
/// for good or copying more than the limit into memory.
///
/// The module promises:
/// 1. A regular file is measured before it is read: one past its limit is refused, not read.
/// 2. A pipe (`-`, `<(cmd)`, a FIFO) is read as it comes, up to its limit plus one byte, and refused as
///    soon as it passes it; a pipe silent for ``Limits/pipeSilenceSeconds`` (a FIFO no one opens or
///    writes to) is refused, so it cannot hang a command.
/// 3. A device (`/dev/zero`, a terminal) or a folder is refused before anything is read.
/// 4. Every failure is an ``InputFileError``: one line naming the file and what is wrong.
package enum InputFile {
    /// The whole of `path` (`-`: standard input), at most `limit` bytes. `what` names the file's role in
    /// errors (`batch file`, `backdrop`) and `limitName` the `Limits` constant.
    package static func read(_ path: String, limit: Int, what: String, limitName: String) throws(InputFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        try stream(path, limit: limit, what: what, limitName: limitName) { piece throws(InputFileError) in bytes.append(contentsOf: piece) }
        return bytes
    }

    /// Throws unless `path` is a regular file: for readers that open a path themselves (FreeType,
    /// HarfBuzz, libpng), which would block on a FIFO or read a device without end.
    package static func requireRegularFile(_ path: String, what: String) throws(InputFileError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw InputFileError(what: what, path: path, reason: Self.reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw InputFileError(what: what, path: path, reason: "it is a folder, not a file")
        case S_IFIFO, S_IFSOCK: throw InputFileError(what: what, path: path, reason: "it is a pipe, not a regular file")
        default: throw InputFileError(what: what, path: path, reason: "it is a device, not a regular file")
        }
    }

    /// Copies the whole of `path` (a pipe, or a regular file) into `sink` a piece at a time, at most
    /// `limit` bytes, with the checks of ``read(_:limit:what:limitName:)``: memory stays one piece
    /// however long the input. `sink` throws to stop.
    package static func stream(
        _ path: String, limit: Int, what: String, limitName: String,
        into sink: (UnsafeRawBufferPointer) throws(InputFileError) -> Void
    ) throws(InputFileError) {
        try withOpened(path, limit: limit, what: what, limitName: limitName) { descriptor, isPipe, fail throws(InputFileError) in
            try drain(descriptor, limit: limit, pipe: isPipe, fail: fail, limitName: limitName, what: what, into: sink)
        }
    }

    /// Opens `path` without blocking, refuses what is not a regular file or a pipe, and a regular file
    /// past `limit`, then hands the descriptor to `body`.
    private static func withOpened<T>(
        _ path: String, limit: Int, what: String, limitName: String,
        _ body: (Int32, Bool, (String) -> InputFileError) throws(InputFileError) -> T
    ) throws(InputFileError) -> T {
        let fail = { (reason: String) in InputFileError(what: what, path: path, reason: reason) }
        let descriptor: Int32
        if path == "-" {
            descriptor = STDIN_FILENO
        } else {
            guard !path.isEmpty else { throw fail("the file name is empty") }
            // O_NONBLOCK: opening a FIFO for reading otherwise waits for a writer, for ever if none comes.
            descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { throw fail(Self.reason(errno)) }
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw fail(Self.reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard Int(info.st_size) <= limit else {
                throw fail("it is \(info.st_size) bytes, more than the \(limit) a \(what) may be (\(limitName))")
            }
            return try body(descriptor, false, fail)
        case S_IFIFO, S_IFSOCK:
            return try body(descriptor, true, fail)
        case S_IFDIR:
            throw fail("it is a folder, not a file")
        default:
            throw fail(
                path == "-"
                    ? "standard input is a terminal or a device; pipe a file into it (< FILE) or name the file"
                    : "it is a device, not a file; name a regular file or a pipe")
        }
    }

    /// Reads to the end, refusing a byte past `limit`, waiting at most `Limits.pipeSilenceSeconds` for
    /// each piece of a pipe. Standard input (a descriptor that blocks, shared with the shell) is polled
    /// before every read. A descriptor opened here does not block: it is read first and polled when it has
    /// nothing yet (`EAGAIN`), or when a FIFO reads as ended before anything came, since its writer may not
    /// have opened it yet (once poll has answered, or once bytes came, an end is the end: a writer seen to
    /// leave, or one that left before this reader opened, which poll would never report).
    private static func drain(
        _ descriptor: Int32, limit: Int, pipe: Bool, fail: (String) -> InputFileError,
        limitName: String, what: String,
        into sink: (UnsafeRawBufferPointer) throws(InputFileError) -> Void
    ) throws(InputFileError) {
        var total = 0
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
        defer { chunk.deallocate() }
        let blocking = descriptor == STDIN_FILENO
        var mustWait = pipe && blocking
        while true {
            var polled = false
            if mustWait {
                var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&entry, 1, Int32(Limits.pipeSilenceSeconds * 1000))
                if ready < 0 {
                    if errno == EINTR { continue }
                    throw fail(Self.reason(errno))
                }
                if ready == 0 {
                    throw fail("nothing arrived for \(Limits.pipeSilenceSeconds) s (Limits.pipeSilenceSeconds); is anything writing to it?")
                }
                polled = true
            }
            let room = min(chunk.count, limit + 1 - total)
            let count = systemRead(descriptor, chunk.baseAddress, room)
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { mustWait = true; continue }
                throw fail(Self.reason(errno))
            }
            if count == 0 {
                if pipe, total == 0, !polled { mustWait = true; continue }
                return
            }
            total += count
            if total > limit {
                throw fail("it holds more than the \(limit) bytes a \(what) may be (\(limitName))")
            }
            try sink(UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
            mustWait = pipe && blocking
        }
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "it is a folder, not a file"
        case ENOTDIR: "a part of the path is not a folder"
        case ENAMETOOLONG: "the name is too long"
        case ELOOP: "too many symbolic links"
        default: String(cString: strerror(code))
        }
    }
}

/// A user's file that cannot be read within its limits: `batch file jobs.jsonl: no such file`.
package struct InputFileError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What the file is for, as the message names it ("batch file").
    package let what: String
    /// The path as the user gave it; `-` for standard input.
    package let path: String
    /// Why it cannot be read ("no such file").
    package let reason: String

    /// An error for the file `path`, used as `what`, failing for `reason`.
    package init(what: String, path: String, reason: String) {
        self.what = what
        self.path = path
        self.reason = reason
    }

    /// `what path: reason`, or `what (standard input): reason` for `-`.
    package var description: String { path == "-" ? "\(what) (standard input): \(reason)" : "\(what) \(path): \(reason)" }
}
