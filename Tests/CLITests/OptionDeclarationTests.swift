import Testing
@testable import specimen

/// Options are declared once (`Option`): every option a command's help names is one it parses, and
/// every option it parses is in its help, so the two cannot drift apart again (`play --durable` was
/// in play's help but refused by its parser).
@Suite struct OptionDeclarationTests {
    /// Options a help names that belong to something else: play's help quotes `layout --json`, and
    /// batch's maps its JSON keys to render's localisation options.
    static let mentionedOnly: Set<String> = ["play --json", "batch --locale", "batch --direction", "batch --text-scale"]

    @Test func everyOptionAHelpNamesIsParsed() throws {
        for command in commands {
            let declared = command.options() + Arguments.everywhere
            let help = command.help()
            var named: Set<String> = []
            var rest = Substring(help)
            while let start = rest.range(of: "--") {
                let word = rest[start.upperBound...].prefix { $0.isLetter || $0 == "-" }
                if let first = word.first, first.isLetter { named.insert(String(word)) }
                rest = rest[start.upperBound...]
            }
            for name in named where !Self.mentionedOnly.contains("\(command.name) --\(name)") {
                let option = try #require(declared.first { $0.name == name }, "\(command.name) --help names --\(name), which it does not parse")
                let words = option.isFlag ? ["--\(name)"] : ["--\(name)", "x"]
                let parsed = try Arguments(words, command: command.name, options: command.options())
                #expect(option.isFlag ? parsed.flag(name) : parsed.value(name) == "x")
            }
            for option in command.options() {
                #expect(help.contains("  --\(option.name)"), "\(command.name) parses --\(option.name) but its help does not list it")
            }
        }
    }

    @Test func anUndeclaredOptionIsRefusedNamingTheValidOnes() {
        #expect(throws: UsageError.self) { try Arguments(["--nope"], command: "list", options: ListCommand.options) }
        do {
            _ = try Arguments(["--nope"], command: "list", options: ListCommand.options)
        } catch {
            #expect("\(error)" == "'specimen list' has no option --nope; valid: --design-system, --set")
        }
        // A path option refuses an empty name, a single-valued one a second use.
        #expect(throws: UsageError.self) { try Arguments(["--out", ""], command: "render", options: RenderCommand.options) }
        #expect(throws: UsageError.self) { try Arguments(["--out", "a.png", "--out", "b.png"], command: "render", options: RenderCommand.options) }
        #expect(throws: Never.self) { try Arguments(["--tokens", "a.json", "--tokens", "b.json"], command: "render", options: RenderCommand.options) }
    }
}
