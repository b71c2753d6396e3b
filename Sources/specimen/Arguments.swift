/// A command line split into positional words and `--options`, checked against what a command accepts.
///
/// Accepts `--name value`, `--name=value` and bare `--flag`s; an option a command does not know, a
/// missing value or an extra positional word is a `UsageError` naming it and listing what is valid.
/// An option that takes one value and is given twice (`--out a.png --out b.png`) is refused too: which
/// one the user meant cannot be known, and taking the last silently writes a file they did not expect.
struct Arguments {
    /// Options every command takes, beside its own: `--design-system DIR` (repeatable), so a user's
    /// design system works with every command the same way.
    static let everywhere: [Option] = [.designSystem]

    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `words` for the command `usage` declares, by the options it declares: the usage line
    /// and the parser cannot disagree.
    init(_ words: [String], usage: Usage) throws {
        try self.init(words, command: usage.command, options: usage.options)
    }

    /// Parses `words` for a command that takes `commandOptions` (flags among them), and `everywhere`.
    init(_ words: [String], command: String, options commandOptions: [Option]) throws {
        let declared = commandOptions + Self.everywhere.filter { option in !commandOptions.contains { $0.name == option.name } }
        var byName: [String: Option] = [:]
        for option in declared { byName[option.name] = option }
        var i = 0
        var onlyPositionals = false
        while i < words.count {
            let word = words[i]
            i += 1
            if onlyPositionals || !word.hasPrefix("--") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" { onlyPositionals = true; continue }
            var name = String(word.dropFirst(2))
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if let option = byName[name], option.isFlag {
                guard inlineValue == nil else { throw UsageError("--\(name) takes no value (in '\(word)')") }
                flags.insert(name)
            } else if let option = byName[name] {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard i < words.count else { throw UsageError("--\(name) needs a value; see 'specimen \(command) --help'") }
                    value = words[i]
                    i += 1
                }
                if value.isEmpty, option.isPath {
                    throw UsageError("--\(name) is empty; name a file or folder (an empty name would mean the working folder)")
                }
                if let first = values[name]?.first, !option.repeatable {
                    throw UsageError("--\(name) is given twice ('\(first)' and '\(value)'); give it once")
                }
                values[name, default: []].append(value)
            } else {
                let valid = declared.map { "--\($0.name)" }.sorted().joined(separator: ", ")
                throw UsageError("'specimen \(command)' has no option --\(name); valid: \(valid.isEmpty ? "none" : valid)")
            }
        }
    }

    /// The value given for an option (given at most once, unless it is repeatable).
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option, in order.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Throws unless the positional words are as many as `usage` declares, quoting it.
    func requirePositionals(_ usage: Usage) throws {
        let range = usage.positionalCount
        if positionals.count < range.lowerBound {
            throw UsageError("'specimen \(usage.command)' needs more arguments; usage: \(usage.line)")
        }
        if positionals.count > range.upperBound {
            throw UsageError("unexpected argument '\(positionals[range.upperBound])'; usage: \(usage.line) (quote names with spaces)")
        }
    }
}

/// Wrong words on the command line: exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
