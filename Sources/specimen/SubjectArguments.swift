import Foundation
import Specimen
import SpecimenFiles
import SpecimenInput
import SpecimenLimits
import SpecimenPNG

/// What `layout`, `render` and the other per-component commands share: `<Set> [<Variant>]
/// [--prop 'Name=Value']...`, plus `--tokens FILE` (repeatable, layered in order), `--strict-tokens`
/// and `--strings FILE` for the renderer.
struct SubjectArguments {
    /// `<Set> [<Variant>]`, the words every per-component command begins with.
    static let positionals: [Positional] = [Positional("<Set>"), .optional("<Variant>")]

    let configuration: ComponentConfiguration
    let renderer: Renderer

    init(_ arguments: Arguments, usage: Usage) throws {
        try arguments.requirePositionals(usage)
        renderer = try Self.renderer(arguments)
        configuration = try renderer.catalogue.configuration(
            set: arguments.positionals[0],
            variant: arguments.positionals.count > 1 ? arguments.positionals[1] : nil,
            properties: arguments.all("prop"))
    }

    /// The design systems a command draws: the project file's `designSystems`, then each
    /// `--design-system DIR` in the order given (a folder given twice by the option is refused).
    static func designSystems(_ arguments: Arguments, project: SpecimenProject? = nil) throws -> [DesignSystemFolder] {
        let project = try project ?? ProjectContext.current()
        return try folders(project.designSystems, named: named(arguments))
    }

    /// Only the `--design-system DIR`s given, in order (a folder given twice is refused): for
    /// `check figma`, whose folders are what `import figma` wrote from the file checked, not the
    /// project's own design systems.
    static func namedDesignSystems(_ arguments: Arguments) throws -> [DesignSystemFolder] {
        try folders([], named: named(arguments))
    }

