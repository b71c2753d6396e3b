import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The CPU time (user plus system) used so far by a running process and all its descendants, read
/// from `/proc/<pid>/stat`.
///
/// A warm browser is never waited for, so `wait4` cannot give its CPU time, and most of its work is
/// done by helper processes (renderer, GPU, network): the benchmark sums the whole tree before and
/// after each screenshot. The kernel counts in clock ticks (usually 10 ms).
enum ProcessTreeTime {
    /// Seconds of CPU used by `root` and every live process descending from it.
    static func cpuSeconds(root: pid_t) -> Double {
        var parents: [pid_t: pid_t] = [:], ticks: [pid_t: Int] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // After the command name in parentheses: state, ppid, ... utime and stime are fields 14 and 15.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 13, let parent = pid_t(fields[1]), let user = Int(fields[11]), let system = Int(fields[12]) else { continue }
            parents[pid] = parent
            ticks[pid] = user + system
        }
        var total = 0
        for (pid, count) in ticks where descends(pid, from: root, parents: parents) { total += count }
        return Double(total) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private static func descends(_ pid: pid_t, from root: pid_t, parents: [pid_t: pid_t]) -> Bool {
        var current = pid
        for _ in 0..<64 {
            if current == root { return true }
            guard let parent = parents[current], parent > 1 else { return false }
            current = parent
        }
        return false
    }
}
