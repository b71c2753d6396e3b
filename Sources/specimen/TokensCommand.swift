import Foundation
import Specimen

/// `specimen tokens`: every token Specimen draws with, what it resolves to in light and dark, and
/// where it is drawn, so a user knows what a mapping file has to name.
enum TokensCommand: Command {
    static let name = "tokens"
    static let summary = "list every token Specimen draws with: type, light and dark values, the sets and nodes using it"
    /// Made from its positional words and `options`, as `--help` and usage errors show it.
    static let usage = Usage(name, options: options)
    static var usages: [Usage] { [usage] }
    /// What the command takes: parsing and `--help` are both made from it.
    static let options: [Option] = [
        Option.set.described("only the tokens this set draws with (repeatable)"),
        Option(
            "format", "table|dtcg|css",
            """
            table (default); dtcg: a DTCG mapping template, every token with its light
            value and, in $description, its dark value and uses; css: custom properties
            per design system, dark values under prefers-color-scheme: dark
            """),
        Option.tokens.described(
            """
            lay token files over the shipped themes first (repeatable, later wins;
            light:FILE or dark:FILE for one mode only)
            """),
        .strictTokens, .strings,
    ]
    static let help = """
        \(usage.help())

        Lists every token the components draw with, one per design system that draws with it: its type,
        its resolved value in light and dark, and the sets and layout nodes that use it.
          specimen tokens --set Stepper
          specimen tokens --format dtcg > mapping.tokens.json     # a template to fill with your names
          specimen tokens --tokens primer/light.json5 --tokens primer/mapping.tokens.json

        Options:
        \(Option.help(options))
        """

    /// One token of one design system, resolved in both modes.
    struct Row {
        let path: TokenPath
        let designSystem: String
        let light: TokenValue
        let dark: TokenValue
        let uses: [TokenInventory.Use]
    }

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, usage: usage)
        try arguments.requirePositionals(usage)
        let format = arguments.value("format")?.lowercased() ?? "table"
        guard ["table", "dtcg", "css"].contains(format) else {
            throw UsageError("--format must be table, dtcg or css, not '\(arguments.value("format") ?? "")'")
        }
        let renderer = try SubjectArguments.renderer(arguments)
        let sets = try GalleryCommand.sets(arguments, renderer: renderer)
        let rows = try self.rows(renderer: renderer, sets: sets)
        switch format {
        case "dtcg": print(TokenListing.dtcg(rows), terminator: "")
        case "css": print(TokenListing.css(rows), terminator: "")
        default: print(TokenListing.table(rows), terminator: "")
        }
        return ExitStatus.success
    }

    static func rows(renderer: Renderer, sets: [ComponentSet]) throws -> [Row] {
        let inventory = try TokenInventory(renderer: renderer, sets: sets)
        var rows: [Row] = []
        // Design systems in the order their first set comes, each with that set.
        var seen = Set<String>()
        for set in sets where seen.insert(set.designSystem).inserted {
            let system = set.designSystem
            let light = try renderer.theme(for: set, mode: .light), dark = try renderer.theme(for: set, mode: .dark)
            for path in inventory.paths(designSystem: system) {
                let uses = inventory.uses[path, default: []].filter { $0.designSystem == system }
                // A token a document names that its theme lacks is said where the first set using it names it.
                let user = uses.first.flatMap { use in sets.first { $0.name == use.set } } ?? set
                let (lightValue, darkValue) = try renderer.locatingTokenErrors(in: user) { (try light.value(path), try dark.value(path)) }
                rows.append(Row(path: path, designSystem: system, light: lightValue, dark: darkValue, uses: uses))
            }
        }
        return rows
    }
}
