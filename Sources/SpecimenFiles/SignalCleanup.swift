#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT (Ctrl-C), SIGTERM and SIGHUP end a command without leaving its temporary files behind.
///
/// The handler only writes the signal's number to a pipe (all a signal handler may safely do); a
/// thread waiting on the pipe then removes every temporary file this process has open
/// (``TemporaryFiles/removeAllForExit()``) and ends the process by the same signal, so a shell or
/// `make` sees it was interrupted. Files being written are left old or new, never part-written: a
/// rename either happened before the cleanup took the lock, or never happens. A signal ignored when
/// the process started (`nohup`, a background job) stays ignored.
package enum SignalCleanup {
    /// The signals handled.
    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers and starts the waiting thread; once per process (later calls do nothing).
    package static func install() {
        guard signalPipe.read < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        // Not inherited by a program this process starts (a browser), which has its own handlers.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        signalPipe = (ends[0], ends[1])
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { _ in waitForSignal() }, nil) == 0 else { return }
        pthread_detach(thread)
        for number in signals {
            var current = sigaction()
            sigaction(number, nil, &current)
            // SIG_IGN is handler 1.
            if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1 { continue }
            signal(number, onSignal)
        }
    }
}

/// The pipe's two ends: written by the handler, read by the waiting thread. Set once, before any
/// handler is installed, and only read after.
nonisolated(unsafe) private var signalPipe: (read: Int32, write: Int32) = (-1, -1)

private func onSignal(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe.write, &byte, 1)
}

private func waitForSignal() -> UnsafeMutableRawPointer? {
    var byte: UInt8 = 0
    while read(signalPipe.read, &byte, 1) != 1 {
        if errno != EINTR { return nil }
    }
    TemporaryFiles.removeAllForExit()
    let number = Int32(byte)
    signal(number, SIG_DFL)
    kill(getpid(), number)
    // Only if the signal did not end the process (it is blocked in this thread): exit as shells report it.
    _exit(128 + number)
}
