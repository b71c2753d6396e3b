import Foundation

/// Lets `specimen-bench` read a child's true peak memory: when `SPECIMEN_PEAK_MEMORY_FILE` is set,
/// the process writes its `VmHWM` (resident high-water mark of its own address space), in bytes, there
/// just before it exits. Nothing happens otherwise.
enum PeakMemory {
    static func reportIfAsked() {
        // getenv, not ProcessInfo's environment: that copies every variable into a dictionary, 1% of
        // a cold render at every exit, for a variable only `specimen-bench` sets.
        guard let variable = getenv("SPECIMEN_PEAK_MEMORY_FILE"), case let file = String(cString: variable), !file.isEmpty,
            let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
        else { return }
        try? "\(kilobytes * 1024)\n".write(toFile: file, atomically: false, encoding: .utf8)
    }
}
