import Foundation
import Specimen
import SpecimenFiles
import SpecimenGallery

/// `specimen render`: one variant to PNG, SVG or PDF.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "render a variant to PNG, SVG or PDF"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, SubjectArguments.positionals, options: options)
    static var usages: [Usage] { [usage] }
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] =
        [
            .prop, .theme, .scale, .background,
            .flag("redlines", "draw the layout measured on top: outlines, sizes, gaps and paddings in points"),
            Option("format", "png|svg|pdf", "when the file name does not say"),
            Option(
                "backdrop", "FILE.png", "the photo a floating component (a backdrop fill) is drawn over (default: its design system's backdrop.json picture)",
                path: true),
            Option("out", "FILE", "where to write; written atomically, never left half-written", path: true).required(),
        ] + Option.tokenOptions + Option.localisation + [.durable]
    static let help = """
        \(usage.help())

        Draws a variant at its exact size. The image covers the variant's bounds (its frame plus a focus
        ring), at ceil(size x scale) pixels. The format comes from the file's extension or --format.
          specimen render "Digit Input" "State=Focused" --theme dark --scale 3 --out digit.png

        Options:
        \(Option.help(options))
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        let (named, format) = try SubjectArguments.output(arguments, command: name)
        let out = try SubjectArguments.checkedOutput(named, arguments)
        var options = try SubjectArguments.renderOptions(arguments)
        options.redlines = arguments.flag("redlines")
        let subject = try SubjectArguments(arguments, usage: usage)
        let rendering = try subject.renderer.rendering(subject.configuration, options: options)
        let bytes = try subject.renderer.render(rendering, format: format)
        try AtomicFile.write(bytes, to: out, durability: SubjectArguments.durability(arguments))
        // The picture is what was asked for, so it is written; what the spec's guidelines forbid in it
        // (an error the colour alone says) is a warning, as `audit` reports it, on the light theme's
        // layout: the one just drawn when the theme is light (a second layout was 640,000 instructions
        // of a cold render), made again for a dark one, whose theme could size things differently.
        let tree =
            options.theme == .light
            ? rendering.tree : try subject.renderer.layout(subject.configuration, localisation: options.localisation)
        // Only where the layout could break the guideline (`mayFailErrorMessage`) are the design
        // system's guidelines read, and only where they have it is the layout audited: another
        // system's words are not its own (docs/decisions.md, "render reads guidelines only to warn").
        if GuidelineAudit.mayFailErrorMessage(tree) {
            let guidelines = try subject.renderer.guidelines(of: subject.configuration.set.designSystem)
            for finding in guidelines.asks(.errorMessage) ? GuidelineAudit.errorMessage(tree) : [] where finding.outcome == .fail {
                CommandLineTool.say("specimen: warning: \(finding.quoting(guidelines.quote(.errorMessage)).summary)")
            }
        }
        // The process ends after this one picture: its renderer (fonts, glyph and outline caches) is
        // left for the exit to reclaim, not freed object by object (270,000 instructions of a cold render).
        _ = Unmanaged.passRetained(subject.renderer)
        return ExitStatus.success
    }
}
