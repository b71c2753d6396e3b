import Foundation
import Specimen
import SpecimenInput
import SpecimenGallery

/// `specimen gallery`: the static site of every variant, light and dark, 1x/2x/3x, PNG and SVG.
enum GalleryCommand: Command {
    static let name = "gallery"
    static let summary = "write the gallery: a static site of every variant, light and dark, PNG and SVG"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, options: options)
    static var usages: [Usage] { [usage] }
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] = [
        Option("out", "DIR", "where to write (default gallery/): a new or empty folder, or an earlier gallery's", path: true),
        Option.set.described("only this set (repeatable); default every set, in the spec's order"),
        Option("scale", "N", "a device scale to write (repeatable); default 1, 2 and 3", repeatable: true),
        Option("workers", "N", "threads rendering at once (default 2)"),
        Option.tokens.described(
            """
            lay a token file over the shipped themes (repeatable: laid in order,
            later wins, aliases resolve across all of them; light:FILE or
            dark:FILE for one mode only, laid after the files for both)
            """),
        .strictTokens,
        Option.strings.described("a Localizable.strings file of accessibility strings"),
        .locale, .direction,
        Option.textScale.described(
            """
            text size as Dynamic Type / Android font scale, 0.8 to 3 (default 1)
            (every variant and live specimen; the Localisation page keeps its own)
            """),
        .durable,
    ]
    static let help = """
        \(usage.help())

        Renders every variant in light and dark at 1x, 2x and 3x as PNG (plain and with redlines) and SVG,
        and writes an index, a page per set, the token table and the type styles. The site opens from the
        file system (relative links, inline CSS, no network). A progress bar is drawn when stderr is a
        terminal.
          specimen gallery --out gallery && open gallery/index.html
          specimen gallery --out /tmp/stepper --set Stepper

        Options:
        \(Option.help(options))
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        let renderer = try SubjectArguments.renderer(arguments)
        var options = GalleryOptions(
            output: URL(fileURLWithPath: arguments.value("out") ?? "gallery", isDirectory: true),
            sets: try sets(arguments, renderer: renderer))
        options.localisation = try SubjectArguments.localisation(arguments)
        options.inputs = SubjectArguments.inputFiles(arguments)
        options.durability = SubjectArguments.durability(arguments)
        if !arguments.all("scale").isEmpty {
            // `--scale 2 --scale 2.0` is one scale: a repeat would write the same files twice and empty the srcset.
            options.scales = try arguments.all("scale").map { try scale($0) }.uniqued()
        }
        if let text = arguments.value("workers") {
            guard let workers = Int(text), (1...64).contains(workers) else {
                throw UsageError("--workers must be a whole number from 1 to 64, not '\(text)'")
            }
            options.workers = workers
        }
        // Token values are checked before the output folder is made, so bad tokens leave nothing behind.
        for set in options.sets {
            for mode in ThemeMode.allCases { _ = try renderer.theme(for: set, mode: mode) }
        }
        let folder = options.output.path
        let summary: GallerySummary
        do {
            summary = try Gallery(renderer: renderer, options: options).build()
        } catch let error as CocoaError {
            throw UsageError("cannot write the gallery to \(folder): \(GalleryOutputError.reason(error))")
        }
        print(
            "Wrote \(summary.variants == 1 ? "1 variant" : "\(summary.variants) variants") (\(summary.files.count) files) to \(folder) in \(String(format: "%.1f", summary.seconds)) s."
        )
        print("Open \((folder as NSString).appendingPathComponent("index.html")) in a browser.")
        return ExitStatus.success
    }

    /// The `--set` options as sets, in the order given; every set the renderer draws as its own when
    /// there is none (a design system's when one is given, else Specimen's).
    static func sets(_ arguments: Arguments, renderer: Renderer) throws -> [ComponentSet] {
        let names = arguments.all("set")
        guard !names.isEmpty else { return renderer.ownSets }
        return try names.uniqued().map { try renderer.catalogue.set(named: $0) }
    }

    /// `2`, `2x` or `1.5` as a scale Specimen accepts.
    static func scale(_ text: String) throws -> Double {
        guard let value = DecimalNumber.parse(text.hasSuffix("x") ? String(text.dropLast()) : text, passingNonFinite: true) else {
            throw UsageError("--scale must be a number from 0.5 to 8, such as 1, 2 or 3, not '\(text)'")
        }
        return try RenderOptions(scale: value).validated().scale
    }
}
