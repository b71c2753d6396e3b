import Foundation
import Specimen
import SpecimenReports

/// Dispatches to a command and turns errors into one line and an exit status.
enum CommandLineTool {
    static let overview = """
        specimen: renders design-system components (its own sets, or a folder of yours) to exact PNG, SVG and PDF, headlessly.

        Usage: specimen <command> [arguments] [options]
               specimen --version

        Commands:
        """

    static func run(_ words: [String]) -> Int32 {
        if words == ["--version"] || words == ["version"] {
            print("specimen \(SpecimenVersion.current) (renderer \(SpecimenRendererVersion.current))")
            // Where the fonts and themes come from, so an installed copy and a checkout's build are told apart.
            do {
                let home = try SpecimenHome.locate()
                print("resources: \(home.root.standardizedFileURL.path) (\(home.source))")
            } catch {
                print("resources: none found: \(error)")
            }
            return ExitStatus.success
        }
        guard let first = words.first, first != "--help", first != "-h", first != "help" else {
            if words.count >= 2, words[0] == "help", let command = commands.first(where: { $0.name == words[1] }) {
                print(command.help() + SubjectArguments.designSystemHelp)
            } else {
                printOverview()
            }
            return ExitStatus.success
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let names = commands.map(\.name)
            let close = Suggestions.closest(to: first, in: names, limit: 2)
            fail("unknown command '\(first)'" + (close.isEmpty ? "" : " (did you mean \(close.joined(separator: " or "))?)") + "; valid: \(names.joined(separator: ", "))")
            return ExitStatus.badInput
        }
        let rest = Array(words.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            print(command.help() + SubjectArguments.designSystemHelp)
            return ExitStatus.success
        }
        do {
            return try command.run(rest)
        } catch let error as TokenError {
            // A token file's refusal names the token's line and column (`file:3:14: ...`).
            fail("\(error.locatingToken())")
            return ExitStatus.badInput
        } catch {
            fail("\(error)")
            return ExitStatus.badInput
        }
    }

    static func printOverview() {
        print(overview)
        let width = commands.map(\.name.count).max() ?? 0
        for command in commands {
            print("  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary)
        }
        print("\nRun 'specimen <command> --help' for a command's arguments and options.")
    }

    /// One line on stderr, prefixed with the tool's name; what it echoes is made safe for a terminal.
    static func fail(_ message: String) {
        say("specimen: " + message)
    }

    /// One line on stderr as it is (joined onto one line, made safe for a terminal).
    static func say(_ message: String) {
        let line = TerminalText.sanitized(message.replacingOccurrences(of: "\n", with: " ")) + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// The process's arguments, or nil (with one line on stderr) when one is not UTF-8: Swift would
    /// repair it into U+FFFD and write a file under a name the user never gave.
    static func arguments() -> [String]? {
        var words: [String] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            guard let word = String(validating: bytes, as: UTF8.self) else {
                fail("argument \(index) ('\(String(decoding: bytes, as: UTF8.self))') is not valid UTF-8; file names and values must be UTF-8")
                return nil
            }
            words.append(word)
        }
        return words
    }
}
