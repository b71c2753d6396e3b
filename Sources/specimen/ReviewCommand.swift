import Foundation
import Specimen
import SpecimenFiles
import SpecimenGallery

/// `specimen review`: what a token change does, variant by variant.
enum ReviewCommand: Command {
    static let name = "review"
    static let summary = "review a token change: the variants it changes, before, after and difference"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, options: options)
    static var usages: [Usage] { [usage] }
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] = [
        Option.tokens.described(
            """
            the changed tokens (required; repeatable: files are laid over one another
            in order, later wins, and aliases resolve across all of them; light:FILE
            or dark:FILE for one mode only)
            """
        ).required(),
        .strictTokens,
        Option(
            "out", "DIR|FILE.pdf",
            """
            where to write the report (default review/); a name ending .pdf writes
            one PDF instead: summary, tokens, before/after/difference pages, bookmarks
            """, path: true),
        Option("format", "pdf", "write the PDF even when --out does not end .pdf"),
        .set,
        Option("scale", "N", "device pixels per point of the pictures (default 2)"),
        Option("workers", "N", "threads rendering at once (default 2)"),
        .durable,
    ]
    static let help = """
        \(usage.help())

        Renders every variant in light and dark with the shipped tokens and with NEW.json laid over them,
        and writes a report (DIR/index.html and its images) of exactly the pictures that changed, each
        with before, after and the difference, plus every token whose resolved value changed. Unchanged
        variants are counted, not shown. NEW.json is W3C Design Tokens JSON, for example:
          {"brand": {"base": {"$type": "color", "$value": "#FF0000"}}}
          specimen review --tokens brand-red.json --out review

        Options:
        \(Option.help(options))
        """

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        if let format = arguments.value("format"), !["pdf", "html"].contains(format.lowercased()) {
            throw UsageError("'specimen review' --format must be pdf or html, not '\(format)'")
        }
        let proposed = try SubjectArguments.tokenLayers(arguments)
        guard proposed.both != nil || !proposed.modes.isEmpty else { throw UsageError("'specimen review' needs --tokens NEW.json; usage: \(usage.line)") }
        // Before: the shipped themes with the project's own token files; after: those and NEW.json.
        let project = try ProjectContext.current()
        let base = try SubjectArguments.tokenLayers(try Arguments([], command: name, options: [.tokens]), project: project)
        let layers = try SubjectArguments.tokenLayers(arguments, project: project)
        let out = arguments.value("out") ?? "review"
        let asPDF = arguments.value("format").map { $0.lowercased() == "pdf" } ?? out.lowercased().hasSuffix(".pdf")
        // The output is checked before the review renders anything.
        var policy = OutputPolicy(inputs: SubjectArguments.inputFiles(arguments))
        policy.durability = SubjectArguments.durability(arguments)
        let checkedOut = asPDF ? try policy.file(out) : try policy.checkedFolder(out)
        let designSystems = try SubjectArguments.designSystems(arguments, project: project)
        let current = try Renderer(
            home: ProjectContext.home(project), tokenOverrides: base.both, modeTokenOverrides: base.modes,
            designSystems: designSystems)
        // Checked once here (errors, warnings, --strict-tokens), as every command checks its --tokens.
        let checked = try Renderer(
            home: current.home, tokenOverrides: layers.both, strings: current.strings,
            strictTokens: arguments.flag("strict-tokens"), modeTokenOverrides: layers.modes,
            designSystems: designSystems)
        SubjectArguments.warn(checked.tokenWarnings)
        var review = try TokenReview(current: current, tokens: layers.both, modeTokens: layers.modes)
        if let scale = arguments.value("scale") { review.scale = try GalleryCommand.scale(scale) }
        if let text = arguments.value("workers") {
            guard let workers = Int(text), (1...64).contains(workers) else {
                throw UsageError("--workers must be a whole number from 1 to 64, not '\(text)'")
            }
            review.workers = workers
        }
        let sets = try GalleryCommand.sets(arguments, renderer: current)
        let progress = ProgressBar(total: sets.reduce(0) { $0 + $1.variants.count } * ThemeMode.allCases.count, label: "pictures compared")
        let result = try review.run(sets: sets, progress: progress)
        progress.finish()
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        if asPDF {
            try AtomicFile.write(try ReviewPDF.pdf(result, renderer: review.changed), to: checkedOut, durability: policy.durability)
        } else {
            try ReviewReport.write(result, to: policy.folder(out))
        }
        for change in result.tokenChanges {
            print("token  \(change.theme)  \(change.path)  \(change.before) -> \(change.after)")
        }
        for item in result.changed {
            print("changed  \(ListCommand.name(item.configuration))  \(item.mode.rawValue)  \(item.differingPixels) px")
        }
        print(ReviewReport.summary(result))
        if result.changed.isEmpty, !result.tokenChanges.isEmpty {
            // Values changed but no picture: the sets reviewed draw with none of those tokens.
            let names = sets.map(\.name)
            print(
                "No picture of \(names.joined(separator: ", ")) draws with a changed token; specimen tokens"
                    + names.map { " --set " + ($0.contains(" ") ? "\"\($0)\"" : $0) }.joined() + " lists the tokens they draw with.")
        }
        print("Report: \(asPDF ? out : folder.appendingPathComponent("index.html").path)")
        return ExitStatus.success
    }
}
