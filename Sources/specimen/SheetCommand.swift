import Foundation
import Specimen
import SpecimenFiles
import SpecimenGallery

/// `specimen sheet`: every variant of a set on one labelled image.
enum SheetCommand: Command {
    static let name = "sheet"
    static let summary = "draw a contact sheet: every variant of a set on one labelled grid"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, [Positional("<Set>")], options: options)
    static var usages: [Usage] { [usage] }
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] =
        [
            .theme, .scale,
            Option.background.described("page colour under the sheet (default surface)"),
            .flag("redlines", "draw every variant measured"),
            Option("format", "png|svg|pdf", "when the file name does not say"),
            Option("out", "FILE", "where to write; written atomically", path: true).required(),
        ] + Option.tokenOptions + Option.localisation + [.durable]
    static let help = """
        \(usage.help())

        Lays every variant of a set on one image: rows by its first Variant property and columns by its
        second (Text Input: Type rows, State columns), labelled in Inter. Written as PNG, SVG or PDF (a page in
        points, text searchable) by the file's extension or --format.
          specimen sheet "Text Input" --theme dark --scale 2 --out text-input-dark.png

        Options:
        \(Option.help(options))
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        let (named, format) = try SubjectArguments.output(arguments, command: name)
        let out = try SubjectArguments.checkedOutput(named, arguments)
        let renderer = try SubjectArguments.renderer(arguments)
        let set = try renderer.catalogue.set(named: arguments.positionals[0])
        var options = try SubjectArguments.renderOptions(arguments)
        options.redlines = arguments.flag("redlines")
        let sheet = ContactSheet(renderer: renderer)
        try AtomicFile.write(try sheet.render(set, options: options, format: format), to: out, durability: SubjectArguments.durability(arguments))
        return ExitStatus.success
    }
}