    private static func named(_ arguments: Arguments) -> [URL] {
        arguments.all("design-system").map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// One folder per real path. The same folder named twice by `--design-system` (directly, as
    /// `./ds/../ds`, or through a link) is refused by name; one the project file lists and an option
    /// names again is read once (the option only repeats what the project says).
    private static func folders(_ urls: [URL], named: [URL] = []) throws -> [DesignSystemFolder] {
        var seen: [String: (url: URL, byOption: Bool)] = [:]
        var folders: [DesignSystemFolder] = []
        for (index, url) in (urls + named).enumerated() {
            let real = url.standardizedFileURL.resolvingSymlinksInPath().path
            let byOption = index >= urls.count
            if let first = seen[real] {
                if byOption, first.byOption {
                    throw UsageError(
                        "--design-system \(url.path) is \(real), given already as \(first.url.path); give each design system once")
                }
                continue
            }
            seen[real] = (url, byOption)
            folders.append(try DesignSystemFolder(url: url))
        }
        return folders
    }

    /// Every set a command may name (Specimen's and the design systems'), and those it draws when it
    /// draws "every set" (`Renderer.ownSets`), without opening fonts: for `list` and `decisions`.
    static func catalogue(_ arguments: Arguments) throws -> (all: Catalogue, own: [ComponentSet]) {
        let folders = try designSystems(arguments)
        let all = try Renderer.catalogue(adding: folders)
        return (all, folders.isEmpty ? all.sets : all.sets.filter { set in folders.contains { $0.name == set.designSystem } })
    }

    /// `--design-system` as every command's help ends with it.
    static var designSystemHelp: String { "\nEvery command also takes:\n" + Option.help(Arguments.everywhere) }

    /// A renderer with the user's `--tokens` files (layered in order) and `--strings` file, if given;
    /// the token files' warnings go to stderr, one line each.
    static func renderer(_ arguments: Arguments) throws -> Renderer {
        let project = try ProjectContext.current()
        let home = try ProjectContext.home(project)
        // The drawn set's defaults are filled in at render time (`AccessibilityStrings.filling`).
        var strings = AccessibilityStrings.none
        if let path = arguments.value("strings") {
            strings = try strings.overriding(withContentsOf: URL(fileURLWithPath: path))
        }
        let layers = try tokenLayers(arguments, project: project)
        let renderer = try Renderer(
            home: home, tokenOverrides: layers.both, strings: strings,
            strictTokens: arguments.flag("strict-tokens"), modeTokenOverrides: layers.modes,
            designSystems: try designSystems(arguments, project: project))
        warn(renderer.tokenWarnings)
        return renderer
    }

    /// `--tokens FILE` (both modes) and `--tokens light:FILE` / `--tokens dark:FILE` (one mode), each
    /// kind layered in the order given, after the project file's `tokens` when a project is given.
    static func tokenLayers(_ arguments: Arguments, project: SpecimenProject? = nil) throws -> (both: TokenDocument?, modes: [ThemeMode: TokenDocument]) {
        var both: [TokenDocument] = []
        var modes: [ThemeMode: [TokenDocument]] = [:]
        let words = (project.map(ProjectContext.tokenWords) ?? []) + arguments.all("tokens")
        // Counted before any is read: 10,000 `--tokens` would otherwise be read before the refusal.
        if words.count > Limits.tokenFiles {
            throw TokenError(
                .tooLarge(
                    file: words[Limits.tokenFiles], what: "is token file \(Limits.tokenFiles + 1) of \(words.count) given with --tokens",
                    limit: "\(Limits.tokenFiles) files (Limits.tokenFiles)"))
        }
        for word in words {
            if let colon = word.firstIndex(of: ":"), let mode = ThemeMode(rawValue: String(word[..<colon])) {
                modes[mode, default: []].append(try TokenDocument.load(contentsOf: URL(fileURLWithPath: String(word[word.index(after: colon)...]))))
            } else {
                both.append(try TokenDocument.load(contentsOf: URL(fileURLWithPath: word)))
            }
            // Counted as each file is read, so the refusal comes at the file that passes the limit,
            // with the files before it in memory, not all thirty (1.9 GB).
            try TokenDocument.checkTotalTokens(both + modes.values.flatMap { $0 })
        }
        return (both.isEmpty ? nil : TokenDocument.layered(both), modes.mapValues { TokenDocument.layered($0) })
    }

    /// The files a command reads through its options: `--tokens` (a `light:` or `dark:` prefix taken
    /// off), `--strings`, `--backdrop`. None of them may be its output (`OutputPolicy`).
    static func inputFiles(_ arguments: Arguments) -> [String] {
        let tokens = arguments.all("tokens").map { word -> String in
            guard let colon = word.firstIndex(of: ":"), ThemeMode(rawValue: String(word[..<colon])) != nil else { return word }
            return String(word[word.index(after: colon)...])
        }
        // The project file's token files are inputs too: no output may be written over them.
        let project = (try? ProjectContext.current())?.tokens.map(\.file.path) ?? []
        return tokens + project + arguments.all("strings") + arguments.all("backdrop")
    }

    /// `path` as a file this command may write (`OutputPolicy`: never inside a goldens folder, over
    /// one of its inputs, or over a link), resolved; checked before anything is rendered.
    static func checkedOutput(_ path: String, _ arguments: Arguments, inputs: [String] = []) throws -> String {
        try OutputPolicy(inputs: inputFiles(arguments) + inputs).file(path)
    }

    /// `.flushed` under `--durable`, `.none` otherwise (see the README's Durability).
    static func durability(_ arguments: Arguments) -> Durability { .asked(arguments.flag("durable")) }

    /// Token warnings on stderr: `specimen: warning: FILE: PATH: ...`.
    static func warn(_ warnings: [TokenWarning]) {
        for warning in warnings {
            CommandLineTool.say("specimen: warning: \(warning)")
        }
    }

    /// `--locale`, `--direction` and `--text-scale`, checked.
    static func localisation(_ arguments: Arguments) throws -> Localisation {
        var localisation = Localisation()
        localisation.locale = arguments.value("locale")
        if let direction = arguments.value("direction") {
            guard let parsed = TextDirection(rawValue: direction.lowercased()) else {
                throw UsageError("--direction must be ltr or rtl, not '\(direction)'")
            }
            localisation.direction = parsed
        }
        if let text = arguments.value("text-scale") {
            guard let scale = DecimalNumber.parse(text.hasSuffix("x") ? String(text.dropLast()) : text, passingNonFinite: true) else {
                throw UsageError("--text-scale must be a number from 0.8 to 3, such as 1.3 or 2, not '\(text)'")
            }
            localisation.textScale = scale
        }
        return try localisation.validated()
    }

    /// `--theme`, `--scale`, `--background` and the localisation options, checked.
    static func renderOptions(_ arguments: Arguments) throws -> RenderOptions {
        var options = RenderOptions()
        options.localisation = try localisation(arguments)
        if let theme = arguments.value("theme") {
            guard let mode = ThemeMode(rawValue: theme.lowercased()) else { throw RenderError.unknownTheme(theme) }
            options.theme = mode
        }
        if let text = arguments.value("scale") {
            guard let scale = DecimalNumber.parse(text.hasSuffix("x") ? String(text.dropLast()) : text, passingNonFinite: true) else {
                throw UsageError("--scale must be a number from 0.5 to 8, such as 1, 2 or 3, not '\(text)'")
            }
            options.scale = scale
        }
        if let background = arguments.value("background") {
            switch background.lowercased() {
            case "surface": options.background = .surface
            case "transparent": options.background = .transparent
            default: throw UsageError("--background must be surface or transparent, not '\(background)'")
            }
        }
        if let path = arguments.value("backdrop") {
            let bytes = try InputFile.read(path, limit: Limits.pngFileBytes, what: "backdrop", limitName: "Limits.pngFileBytes")
            do { options.backdrop = try PNGDecoder().decode(bytes) } catch {
                throw UsageError("backdrop \(path) is not a usable PNG: \(error)")
            }
        }
        return try options.validated()
    }

    /// `--out FILE` and the format it asks for: `--format`, else the file's extension.
    static func output(_ arguments: Arguments, command: String) throws -> (path: String, format: OutputFormat) {
        guard let out = arguments.value("out") else {
            throw UsageError("'specimen \(command)' needs --out FILE.png, FILE.svg or FILE.pdf")
        }
        if let explicit = arguments.value("format") {
            guard let format = OutputFormat(rawValue: explicit.lowercased()) else { throw RenderError.unknownFormat(explicit) }
            return (out, format)
        }
        guard let format = OutputFormat(path: out) else { throw RenderError.unknownFormat((out as NSString).pathExtension) }
        return (out, format)
    }
}
