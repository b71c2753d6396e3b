/// `specimen-bench`'s command line: `--rounds N`, `--skip-external`, `--only PART` (repeatable), `--help`.
///
/// `--name value` and `--name=value` both work, as in `specimen`; an unknown option, a missing value or a
/// positional word is a `BenchError` naming it and what is valid.
struct BenchOptions {
    var rounds = 5
    var skipExternal = false
    var only: Set<String> = []
    var help = false

    init(_ words: [String], parts: [String]) throws {
        var index = 0
        var roundsGiven = false
        while index < words.count {
            let word = words[index]
            index += 1
            let (name, inline) =
                word.firstIndex(of: "=").map { (String(word[..<$0]), Optional(String(word[word.index(after: $0)...]))) }
                ?? (word, nil)
            func value() throws -> String {
                if let inline { return inline }
                guard index < words.count else { throw BenchError("\(name) needs a value") }
                defer { index += 1 }
                return words[index]
            }
            switch name {
            case "--help", "-h":
                help = true
            case "--skip-external":
                guard inline == nil else { throw BenchError("--skip-external takes no value (in '\(word)')") }
                skipExternal = true
            case "--rounds":
                guard !roundsGiven else { throw BenchError("--rounds is given twice; give it once") }
                roundsGiven = true
                let text = try value()
                guard let number = Int(text), (1...100).contains(number) else {
                    throw BenchError("--rounds must be a whole number from 1 to 100, not '\(text)'")
                }
                rounds = number
            case "--only":
                let part = try value()
                guard parts.contains(part) else { throw BenchError("--only takes one of \(parts.joined(separator: ", ")), not '\(part)'") }
                only.insert(part)
            default:
                throw BenchError("specimen-bench takes no '\(word)'; valid: --rounds N, --skip-external, --only PART, --help")
            }
        }
    }
}

/// A benchmark that cannot run, as one line for stderr.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
