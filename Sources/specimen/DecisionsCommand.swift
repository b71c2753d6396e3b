import Specimen
import SpecimenFigma

/// `specimen decisions`: every number or rule the specs leave open, as Specimen decided it.
enum DecisionsCommand: Command {
    static let name = "decisions"
    static let summary = "list the decisions made where the specs are silent (Markdown)"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, options: options)
    static var usages: [Usage] { [usage] }
    /// It takes no options of its own.
    static let options: [Option] = []
    static let help = """
        \(usage.help())

        Prints, as a Markdown table, each decision the layout makes where the specs give no number or rule,
        with the set it belongs to and a one-line reason, then the decisions reading Figma files makes where
        Figma's documentation is silent. docs/decisions.md is this output. With --design-system DIR, the
        decisions written in that design system's documents instead.
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        let folders = try SubjectArguments.designSystems(arguments)
        guard folders.isEmpty else {
            print(LayoutDecisions.markdownTable(LayoutDecisions.decisions(of: folders.flatMap(\.documents))))
            return ExitStatus.success
        }
        print(LayoutDecisions.markdownTable)
        print()
        print(FigmaDecisions.markdownTable)
        return ExitStatus.success
    }
}
