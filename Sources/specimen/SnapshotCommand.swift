import Foundation
import Specimen
import SpecimenSnapshot

/// `specimen snapshot verify|record|prune`: the golden images in `Snapshots/`.
enum SnapshotCommand: Command {
    static let name = "snapshot"
    static let summary = "verify, record or prune the golden PNGs in Snapshots/"
    static let usage = "specimen snapshot verify|record|prune [options]"
    static let help = """
    Usage:
      specimen snapshot verify [--filter GLOB] [--shard K/N] [--max-pixels N] [--max-ratio R] [--max-delta D] [--report DIR]
      specimen snapshot record [--filter GLOB]
      specimen snapshot prune [--check]

    verify  renders every golden's subject and compares it with Snapshots/<Set>/<Variant>/<theme>@<scale>x.png.
            Exit 0 when all match; 1 when any differs, is missing or is orphaned; 2 on bad usage.
            Prints one line per failure, and writes an HTML report, a JUnit file and expected | difference |
            actual images to the report folder. Never writes Snapshots/.
    record  writes goldens (atomically) whose pixels changed or that are missing, and the manifest.
            Refused when CI is set.
    prune   removes files and manifest entries no subject produces; --check only lists them (exit 1 if any).

    Options:
      --filter GLOB     subjects whose name or file matches, such as 'Text Input/*' or '*dark@2x*'
      --shard K/N       only the K-th of N equal parts, in path order (for parallel CI jobs)
      --max-delta D     a pixel differs when a channel is off by more than D steps of 1/255 (default 1)
      --max-pixels N    pass with up to N differing pixels (default 0)
      --max-ratio R     pass with up to R (0 to 1) of the image's pixels differing (default 0)
      --report DIR      where the report goes (default specimen-report/)
      --snapshots DIR   the goldens' folder (default the checkout's Snapshots/)
      --check           prune: list only; exit 1 when anything would be removed
    """

    static func run(_ words: [String]) throws -> Int32 {
        guard let action = words.first else { throw UsageError("'specimen snapshot' needs verify, record or prune; usage: \(usage)") }
        let rest = Array(words.dropFirst())
        switch action {
        case "verify": return try verify(rest)
        case "record": return try record(rest)
        case "prune": return try prune(rest)
        default:
            throw UsageError("'specimen snapshot' has no action '\(action)'; valid: verify, record, prune")
        }
    }

    static func verify(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, command: "snapshot verify",
                                      options: ["filter", "shard", "max-pixels", "max-ratio", "max-delta", "report", "snapshots"], flags: [])
        try arguments.requirePositionals(0...0, command: "snapshot verify", usage: usage)
        let tolerance = try Tolerance.parsing(maxDelta: arguments.value("max-delta"), maxPixels: arguments.value("max-pixels"),
                                              maxRatio: arguments.value("max-ratio"))
        let shard = try arguments.value("shard").map { try Shard(parsing: $0) } ?? .whole
        let suite = try suite(arguments)
        let result = suite.verify(filter: try filter(arguments), shard: shard, tolerance: tolerance)
        let report = ReportWriter(directory: URL(fileURLWithPath: arguments.value("report") ?? ReportWriter.defaultDirectory, isDirectory: true))
        try report.write(result, snapshots: suite.directory)
        for failure in result.failures { print(failure.line) }
        print(result.summary)
        if !result.passed { print("report: \(report.directory.appendingPathComponent("index.html").path)") }
        return result.passed ? ExitStatus.success : ExitStatus.checkFailed
    }

    static func record(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, command: "snapshot record", options: ["filter", "snapshots"], flags: [])
        try arguments.requirePositionals(0...0, command: "snapshot record", usage: usage)
        let suite = try suite(arguments)
        let result = try suite.record(filter: try filter(arguments))
        for file in result.written { print("wrote \(suite.url(ofFile: file).path)") }
        print(result.summary)
        return ExitStatus.success
    }

    static func prune(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, command: "snapshot prune", options: ["snapshots"], flags: ["check"])
        try arguments.requirePositionals(0...0, command: "snapshot prune", usage: usage)
        let suite = try suite(arguments)
        let check = arguments.flag("check")
        let result = try suite.prune(check: check)
        for line in result.lines(directory: suite.directory) { print(line) }
        if result.isEmpty { print("no orphaned goldens") }
        return check && !result.isEmpty ? ExitStatus.checkFailed : ExitStatus.success
    }

    private static func suite(_ arguments: Arguments) throws -> GoldenSuite {
        let home = try SpecimenHome.locate()
        let folder = arguments.value("snapshots").map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? home.root.appendingPathComponent("Snapshots", isDirectory: true)
        return try GoldenSuite(directory: folder, renderer: Renderer(home: home))
    }

    private static func filter(_ arguments: Arguments) throws -> SubjectFilter? {
        try arguments.value("filter").map { try SubjectFilter($0) }
    }
}
