import Foundation
import SpecimenFiles
import SpecimenLimits
import Specimen
import SpecimenReports

/// `specimen diff A.png B.png`: the snapshot comparison for any two PNG files.
enum DiffCommand: Command {
    static let name = "diff"
    static let summary = "compare two PNGs pixel by pixel, as snapshot verify does"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, [Positional("A.png"), Positional("B.png")], options: options)
    static var usages: [Usage] { [usage] }
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] = [
        Option("out", "FILE", "write expected | difference | actual side by side as a PNG", path: true),
        Option("max-delta", "D", "a pixel differs when a channel is off by more than D steps of 1/255 (default 0: any change)"),
        Option("max-pixels", "N", "pass with up to N differing pixels (default 0)"),
        Option("max-ratio", "R", "pass with up to R (0 to 1) of the pixels differing (default 0)"),
        Option(
            "perceptual", "T",
            """
            count only pixels that also differ perceptually (YIQ distance over T, 0 to 1, with
            anti-aliased edge pixels ignored, as pixelmatch's threshold)
            """),
        .durable,
    ]
    static let help = """
        \(usage.help())

        Compares B (actual) with A (expected). Exit 0 when they match, 1 when pixels or sizes differ, 2 when
        a file cannot be read or is not a PNG. Differing pixels are grouped into regions, in pixels from the
        top-left. Both files are read, compared and the difference image written a row at a time, so memory
        stays a few rows whatever their size (up to \(Limits.diffPixelBudget) pixels a file).

        Options:
        \(Option.help(options))
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        let tolerance = try Tolerance.parsing(
            maxDelta: arguments.value("max-delta"), maxPixels: arguments.value("max-pixels"),
            maxRatio: arguments.value("max-ratio"), perceptual: arguments.value("perceptual"))
        let (pathA, pathB) = (arguments.positionals[0], arguments.positionals[1])
        // The lines below name the files as given: made safe for a terminal, as every echoed text is.
        let (shownA, shownB) = (TerminalText.sanitized(pathA), TerminalText.sanitized(pathB))
        if let out = arguments.value("out"), !out.lowercased().hasSuffix(".png") {
            throw UsageError("--out \(out): diff writes a PNG; name the file .png")
        }
        // Never over either image it compares (however it is named), nor into a goldens folder.
        let out = try arguments.value("out").map { try OutputPolicy(inputs: [pathA, pathB]).file($0) }
        let outcome: StreamedComparison.Outcome
        do {
            outcome = try StreamedComparison.compare(
                expectedPath: pathA, actualPath: pathB, tolerance: tolerance,
                differenceImage: out, durability: SubjectArguments.durability(arguments), listedRegions: DifferenceSummary.listedRegions)
        } catch let failure as StreamedComparison.FileFailure {
            throw UsageError(failure.description)
        } catch let tooLarge as StreamedComparison.DifferenceImageTooLarge {
            throw UsageError("--out \(arguments.value("out") ?? ""): \(tooLarge); compare without --out, or crop the images")
        }
        switch outcome {
        case .sizeMismatch(let sizeA, let sizeB):
            print("\(shownA) vs \(shownB): size differs: \(sizeA) vs \(sizeB); tolerance \(tolerance)")
            return ExitStatus.checkFailed
        case .compared(let difference):
            let regions = difference.regions.map { NamedRegion(region: $0, node: "") }
            let summary = DifferenceSummary.describe(
                differing: difference.differingPixels, regions: regions, regionCount: difference.regionCount,
                scale: nil)
            if tolerance.accepts(differing: difference.differingPixels, of: difference.totalPixels) {
                print("\(shownA) vs \(shownB): match" + (difference.differingPixels > 0 ? " within tolerance (\(summary))" : "") + "; tolerance \(tolerance)")
                return ExitStatus.success
            }
            print("\(shownA) vs \(shownB): pixels changed: \(summary); tolerance \(tolerance)")
            return ExitStatus.checkFailed
        }
    }
}
