import Foundation
import Specimen
import SpecimenFiles
import SpecimenGallery
import SpecimenReports

/// `specimen snapshot verify|record|prune`: the golden images in `Snapshots/`.
enum SnapshotCommand: Command {
    static let name = "snapshot"
    static let summary = "verify, record, prune or merge the golden PNGs in Snapshots/"
    static let filter = Option(
        "filter", "GLOB",
        """
        subjects whose name or file matches, such as 'Text Input/*' or '*dark@2x*'
        (repeatable: any pattern selects)
        """, repeatable: true)
    static let shard = Option("shard", "K/N", "only the K-th of N equal parts, in path order (for parallel CI jobs)")
    static let maxDelta = Option("max-delta", "D", "a pixel differs when a channel is off by more than D steps of 1/255 (default 0: any change)")
    static let maxPixels = Option("max-pixels", "N", "pass with up to N differing pixels (default 0)")
    static let maxRatio = Option("max-ratio", "R", "pass with up to R (0 to 1) of the image's pixels differing (default 0)")
    static let perceptual = Option(
        "perceptual", "T",
        """
        also compare perceptually (YIQ colour distance, anti-aliased pixels ignored),
        T from 0 to 1 as in pixelmatch (0.1 is its default): exact differences within
        it pass; per golden in manifest.json as "perceptual"
        """)
    static let report = Option("report", "DIR", "write the report here, even when all pass (default: specimen-report/, on a failure only)", path: true)
    static let json = Option.flag("json", "print results.json's document on stdout (the lines go to stderr)")
    static let out = Option("out", "DIR", "merge: where the merged results.json and junit.xml go", path: true)
    static let snapshots = Option(
        "snapshots", "DIR",
        """
        the goldens' folder (default: the "snapshots" of the nearest specimen.json at or
        above the working directory, else ./Snapshots; never $SPECIMEN_HOME's)
        """, path: true)
    static let check = Option.flag("check", "prune: list only; exit 1 when anything would be removed")
    static let mask = Option("mask", "NODE", "configure: a layout node left out of the comparison (repeatable)", repeatable: true)
    static let clear = Option.flag("clear", "configure: drop the goldens' own comparison")
    static let adopt = Option.flag(
        "adopt", "record, prune: take over a goldens folder whose manifest names another project")
    /// Each action's options; `--help` lists them all, once each.
    static let verifyOptions = [filter, shard, maxPixels, maxRatio, maxDelta, perceptual, report, snapshots, json]
    static let recordOptions = [filter, snapshots, adopt]
    static let pruneOptions = [snapshots, check, adopt]
    static let mergeOptions = [out.required()]
    static let configureOptions = [filter.required(), mask, maxDelta, maxPixels, maxRatio, perceptual, snapshots, clear]
    /// Each action's usage line, made from its options (merge's shards are its positional words).
    static let verifyUsage = Usage("snapshot verify", options: verifyOptions)
    static let recordUsage = Usage("snapshot record", options: recordOptions)
    static let pruneUsage = Usage("snapshot prune", options: pruneOptions)
    static let mergeUsage = Usage("snapshot merge", [.repeatable("RESULTS")], options: mergeOptions)
    static let configureUsage = Usage("snapshot configure", options: configureOptions)
    static var usages: [Usage] { [verifyUsage, recordUsage, pruneUsage, mergeUsage, configureUsage] }
    /// The actions, in the order help lists them: `verify`, `record`, ...
    static var actions: [String] { usages.map { String($0.command.dropFirst("snapshot ".count)) } }
    /// `specimen snapshot verify|record|... [options]`, for a command line that names no action.
    static var actionsUsage: String { "specimen \(name) \(actions.joined(separator: "|")) [options]" }
    /// What `--help` lists: every action's options in the order the actions come.
    static let options: [Option] = [filter, shard, maxDelta, maxPixels, maxRatio, perceptual, report, json, out, snapshots, check, mask, clear, adopt]
    static let help = """
        Usage:
        \(usages.map { $0.help(prefix: "  ") }.joined(separator: "\n"))

        verify  renders every golden's subject and compares it with Snapshots/<Set>/<Variant>/<theme>@<scale>x.png.
                Exit 0 when all match; 1 when any differs, is missing or is orphaned; 2 on bad usage, and when
                the filter or shard selects no golden. Prints one line per failure and the command that
                re-records just the failures, and, when any fails or --report is given, writes index.html,
                junit.xml, results.json and expected | difference | actual images to the report folder. Never writes Snapshots/. A progress bar
                shows on a terminal only. Under GITHUB_ACTIONS=true it also prints one ::error annotation
                per failure and appends a Markdown summary to $GITHUB_STEP_SUMMARY.
        record  writes goldens (atomically) whose pixels changed or that are missing, and the manifest,
                which names the project that owns the folder. Refused when CI is set, and (as prune is) in a
                folder whose manifest names another project, unless --adopt.
        prune   removes files and manifest entries no subject produces; --check only lists them (exit 1 if any).
        merge   joins the results.json of every shard of one run (files or report folders) into DIR/results.json
                and DIR/junit.xml; exit 1 if any golden failed, 2 if a shard is missing or given twice.
        configure  sets a golden's own comparison in the manifest, replacing the options for it and kept when
                it is re-recorded: "compare": {"maxDelta": 2, "maxPixels": 40, "perceptual": 0.1, "masks": ["caret"]}.
                --mask names a layout node (as 'specimen layout --json' prints it) left out of the comparison.

        Options:
        \(Option.help(options))
        """

