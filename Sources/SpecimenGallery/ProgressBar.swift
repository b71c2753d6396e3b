import Foundation

/// A one-line progress bar on stderr, redrawn in place: counts, elapsed time and an estimate of the
/// time left. Silent when stderr is not a terminal, so logs and CI output stay clean.
///
/// `@unchecked Sendable`: workers advance it from several threads; every stored property is read and
/// written only under `lock`.
public final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let label: String
    private let enabled: Bool
    private let start = Date()
    private var done = 0
    private var lastDraw = Date.distantPast

    /// A bar for `total` items of `label` ("renders"); drawn only when `enabled`, which defaults to
    /// whether stderr is a terminal.
    public init(total: Int, label: String, enabled: Bool = isatty(STDERR_FILENO) != 0) {
        self.total = total
        self.label = label
        self.enabled = enabled
    }

    /// One more item done.
    public func advance() {
        lock.withLock {
            done += 1
            let now = Date()
            // Redrawing ten times a second is smooth enough and keeps the terminal cheap.
            if enabled && (done == total || now.timeIntervalSince(lastDraw) >= 0.1) {
                lastDraw = now
                draw(now)
            }
        }
    }

    /// Ends the line, so later output starts on its own line.
    public func finish() {
        lock.withLock {
            if enabled { FileHandle.standardError.write(Data("\n".utf8)) }
        }
    }

    private func draw(_ now: Date) {
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
