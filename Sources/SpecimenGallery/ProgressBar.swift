import Foundation
import Synchronization

/// A one-line progress bar on stderr, redrawn in place: counts, elapsed time and an estimate of the
/// time left. Silent when stderr is not a terminal, so logs and CI output stay clean.
///
/// Workers advance it from several threads: the count and the last drawing's time live in a `Mutex`.
package final class ProgressBar: Sendable {
    private let total: Int
    private let label: String
    private let enabled: Bool
    private let start = Date()
    /// Items done, and when the bar was last drawn.
    private let state = Mutex<(done: Int, lastDraw: Date)>((0, .distantPast))

    /// A bar for `total` items of `label` ("renders"); drawn only when `enabled`, which defaults to
    /// whether stderr is a terminal.
    package init(total: Int, label: String, enabled: Bool = isatty(STDERR_FILENO) != 0) {
        self.total = total
        self.label = label
        self.enabled = enabled
    }

    /// One more item done.
    package func advance() {
        state.withLock { state in
            state.done += 1
            let now = Date()
            // Redrawing ten times a second is smooth enough and keeps the terminal cheap.
            if enabled && (state.done == total || now.timeIntervalSince(state.lastDraw) >= 0.1) {
                state.lastDraw = now
                draw(now, done: state.done)
            }
        }
    }

    /// Ends the line, so later output starts on its own line.
    package func finish() {
        state.withLock { _ in
            if enabled { FileHandle.standardError.write(Data("\n".utf8)) }
        }
    }

    private func draw(_ now: Date, done: Int) {
        let width = 28
        let fraction = total > 0 ? Double(done) / Double(total) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        let elapsed = now.timeIntervalSince(start)
        let remaining = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let line = "\r[\(bar)] \(done)/\(total) \(label)  \(Self.clock(elapsed)) elapsed, ETA \(Self.clock(remaining)) "
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// `1:05`: minutes and seconds.
    static func clock(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded()))
        return "\(whole / 60):" + String(format: "%02d", whole % 60)
    }
}
