import Dispatch
import Foundation
import Specimen
import SpecimenPNG
import Synchronization

/// `specimen-bench` (`make bench`): Specimen against the tools a docs build or CI would otherwise call, and against
/// the limits of its own work, as ONE table of medians (docs/benchmark.md keeps the latest).
///
/// Every comparison runs side by side in the same session, alternating tool by tool, so both see the
/// same machine. Speed is measured here, never in timed tests.
enum BenchCommand {
    static let help = """
        Usage: specimen-bench [--rounds N] [--skip-external] [--only PART]...

        Prints one Markdown table of medians: a cold `specimen render` against resvg and rsvg-convert
        turning the same variant's SVG into a PNG of the same size, and against a cold headless Chromium
        screenshot; `specimen batch` of every variant at 2x against resvg's per-image rate, and the PNG
        bytes of both; the gallery against zlib level 6 alone on one thread for the same raw pixels, and
        its peak memory; verify per golden against ImageMagick `compare -metric AE`, and against rendering
        the goldens; time and peak memory as pixels (1x to 8x) and text (1 to 5 lines, 10,000 characters)
        grow; and the in-process stages per picture. Tools found missing are reported as missing;
        `make bench` installs them (resvg from PyPI resvg-cli, chromium, librsvg2-bin, imagemagick).
        Work files go to a fresh folder in /dev/shm when it exists (so no tool waits on a disk), else /tmp.

        Options:
          --rounds N         runs per measurement, 1 to 100 (default 5); the median is reported
          --skip-external    only the in-process stages (no other tool is run)
          --only PART        only these parts of the table (repeatable): cold (and the floors beside it),
                             batch, chromium (cold and warm screenshots), gallery, verify, scaling,
                             designsystem (a generated design system of 200 documents and 10,000 variants:
                             record, verify per golden, gallery peak memory), import (import figma of the
                             largest file in Tests/FigmaTests/Fixtures), stages, layout
                             (SpecimenAutoLayout against Taffy and Yoga per node on the same trees)
        """

    /// The parts of the table `--only` can pick, in the table's order.
    static let parts = ["cold", "batch", "chromium", "gallery", "verify", "scaling", "designsystem", "import", "stages", "layout"]

    struct Stage {
        let name: String
        let count: Int
        let best: Double
    }

