/// A command's usage line, made from what it declares: its positional words, then its options in the
/// order they are declared (`[--name VALUE]`, `[--flag]`, `...` when repeatable, no brackets when
/// required). `--help` prints it and every usage error quotes it, so neither can name an option the
/// command does not take, nor leave one out.
struct Usage: Sendable {
    /// The words after `specimen`: `render`, `snapshot verify`.
    let command: String
    let positionals: [Positional]
    let options: [Option]

    init(_ command: String, _ positionals: [Positional] = [], options: [Option]) {
        self.command = command
        self.positionals = positionals
        self.options = options
    }

    /// How many positional words it accepts: the required ones, up to every one (unbounded when the
    /// last repeats).
    var positionalCount: ClosedRange<Int> {
        let required = positionals.filter { !$0.isOptional }.count
        return required...(positionals.contains { $0.isRepeatable } ? Int.max : positionals.count)
    }

    /// Each element of the line, never broken: `specimen render`, `<Set>`, `[--theme light|dark]`.
    var words: [String] {
        ["specimen " + command] + positionals.map(\.usage) + options.map(Self.usage)
    }

    /// The whole line, as an error message quotes it.
    var line: String { words.joined(separator: " ") }

    /// `--help`'s first lines: `Usage: ` and the line, wrapped before `width` columns with each further
    /// line under the first word after the command (`prefix` replaces `Usage: ` in a list of them).
    func help(prefix: String = "Usage: ", width: Int = 110) -> String {
        let words = self.words
        let indent = String(repeating: " ", count: prefix.count + words[0].count + 1)
        var lines = [prefix + words[0]]
        for word in words.dropFirst() {
            if lines[lines.count - 1].count + 1 + word.count > width, lines[lines.count - 1].count > indent.count {
                lines.append(indent + word)
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One option as the line shows it: `--out FILE` when required, `[--theme light|dark]` otherwise,
    /// `[--tokens FILE]...` when repeatable, `[--out FILE.png | --out DIR/]` with its other forms.
    static func usage(_ option: Option) -> String {
        let forms = ([option.value] + option.alternatives.map { Optional($0.value) }).map { value in
            "--" + option.name + (value.map { " " + $0 } ?? "")
        }
        let form = forms.joined(separator: " | ")
        switch (option.isRequired, option.repeatable) {
        case (true, true): return "\(form) [\(form)]..."
        case (true, false): return form
        case (false, true): return "[\(form)]..."
        case (false, false): return "[\(form)]"
        }
    }
}
