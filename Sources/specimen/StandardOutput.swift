#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import Foundation

/// Standard output's last word on a command: what was printed must have reached its destination.
///
/// `print` buffers, and a full disk or a closed pipe is only reported when the buffer is flushed; left
/// unchecked, `specimen layout --json > /dev/full` would exit 0 with nothing written.
enum StandardOutput {
    /// `status`, or 2 with one line on stderr when standard output could not be written.
    static func flushed(_ status: Int32) -> Int32 {
        errno = 0
        let failed = fflush(stdout) != 0 || ferror(stdout) != 0
        guard failed else { return status }
        let reason = errno == 0 ? "write error" : String(cString: strerror(errno))
        CommandLineTool.fail("cannot write to standard output: \(reason)")
        return status == ExitStatus.success ? ExitStatus.badInput : status
    }
}
