import Dispatch
import Foundation
import Specimen

/// `specimen bench`: how fast each stage of the pipeline is, over every variant.
///
/// Speed is measured here, not in timed tests: each stage runs over every variant in light and dark at
/// 1x, 2x and 3x, the best of `--rounds` runs is kept (the least disturbed by the rest of the machine),
/// and the figures go in the README.
enum BenchCommand: Command {
    static let name = "bench"
    static let summary = "measure each pipeline stage over every variant (the README's figures)"
    static let help = """
    Usage: specimen bench [--rounds N]

    Lays out, builds display lists, rasterizes, encodes PNG and writes SVG for every variant in light and
    dark at 1x, 2x and 3x, on one thread, then renders the whole set to PNG on every core. Prints the best
    of N rounds (default 3) per stage: total milliseconds, and per picture.
    """

    struct Stage {
        let name: String
        let count: Int
        let best: Double
    }

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, command: name, options: ["rounds"], flags: [])
        try arguments.requirePositionals(0...0, command: name, usage: "specimen bench [--rounds N]")
        let roundsText = arguments.value("rounds") ?? "3"
        guard let rounds = Int(roundsText), (1...100).contains(rounds) else {
            throw UsageError("--rounds must be a whole number from 1 to 100, not '\(roundsText)'")
        }
        let renderer = try Renderer.standard()
        let configurations = Catalogue.standard.allConfigurations
        let jobs = configurations.flatMap { c in
            ThemeMode.allCases.flatMap { mode in [1.0, 2.0, 3.0].map { (c, RenderOptions(theme: mode, scale: $0)) } }
        }
        // Warm caches (fonts, themes, glyph outlines) so every round measures the same work.
        for (c, o) in jobs { _ = try renderer.png(c, options: o) }

        let trees = try configurations.map { try renderer.layout($0) }
        let lists = try jobs.map { try renderer.displayList($0.0, options: $0.1) }
        let pixmaps = lists.map { Rasterizer().render($0) }
        var stages: [Stage] = []
        stages.append(Stage(name: "layout", count: configurations.count, best: try best(rounds) {
            for c in configurations { _ = try renderer.layout(c) }
        }))
        stages.append(Stage(name: "display list", count: jobs.count, best: try best(rounds) {
            for (c, o) in jobs { _ = try renderer.displayList(c, options: o) }
        }))
        stages.append(Stage(name: "rasterize", count: lists.count, best: try best(rounds) {
            for list in lists { _ = Rasterizer().render(list) }
        }))
        stages.append(Stage(name: "PNG encode", count: pixmaps.count, best: try best(rounds) {
            for (p, job) in zip(pixmaps, jobs) { _ = try PNGEncoder().encode(p, pixelsPerPoint: job.1.scale) }
        }))
        stages.append(Stage(name: "SVG write", count: lists.count, best: try best(rounds) {
            for list in lists { _ = try SVGWriter().write(list) }
        }))
        stages.append(Stage(name: "end to end, 1 thread", count: jobs.count, best: try best(rounds) {
            for (c, o) in jobs { _ = try renderer.png(c, options: o) }
        }))
        let cores = ProcessInfo.processInfo.activeProcessorCount
        stages.append(Stage(name: "end to end, \(cores) threads", count: jobs.count, best: try best(rounds) {
            let failures = FailureCount()
            DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
                if (try? renderer.png(jobs[i].0, options: jobs[i].1)) == nil { failures.add() }
            }
            if failures.value > 0 { throw UsageError("\(failures.value) renders failed during the benchmark") }
        }))
        _ = trees
        print("Specimen benchmark: \(configurations.count) variants x 2 themes x 3 scales = \(jobs.count) pictures, best of \(rounds) rounds")
        print("stage                     pictures   total ms   per picture ms")
        for s in stages {
            print(s.name.padding(toLength: 26, withPad: " ", startingAt: 0)
                  + String(format: "%8d %10.1f %16.3f", s.count, s.best * 1000, s.best * 1000 / Double(s.count)))
        }
        return ExitStatus.success
    }

    /// The shortest of `rounds` timings of `body`, in seconds.
    static func best(_ rounds: Int, _ body: () throws -> Void) throws -> Double {
        var best = Double.infinity
        for _ in 0 ..< rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }
}

/// A thread-safe counter for failures inside `concurrentPerform`.
final class FailureCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
