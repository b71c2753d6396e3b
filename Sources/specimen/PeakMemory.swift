import Foundation
import SpecimenFiles

/// Lets `specimen-bench` read a child's true peak memory: when `SPECIMEN_PEAK_MEMORY_FILE` is set,
/// the process writes its `VmHWM` (resident high-water mark of its own address space), in bytes, there
/// just before it exits. Nothing happens otherwise.
///
/// Written by `AtomicFile` without flushing (`durability: .none`): Foundation's
/// `String.write(toFile:atomically:false)` also calls `fsync` (and tries an extended attribute), and on
/// ext4 an `fsync` of a new file waits for a journal commit, 0.3 ms idle and several under other disk
/// writes, which the bench counted as the render's time.
enum PeakMemory {
    static func reportIfAsked() {
        // getenv, not ProcessInfo's environment: that copies every variable into a dictionary, 1% of
        // a cold render at every exit, for a variable only `specimen-bench` sets.
        guard let variable = getenv("SPECIMEN_PEAK_MEMORY_FILE"), case let file = String(cString: variable), !file.isEmpty,
            let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
        else { return }
        try? AtomicFile.write(Array("\(kilobytes * 1024)\n".utf8), to: file, durability: .none)
    }
}
