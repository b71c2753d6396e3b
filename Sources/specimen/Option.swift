/// One command-line option, declared once: `Arguments` parses by it and `--help` lists it, so what a
/// command accepts and what its help says cannot drift apart.
struct Option: Sendable {
    /// The name after `--`: `out`, `strict-tokens`.
    let name: String
    /// How the value reads in help (`FILE`, `N`, `light|dark`); `nil` for a flag, which takes none.
    let value: String?
    /// What it does, as help prints it after the name (lines after the first continue under it).
    let summary: String
    /// Taken any number of times, each use adding a value (`--tokens a.json --tokens b.json`);
    /// otherwise a second use is refused, since which one was meant cannot be known.
    let repeatable: Bool
    /// Names a file or folder, so an empty value is refused: the system would take it as the working folder.
    let isPath: Bool
    /// More forms of the same option for help alone (play's `--out FILE.png` and `--out DIR/`).
    let alternatives: [(value: String, summary: String)]
    /// The command refuses to run without it (render's `--out`), so its usage line shows it unbracketed;
    /// the command itself says what is missing, in its own words.
    private(set) var isRequired = false

    /// An option taking a value shown as `value`.
    init(
        _ name: String, _ value: String, _ summary: String, repeatable: Bool = false, path: Bool = false,
        alternatives: [(value: String, summary: String)] = []
    ) {
        self.name = name
        self.value = value
        self.summary = summary
        self.repeatable = repeatable
        isPath = path
        self.alternatives = alternatives
    }

    private init(flag name: String, _ summary: String) {
        self.name = name
        value = nil
        self.summary = summary
        repeatable = false
        isPath = false
        alternatives = []
    }

    /// A `--flag` that takes no value.
    static func flag(_ name: String, _ summary: String) -> Option { Option(flag: name, summary) }

    var isFlag: Bool { value == nil }

    /// The same option with other help words (gallery's `--tokens` says more than render's).
    func described(_ summary: String) -> Option {
        var described = value.map { Option(name, $0, summary, repeatable: repeatable, path: isPath, alternatives: alternatives) } ?? .flag(name, summary)
        described.isRequired = isRequired
        return described
    }

    /// The same option, one the command cannot run without (review's `--tokens`).
    func required() -> Option {
        var required = self
        required.isRequired = true
        return required
    }

    /// Where a summary starts in help, so every command's options line up alike.
    static let column = 27

    /// `options` as `--help` lists them: `  --name VALUE` and the summary from `column` (on the next
    /// line's column when the name is longer), each further line of the summary under the first.
    static func help(_ options: [Option]) -> String {
        var lines: [String] = []
        for option in options {
            let forms = [(option.value, option.summary)] + option.alternatives.map { (Optional($0.value), $0.summary) }
            for (value, summary) in forms {
                let label = "  --" + option.name + (value.map { " " + $0 } ?? "")
                let pad = label.count < column - 1 ? String(repeating: " ", count: column - label.count) : "   "
                let text = summary.split(separator: "\n", omittingEmptySubsequences: false)
                lines.append(label + pad + (text.first.map(String.init) ?? ""))
                for more in text.dropFirst() { lines.append(String(repeating: " ", count: column) + more) }
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// The options several commands share, spelled once.
extension Option {
    static let prop = Option("prop", "'Name=Value'", "set a Boolean, Text or Instance swap property (repeatable)", repeatable: true)
    static let tokens = Option(
        "tokens", "FILE",
        """
        lay a token file over the shipped themes (repeatable, later wins;
        light:FILE or dark:FILE for one mode only)
        """, repeatable: true, path: true)
    static let strictTokens = Option.flag("strict-tokens", "refuse a likely typo of a token name instead of warning")
    static let strings = Option(
        "strings", "FILE",
        """
        a Localizable.strings file: accessibility strings (SVG names), and
        translations of Text property values (key = the English value)
        """, path: true)
    /// `--tokens`, `--strict-tokens` and `--strings`, as the renderer takes them.
    static let tokenOptions: [Option] = [.tokens, .strictTokens, .strings]

    static let locale = Option(
        "locale", "TAG",
        """
        a BCP 47 locale (ar, he, ja, zh-Hant...) or pseudo-locale en-XA / ar-XB;
        ar, he, fa, ur and ar-XB read right to left
        """)
    static let direction = Option("direction", "ltr|rtl", "override the locale's reading direction (rtl mirrors the rows)")
    static let textScale = Option("text-scale", "F", "text size as Dynamic Type / Android font scale, 0.8 to 3 (default 1)")
    /// `--locale`, `--direction` and `--text-scale`, which every drawing command takes.
    static let localisation: [Option] = [.locale, .direction, .textScale]

    static let theme = Option("theme", "light|dark", "token mode (default light)")
    static let scale = Option("scale", "N", "device pixels per point, 0.5 to 8 (default 1)")
    static let background = Option("background", "surface|transparent", "page colour under the component (default surface)")
    static let set = Option("set", "<Set>", "only this set (repeatable)", repeatable: true)
    static let json = Option.flag("json", "print JSON")
    /// Every command whose outputs it can make again (render, batch, gallery, sheet, diff, play, review,
    /// packet) writes them atomically but does not flush them unless asked.
    static let durable = Option.flag(
        "durable",
        """
        flush every output to the disk before exiting, so a power cut cannot cost it
        (off: the command can make it again, and a flush costs ms a file)
        """)
    /// Taken by every command beside its own, so a user's design system works with each the same way.
    static let designSystem = Option(
        "design-system", "DIR",
        """
        a design system's folder: its *.component.json documents, token files
        and fonts (repeatable; see the README's "Your own components"); commands
        that draw every set then draw its sets. A project's specimen.json lists
        its own under "designSystems".
        """, repeatable: true, path: true)
}