    static func run(_ words: [String]) throws -> Int32 {
        guard let action = words.first else {
            throw UsageError("'specimen snapshot' needs an action; usage: \(actionsUsage)")
        }
        let rest = Array(words.dropFirst())
        switch action {
        case "verify": return try verify(rest)
        case "record": return try record(rest)
        case "prune": return try prune(rest)
        case "merge": return try merge(rest)
        case "configure": return try configure(rest)
        default:
            throw UsageError("'specimen snapshot' has no action '\(action)'; valid: \(actions.joined(separator: ", "))")
        }
    }

    static func verify(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: verifyUsage)
        try arguments.requirePositionals(verifyUsage)
        let json = arguments.flag("json")
        let project = try ProjectContext.current()
        // The project file's tolerance is the default; each option given on the command line wins.
        let defaults = project.tolerance
        let tolerance = try Tolerance.parsing(
            maxDelta: arguments.value("max-delta") ?? defaults.maxDelta.map(String.init),
            maxPixels: arguments.value("max-pixels") ?? defaults.maxPixels.map(String.init),
            maxRatio: arguments.value("max-ratio") ?? defaults.maxRatio.map { "\($0)" },
            perceptual: arguments.value("perceptual") ?? defaults.perceptual.map { "\($0)" })
        let shard = try arguments.value("shard").map { try Shard(parsing: $0) } ?? .whole
        let (suite, folder) = try suite(arguments, project: project)
        let filter = try filter(arguments)
        let selected = try suite.checkedSelection(filter: filter, shard: shard)
        // A folder that is no goldens folder (`/etc`, another repository, one not recorded yet) would
        // only report every golden missing on stdout: one line on stderr says why.
        if !OutputPolicy.holdsMarker(suite.directory.resolvingSymlinksInPath().path) {
            CommandLineTool.say(
                "specimen: note: \(suite.directory.path) holds no Specimen manifest.json (it is no goldens folder, or none has been recorded), "
                    + "so every golden is missing; record them with 'specimen snapshot record', or name the goldens' folder with --snapshots")
        }
        let report = ReportWriter(directory: URL(fileURLWithPath: arguments.value("report") ?? ReportWriter.defaultDirectory, isDirectory: true))
        // The report folder is checked before anything is rendered: a refused folder fails at once.
        try report.check(snapshots: suite.directory)
        let environment = ProcessInfo.processInfo.environment
        let inCI = GitHubActionsReport.isActive(environment: environment) || !(environment["CI"] ?? "").isEmpty
        let bar = ProgressBar(total: selected.count, label: "goldens", enabled: !inCI && isatty(STDERR_FILENO) != 0)
        let result = suite.verify(filter: filter, shard: shard, tolerance: tolerance, progress: { bar.advance() })
        bar.finish()
        // A report is written when something failed or when --report asks for one: a passing verify
        // leaves the working folder as it was.
        let writesReport = !result.passed || arguments.value("report") != nil
        let document =
            writesReport
            ? try report.write(result, snapshots: suite.directory, filter: filter, snapshotsArgument: arguments.value("snapshots"))
            : VerificationDocument(result, filter: filter, images: [:], snapshots: arguments.value("snapshots"))
        // With --json, stdout holds the document alone; everything for people goes to stderr.
        let say: (String) -> Void = json ? { CommandLineTool.say($0) } : { print(TerminalText.sanitized($0)) }
        say(folder)
        for failure in result.failures { say(failure.line) }
        say(result.summary)
        if let command = document.rerecord { say("re-record just the failures: \(command)") }
        if !result.passed { say("report: \(report.directory.appendingPathComponent("index.html").path)") }
        if GitHubActionsReport.isActive(environment: environment) {
            // GitHub resolves annotation files and a reader reads summary paths from the workspace, not
            // from wherever the step happened to `cd`.
            let workspace = URL(
                fileURLWithPath: environment["GITHUB_WORKSPACE"].flatMap { $0.isEmpty ? nil : $0 }
                    ?? FileManager.default.currentDirectoryPath, isDirectory: true)
            let snapshots = ReportWriter.relativePath(of: suite.directory, inside: workspace) ?? suite.directory.standardizedFileURL.path
            let reportFolder = writesReport ? ReportWriter.relativePath(of: report.directory, inside: workspace) : nil
            for annotation in GitHubActionsReport.annotations(document, snapshotsFolder: snapshots, reportFolder: reportFolder ?? report.directory.standardizedFileURL.path) {
                say(annotation)
            }
            if let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
                let summary = GitHubActionsReport.summary(document, reportFolder: reportFolder, links: GitHubActionsReport.Links(environment: environment))
                try GitHubActionsReport.appendSummary(summary, to: path)
            }
        }
        if json { print(String(decoding: try document.encoded(), as: UTF8.self), terminator: "") }
        return result.passed ? ExitStatus.success : ExitStatus.checkFailed
    }

    static func record(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: recordUsage)
        try arguments.requirePositionals(recordUsage)
        let (suite, folder) = try suite(arguments, owned: true)
        let filter = try filter(arguments)
        _ = try suite.checkedSelection(filter: filter)
        let result = try suite.record(filter: filter)
        print(TerminalText.sanitized(folder))
        for file in result.written { print(TerminalText.sanitized("wrote \(suite.url(ofFile: file).path)")) }
        print(result.summary)
        return ExitStatus.success
    }

    static func prune(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: pruneUsage)
        try arguments.requirePositionals(pruneUsage)
        let (suite, folder) = try suite(arguments, owned: true)
        let check = arguments.flag("check")
        let result = try suite.prune(check: check)
        print(TerminalText.sanitized(folder))
        for line in result.lines(directory: suite.directory) { print(TerminalText.sanitized(line)) }
        if result.isEmpty { print("no orphaned goldens") }
        return check && !result.isEmpty ? ExitStatus.checkFailed : ExitStatus.success
    }

    /// The goldens of the project the user stands in (see `ProjectContext.snapshots`), drawn with its
    /// fonts and token files, and the line naming the folder and why it is the one, which each action
    /// prints before its results (never before an error, which leaves stdout empty), so no one verifies
    /// another checkout's goldens without seeing it.
    ///
    /// `owned` (record and prune, which write and delete) names the project as the folder's owner:
    /// a folder whose manifest names another project is refused unless `--adopt`.
    static func suite(_ arguments: Arguments, project: SpecimenProject? = nil, owned: Bool = false) throws -> (GoldenSuite, String) {
        let project = try project ?? ProjectContext.current()
        let home = try ProjectContext.home(project)
        let (folder, source) = ProjectContext.snapshots(project, argument: arguments.value("snapshots"))
        let line = "snapshots: \(folder.standardizedFileURL.path) (from \(source))"
        let layers = try SubjectArguments.tokenLayers(try Arguments([], command: "snapshot", options: [.tokens]), project: project)
        let renderer = try Renderer(
            home: home, tokenOverrides: layers.both, modeTokenOverrides: layers.modes,
            designSystems: try SubjectArguments.designSystems(arguments, project: project))
        SubjectArguments.warn(renderer.tokenWarnings)
        let suite = try GoldenSuite(directory: folder, renderer: renderer, subjects: ProjectContext.subjects(project, renderer: renderer))
        guard owned else { return (suite, line) }
        // Specimen's home owns its own Snapshots/; any other folder belongs to the project the user stands in.
        let owner = source == "SPECIMEN_HOME" ? folder.deletingLastPathComponent() : project.root
        return (suite.owned(by: owner, adopting: arguments.flag("adopt")), line)
    }

    static func filter(_ arguments: Arguments) throws -> SubjectFilter? {
        let patterns = arguments.all("filter")
        return patterns.isEmpty ? nil : try SubjectFilter(patterns: patterns)
    }
}
