import Foundation
import Specimen
import SpecimenGallery

/// `specimen sheet`: every variant of a set on one labelled image.
enum SheetCommand: Command {
    static let name = "sheet"
    static let summary = "draw a contact sheet: every variant of a set on one labelled grid"
    static let usage = "specimen sheet <Set> [--theme light|dark] [--scale N] [--background surface|transparent] [--redlines] \(SubjectArguments.localisationUsage) --out FILE.png|FILE.svg|FILE.pdf"
    static let help = """
    Usage: \(usage)

    Lays every variant of a set on one image: rows by its first Variant property and columns by its
    second (Text Input: Type rows, State columns), labelled in Inter. Written as PNG, SVG or PDF (a page in
    points, text searchable) by the file's extension or --format.
      specimen sheet "Text Input" --theme dark --scale 2 --out text-input-dark.png

    Options:
      --theme light|dark       token mode (default light)
      --scale N                device pixels per point, 0.5 to 8 (default 1)
      --background surface|transparent   page colour under the sheet (default surface)
      --redlines               draw every variant measured
      --format png|svg|pdf     when the file name does not say
      --out FILE               where to write; written atomically
    \(SubjectArguments.tokensHelp)
    \(SubjectArguments.localisationHelp)
    \(SubjectArguments.durableHelp)
    """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, command: name, options: ["theme", "scale", "background", "format", "out", "tokens", "strings"] + SubjectArguments.localisationOptions,
                                      flags: ["redlines", "durable"] + SubjectArguments.flags)
        try arguments.requirePositionals(1...1, command: name, usage: usage)
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
