import Foundation
import SpecimenFigma
import SpecimenText

/// `specimen check figma FILE.json`: Specimen's auto layout beside Figma's own boxes.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "lay out a Figma file's components and compare every frame with Figma's own"
    static let help = """
    Usage: specimen check figma FILE.json [--json] [--require PERCENT]

    Reads a Figma REST response (GET /v1/files/:key or /v1/files/:key/nodes, with or without its
    envelope), lays out every component set's variants, every standalone component and every
    auto-layout frame on a page with Specimen's auto-layout engine, and compares each node's frame with
    Figma's absoluteBoundingBox, relative to its component. Prints, per component, how many auto-layout
    nodes are within 0.5 pt and the worst node, then the total and every miss with its class.

    Texts in a font Specimen ships (Inter Regular, Medium, Semi Bold) are measured by its text engine;
    any other text is sized from Figma's own box and counted by its font.

    Options:
      --json               the report as JSON (every node's frame beside Figma's)
      --require PERCENT    exit 1 when fewer auto-layout nodes than this agree (99, or 99.5), for CI

    Exit status 0 when the file was read and checked, 1 when --require is not met, 2 when the file
    cannot be read.
    """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, command: name, options: ["require"], flags: ["json"])
        let usage = "specimen check figma FILE.json [--json] [--require PERCENT]"
        try arguments.requirePositionals(2...2, command: name, usage: usage)
        guard arguments.positionals[0] == "figma" else {
            throw UsageError("'specimen check' checks 'figma' files; usage: \(usage)")
        }
        let required = try arguments.value("require").map { text in
            guard let value = Double(text), value.isFinite, (0...100).contains(value) else {
                throw UsageError("--require \(text) is not a percentage; valid: a number from 0 to 100, such as 99")
            }
            return value
        }
        let file = try FigmaFile.read(path: arguments.positionals[1])
        let report = FigmaLayoutCheck(text: FigmaTextMeasurer(engine: try TextEngine.shared())).check(file)
        print(arguments.flag("json") ? report.json : report.text, terminator: arguments.flag("json") ? "" : "\n")
        if let required, report.agreement * 100 < required { return ExitStatus.checkFailed }
        return ExitStatus.success
    }
}
