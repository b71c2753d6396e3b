import Foundation
import SpecimenInput
import Specimen
import SpecimenDocument
import SpecimenFigma
import SpecimenLayout
import SpecimenText

/// `specimen check figma FILE.json`: Specimen's auto layout beside Figma's own boxes.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "lay out a Figma file's components and compare every frame with Figma's own"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, [Positional("figma"), Positional("FILE.json")], options: options)
    static var usages: [Usage] { [usage] }
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] = [
        Option.designSystem.described("check the documents imported into DIR (repeatable: every folder's), not Figma's fields directly"),
        .flag("json", "the report as JSON (every node's frame beside Figma's)"),
        Option("require", "PERCENT", "exit 1 when fewer auto-layout nodes than this agree (99, or 99.5), for CI"),
    ]
    static let help = """
        \(usage.help())

        Reads a Figma REST response (GET /v1/files/:key or /v1/files/:key/nodes, with or without its
        envelope), lays out every component set's variants, every standalone component and every
        auto-layout frame on a page with Specimen's auto-layout engine, and compares each node's frame with
        Figma's absoluteBoundingBox, relative to its component. Prints, per component, how many auto-layout
        nodes are within 0.5 pt and the worst node, then the total and every miss with its class.

        Texts in a font Specimen ships (Inter Regular, Medium, Semi Bold) are measured by its text engine;
        any other text is sized from Figma's own box and counted by its font.

        With --design-system DIR (a folder `specimen import figma` wrote from FILE.json; repeatable, as
        for every command, and every folder's documents are looked in), the imported documents
        themselves are laid out, every variant, instances from their components, and each node is
        compared with Figma's box of the node it was imported from: the check of the whole import. Only
        the folders named are used, not a project's "designSystems": those are not this file's import.

        Options:
        \(Option.help(options))

        Exit status 0 when the file was read and checked, 1 when --require is not met, 2 when the file
        cannot be read.
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        guard arguments.positionals[0] == "figma" else {
            throw UsageError("'specimen check' checks 'figma' files; usage: \(usage.line)")
        }
        let required = try arguments.value("require").map { text in
            // Decimal only: Swift's Double("0x10") is 16, which no one typing a percentage meant.
            guard let value = DecimalNumber.parse(text, passingNonFinite: true), value.isFinite, (0...100).contains(value) else {
                throw UsageError("--require \(text) is not a percentage; valid: a number from 0 to 100, such as 99")
            }
            return value
        }
        let report: FigmaCheckReport
        let folders = try SubjectArguments.namedDesignSystems(arguments)
        if !folders.isEmpty {
            let file = try FigmaFile.read(path: arguments.positionals[1])
            let (checked, failures) = try FigmaDocumentCheck().check(file, designSystems: folders, home: try SpecimenHome.locate())
            // A document that does not lay out is a failed check, one line each, after the report.
            report = checked
            if !failures.isEmpty {
                print(arguments.flag("json") ? report.json : report.text, terminator: arguments.flag("json") ? "" : "\n")
                for line in failures { FileHandle.standardError.write(Data("specimen: not laid out: \(line)\n".utf8)) }
                return ExitStatus.checkFailed
            }
        } else {
            // Each page's frame is checked as it is read and dropped: the file is never held whole.
            var sink = FigmaLayoutCheck.Sink(FigmaLayoutCheck(text: FigmaTextMeasurer(engine: try TextEngine.shared())))
            let file = try FigmaFile.read(path: arguments.positionals[1], into: &sink)
            report = sink.report(file)
        }
        print(arguments.flag("json") ? report.json : report.text, terminator: arguments.flag("json") ? "" : "\n")
        if let required, report.agreement * 100 < required { return ExitStatus.checkFailed }
        return ExitStatus.success
    }
}
