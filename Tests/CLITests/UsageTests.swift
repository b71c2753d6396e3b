import Foundation
import Testing

@testable import specimen

/// Usage lines are made from the declarations (`Usage`: positional words and `Option`s), as parsing
/// and help are: each command's usage names exactly the options it parses, the required ones
/// unbracketed, its `--help` shows that line, and its usage errors quote it. Before, every line was
/// spelled by hand and most had drifted (render's left out --format, --backdrop, --tokens and five more).
@Suite struct UsageTests {
    /// The `--name`s a usage line spells, and those outside brackets (the ones a command requires).
    static func named(_ line: String) -> (all: Set<String>, required: Set<String>) {
        var all: Set<String> = []
        var required: Set<String> = []
        var depth = 0
        var rest = Substring(line)
        while let first = rest.first {
            if first == "[" { depth += 1 } else if first == "]" { depth -= 1 }
            if rest.hasPrefix(" --") || rest.hasPrefix("[--") {
                let name = String(rest.dropFirst(3).prefix { $0.isLetter || $0 == "-" })
                all.insert(name)
                if depth == 0 { required.insert(name) }
            }
            rest = rest.dropFirst()
        }
        return (all, required)
    }

    @Test func everyUsageNamesExactlyTheOptionsItsCommandParses() throws {
        for command in commands {
            let usages = command.usages()
            var named: Set<String> = []
            for usage in usages {
                let spelled = Self.named(usage.line)
                #expect(spelled.all == Set(usage.options.map(\.name)), "\(usage.line)")
                #expect(spelled.required == Set(usage.options.filter(\.isRequired).map(\.name)), "\(usage.line)")
                named.formUnion(spelled.all)
                // What the parser takes, as its refusal of an unknown option lists it: the usage's
                // options and those every command takes.
                let words = usage.command.split(separator: " ").dropFirst().map(String.init) + ["--no-such-option"]
                let error = try #require(throws: UsageError.self) { try command.run(words) }
                let valid = try #require("\(error)".components(separatedBy: "; valid: ").last)
                let parsed = Set(valid.components(separatedBy: ", ").map { String($0.dropFirst(2)) })
                #expect(parsed == spelled.all.union(Arguments.everywhere.map(\.name)), "\(usage.command): \(error)")
                // --help shows the same line, wrapped.
                #expect(command.help().contains(usage.help(prefix: usages.count == 1 ? "Usage: " : "  ")), "\(usage.command)")
            }
            // --help's option list and the usage lines name the same options.
            #expect(named == Set(command.options().map(\.name)), "\(command.name)")
        }
    }

    @Test func aWrongNumberOfWordsIsRefusedQuotingTheUsage() throws {
        let cases: [(words: [String], command: String, message: String)] = [
            (["extra"], "list", "unexpected argument 'extra'; usage: specimen list [--set <Set>]... (quote names with spaces)"),
            (["a.png"], "diff", "'specimen diff' needs more arguments; usage: specimen diff A.png B.png [--out FILE]"),
            (["one", "two"], "init", "unexpected argument 'two'; usage: specimen init [DIR] [--shipped-sets] (quote names with spaces)"),
            (["verify", "extra"], "snapshot", "unexpected argument 'extra'; usage: specimen snapshot verify [--filter GLOB]..."),
        ]
        for (words, name, message) in cases {
            let command = try #require(commands.first { $0.name == name })
            let error = try #require(throws: UsageError.self) { try command.run(words) }
            #expect("\(error)".hasPrefix(message), "\(error)")
        }
    }

    /// A usage line in the CLI's sources is made, never written out: only the overview's
    /// `specimen <command>` line is spelled.
    @Test func noUsageLineIsSpelledByHand() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/specimen").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for spelled in ["usage: specimen ", "Usage: specimen ", "usage: \"specimen"] {
                let hits = text.components(separatedBy: spelled).count - 1
                let allowed = file == "CommandLineTool.swift" && spelled == "Usage: specimen " ? 1 : 0
                #expect(hits == allowed, "\(file) spells a usage line by hand: '\(spelled)'")
            }
        }
    }
}
