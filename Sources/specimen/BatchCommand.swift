import Foundation
import Specimen
import SpecimenFiles
import SpecimenInput
import SpecimenLimits
import SpecimenSupport

/// `specimen batch`: many renders from JSON Lines, in one process on every core.
enum BatchCommand: Command {
    static let name = "batch"
    static let summary = "render many variants from JSON Lines jobs, in one process on every core"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, [Positional("FILE|-")], options: options)
    static var usages: [Usage] { [usage] }
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] = [
        Option("jobs", "N", "threads rendering at once (default: every core)"),
        Option.tokens.described("lay a token file over the shipped themes, for every job (repeatable, later wins)"),
        Option.strings.described("a Localizable.strings file of accessibility strings (SVG names)"),
        .durable,
    ]
    static let help = """
        \(usage.help())

        Reads one job a line from FILE (or standard input for -) and renders them all in one process,
        with the same bytes `specimen render` writes for each. Keys: set and out (required), variant,
        props (an object of property name to string or true/false), theme (light|dark), scale (0.5 to 8),
        format (png|svg, else the out file's extension), locale, direction (ltr|rtl) and textScale (0.8 to 3),
        as --locale, --direction and --text-scale. Blank lines are skipped.
          {"set": "Text Input", "variant": "Type=Password, State=Error", "scale": 2, "out": "pw.png"}
          {"set": "Stepper", "props": {"Value": "7"}, "theme": "dark", "out": "stepper.svg"}

        A bad line is reported on stderr as 'line N: ...' and the other lines still render; the exit
        status is then 1. Every file is written atomically.

        Options:
        \(Option.help(options))
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        let source = arguments.positionals[0]
        var workers = ProcessInfo.processInfo.activeProcessorCount
        if let text = arguments.value("jobs") {
            guard let n = Int(text), (1...256).contains(n) else { throw UsageError("--jobs must be a whole number from 1 to 256, not '\(text)'") }
            workers = n
        }
        let text = try read(source)
        // The lines are read while the renderer opens its fonts and themes: neither needs the other, and
        // each ran alone before any picture was drawn (1.5 and 2 ms of a 55 ms batch of 72 pictures).
        let lineWorkers = workers
        let parts = ParallelMap.map([true, false], workers: min(2, workers)) { makesRenderer -> BatchStart in
            makesRenderer
                ? .renderer(Result { try SubjectArguments.renderer(arguments) })
                : .lines(RenderBatch.parse(text, catalogue: .standard, workers: lineWorkers))
        }
        guard case .renderer(let made) = parts[0], case .lines(let lines) = parts[1] else {
            preconditionFailure("ParallelMap returns its results in input order")
        }
        let renderer = try made.get()
        var policy = OutputPolicy(inputs: [source] + SubjectArguments.inputFiles(arguments))
        policy.durability = SubjectArguments.durability(arguments)
        let outcome = RenderBatch(renderer: renderer, outputPolicy: policy).run(lines.jobs, failures: lines.failures, workers: workers)
        // The process ends with the batch: its renderer (fonts, glyph and outline caches) is left for the
        // exit to reclaim, not freed object by object (about 1 ms after the last picture was written).
        _ = Unmanaged.passRetained(renderer)
        for failure in outcome.failures { CommandLineTool.fail("batch \(failure)") }
        guard outcome.failures.isEmpty else {
            CommandLineTool.fail("batch: \(outcome.failures.count) of \(outcome.written + outcome.failures.count) jobs failed, \(outcome.written) written")
            return ExitStatus.checkFailed
        }
        return ExitStatus.success
    }

    /// The batch file's text: a file, standard input (`-`) or a pipe (`<(cmd)`), within
    /// `Limits.batchFileBytes`, in UTF-8 or UTF-16 with a byte-order mark.
    private static func read(_ source: String) throws -> String {
        let bytes = try InputFile.read(source, limit: Limits.batchFileBytes, what: "batch file", limitName: "Limits.batchFileBytes")
        do { return try InputText.decode(bytes) } catch {
            throw UsageError("batch file \(source == "-" ? "(standard input)" : source): \(error)")
        }
    }
}

/// What each of the batch's two starting threads made.
private enum BatchStart: Sendable {
    case renderer(Result<Renderer, any Error>)
    case lines((jobs: [BatchJob], failures: [RenderBatch.Failure]))
}
