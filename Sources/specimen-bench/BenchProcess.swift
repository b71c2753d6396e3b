import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One whole process as the benchmark measures it: wall time from spawn to exit, and its peak memory.
///
/// `posix_spawn` and `wait4` rather than Foundation's `Process`, so every tool (Specimen, resvg,
/// rsvg-convert, Chromium, ImageMagick) is started and timed the same lean way, with the child's own
/// CPU time. Its peak memory cannot come from `ru_maxrss`, which Linux seeds with the parent's at
/// `exec`; a `specimen` child writes its own high-water mark (`VmHWM`) to the file named by
/// `SPECIMEN_PEAK_MEMORY_FILE` instead (see `PeakMemory`), asked only by the rows that report a peak
/// (`peakMemory: true`). Every other process, Specimen's and its peers', gets the bench's own
/// environment unchanged, so a timed render does only what a user's does: writing the peak is work no
/// user's render does, and its `fsync` once made the cold row's Specimen runs several tenths of a
/// millisecond slower than the same render outside the bench.
struct BenchProcess {
    let status: Int32
    let seconds: Double
    /// User plus system CPU time of the child.
    let cpuSeconds: Double
    /// The child's own peak resident set size in bytes, when it reported one (only `specimen` does).
    let peakBytes: Int

    /// Runs `arguments` (the first is the executable's path) with stdout and stderr sent to /dev/null
    /// (or `output`, when given); with `peakMemory`, a `specimen` child is asked for its peak memory.
    static func run(_ arguments: [String], output: String? = nil, peakMemory: Bool = false) throws -> BenchProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let peakFile = peakMemory ? NSTemporaryDirectory() + "specimen-bench-peak-\(getpid())" : nil
        if let peakFile { unlink(peakFile) }
        var variables = ProcessInfo.processInfo.environment
        variables["SPECIMEN_PEAK_MEMORY_FILE"] = peakFile
        let environment = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in environment { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environment)
        guard spawned == 0 else { throw BenchError("bench: cannot start \(arguments[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let peak = peakFile.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        if let peakFile { unlink(peakFile) }
        return BenchProcess(status: exit, seconds: seconds, cpuSeconds: cpu, peakBytes: peak)
    }

    /// Runs and insists on exit status 0, naming the command otherwise.
    static func succeed(_ arguments: [String], output: String? = nil, peakMemory: Bool = false) throws -> BenchProcess {
        let result = try run(arguments, output: output, peakMemory: peakMemory)
        guard result.status == 0 else {
            throw BenchError("bench: '\(arguments.prefix(4).joined(separator: " "))' exited \(result.status)")
        }
        return result
    }

    /// The `specimen` binary measured: `SPECIMEN_BENCH_SPECIMEN`, else the one built beside this
    /// benchmark (`.build/release/specimen` for `.build/release/specimen-bench`), so the table times the
    /// build it was made with, never one found on the PATH.
    static func specimen() throws -> String {
        if let path = ProcessInfo.processInfo.environment["SPECIMEN_BENCH_SPECIMEN"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw BenchError("SPECIMEN_BENCH_SPECIMEN is '\(path)', which is not an executable file")
            }
            return path
        }
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let sibling = me.deletingLastPathComponent().appendingPathComponent("specimen").path
        guard FileManager.default.isExecutableFile(atPath: sibling) else {
            throw BenchError("no specimen binary beside \(me.path); build it (make release) or set SPECIMEN_BENCH_SPECIMEN")
        }
        return sibling
    }

    /// The first executable file called `name` on `$PATH` that is a compiled program, not a script
    /// (pyenv's shims are shell scripts that would add their own start-up to resvg's), or `nil`.
    static func locate(_ name: String, override variable: String? = nil) -> String? {
        if let variable, let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty,
            FileManager.default.isExecutableFile(atPath: path)
        {
            return path
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        var script: String?
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
            let head = FileManager.default.contents(atPath: candidate)?.prefix(2)
            if head == Data("#!".utf8) { script = script ?? candidate; continue }
            return candidate
        }
        return script
    }
}

/// The median of some timings (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