    static func run(_ words: [String]) throws -> Int32 {
        let options = try BenchOptions(words, parts: parts)
        if options.help {
            print(help)
            return 0
        }
        let rounds = options.rounds, only = options.only
        let runs = { (part: String) in only.isEmpty || only.contains(part) }
        let renderer = try Renderer.standard()
        var rows: [BenchSuite.Row] = []
        if !options.skipExternal && (only.isEmpty || !only.subtracting(["stages", "layout"]).isEmpty) {
            // Rows that write files write where users do: on the working directory's file system (a
            // checkout), where a flush waits on the disk; /dev/shm, where none does, is a second figure.
            let work = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                .appendingPathComponent(".build/bench-disk/specimen-bench-\(getpid())")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: work) }
            let memory =
                FileManager.default.fileExists(atPath: "/dev/shm")
                ? URL(fileURLWithPath: "/dev/shm").appendingPathComponent("specimen-bench-\(getpid())") : nil
            if let memory { try FileManager.default.createDirectory(at: memory, withIntermediateDirectories: true) }
            defer { if let memory { try? FileManager.default.removeItem(at: memory) } }
            var suite = BenchSuite(specimen: try BenchProcess.specimen(), rounds: rounds, work: work, memory: memory, renderer: renderer)
            let resvg = BenchProcess.locate("resvg", override: "SPECIMEN_BENCH_RESVG")
            if runs("cold") {
                try suite.coldRender(resvg: resvg, rsvg: BenchProcess.locate("rsvg-convert"))
                try suite.floors(resvg: resvg)
            }
            if runs("batch") {
                try suite.batch(resvg: resvg, in: work, place: "on disk")
                if let memory { try suite.batch(resvg: resvg, in: memory, place: "in /dev/shm, second figure") }
            }
            if runs("chromium") {
                try suite.chromium(BenchProcess.locate("chromium"))
                try suite.warmChromium(BenchProcess.locate("chromium"))
            }
            if runs("gallery") { try suite.gallery() }
            if runs("verify") { try suite.verify(compare: BenchProcess.locate("compare")) }
            if runs("scaling") { try suite.scaling() }
            if runs("designsystem") { try suite.generatedDesignSystem() }
            if runs("import") { try suite.figmaImport() }
            rows = suite.rows
        }
        if runs("stages") { rows += try stages(renderer: renderer, rounds: rounds) }
        if runs("layout") { rows += try layoutRows(rounds: rounds) }
        print(machine())
        print("")
        print("| measurement | Specimen | compared with | ratio | target |")
        print("| --- | --- | --- | --- | --- |")
        for row in rows {
            print("| \(row.measurement) | \(row.specimen) | \(row.reference) | \(row.ratio) | \(row.target) |")
        }
        return 0
    }

    /// The machine the table was measured on: CPU model, cores, memory, kernel, date.
    static func machine() -> String {
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
        var name = utsname()
        uname(&name)
        let kernel = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let date = ISO8601DateFormatter().string(from: Date())
        return String(
            format: "Machine: %@, %d cores, %.1f GB, Linux %@, %@; load average at start %@",
            cpu, ProcessInfo.processInfo.activeProcessorCount, memory, kernel, date,
            (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?")
    }

    /// Each pipeline stage in process over every variant in light and dark at 1x, 2x and 3x, one thread
    /// (the best of `rounds`, the least disturbed), as rows per picture.
    static func stages(renderer: Renderer, rounds: Int) throws -> [BenchSuite.Row] {
        let configurations = Catalogue.standard.allConfigurations
        let jobs = configurations.flatMap { c in
            ThemeMode.allCases.flatMap { mode in [1.0, 2.0, 3.0].map { (c, RenderOptions(theme: mode, scale: $0)) } }
        }
        // Warm caches (fonts, themes, glyph outlines and masks) so every round measures the same work.
        for (c, o) in jobs { _ = try renderer.png(c, options: o) }

        let lists = try jobs.map { try renderer.displayList($0.0, options: $0.1) }
        let pixmaps = lists.map { renderer.rasterizer.render($0) }
        var stages: [Stage] = []
        stages.append(
            Stage(
                name: "layout", count: configurations.count,
                best: try best(rounds) {
                    for c in configurations { _ = try renderer.layout(c) }
                }))
        stages.append(
            Stage(
                name: "display list", count: jobs.count,
                best: try best(rounds) {
                    for (c, o) in jobs { _ = try renderer.displayList(c, options: o) }
                }))
        stages.append(
            Stage(
                name: "rasterize", count: lists.count,
                best: try best(rounds) {
                    for list in lists { _ = renderer.rasterizer.render(list) }
                }))
        stages.append(
            Stage(
                name: "PNG encode", count: pixmaps.count,
                best: try best(rounds) {
                    for (p, job) in zip(pixmaps, jobs) { _ = try PNGEncoder().encode(p, pixelsPerPoint: job.1.scale) }
                }))
        stages.append(
            Stage(
                name: "SVG write", count: lists.count,
                best: try best(rounds) {
                    for list in lists { _ = try renderer.svgWriter.write(list) }
                }))
        stages.append(
            Stage(
                name: "end to end PNG, 1 thread", count: jobs.count,
                best: try best(rounds) {
                    for (c, o) in jobs { _ = try renderer.png(c, options: o) }
                }))
        let cores = ProcessInfo.processInfo.activeProcessorCount
        stages.append(
            Stage(
                name: "end to end PNG, \(cores) threads", count: jobs.count,
                best: try best(rounds) {
                    let failures = Atomic<Int>(0)
                    DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
                        if (try? renderer.png(jobs[i].0, options: jobs[i].1)) == nil { failures.add(1, ordering: .relaxed) }
                    }
                    let failed = failures.load(ordering: .relaxed)
                    if failed > 0 { throw BenchError("\(failed) renders failed during the benchmark") }
                }))
        return stages.map {
            BenchSuite.Row(
                measurement: "in process, per picture (best of \(rounds), \($0.count) pictures): \($0.name)",
                specimen: String(format: "%.3f ms", $0.best * 1000 / Double($0.count)), reference: "—", ratio: "—", target: "—")
        }
    }

    /// The shortest of `rounds` timings of `body`, in seconds.
    static func best(_ rounds: Int, _ body: () throws -> Void) throws -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }
}
