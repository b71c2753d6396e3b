import SpecimenLimits

/// An event script: `focus; type "Hi"; paste "x"; backspace 2; clear; enter; press send; blur`.
///
/// Events are separated by `;` or a new line; blank events are skipped. Text is written in double
/// quotes with the escapes `\"`, `\\`, `\n`, `\t` and `\u{1F600}`; a single word needs no quotes
/// (`type Hi`). `backspace` takes an optional count (default 1); `press` takes a button's node name.
public struct EventScript: Hashable, Sendable, CustomStringConvertible {
    /// The events, in the order they are played.
    public let events: [BehaviourEvent]

    /// A script of `events`, already parsed.
    public init(_ events: [BehaviourEvent]) { self.events = events }

    /// Parses `text`; throws an `EventScriptError` naming the first bad event, or an empty script.
    public init(parsing text: String) throws {
        var events: [BehaviourEvent] = []
        // A byte-order mark a script file carried into the argument (`--events "$(cat script.txt)"`) is an
        // encoding's marker, not part of the first event.
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        for statement in Self.statements(text) {
            let trimmed = statement.trimmingSpaces
            guard !trimmed.isEmpty else { continue }
            guard events.count < Limits.scriptEvents else {
                throw EventScriptError(
                    index: events.count + 1, statement: trimmed,
                    problem: "a script holds at most \(Limits.scriptEvents) events")
            }
            events.append(try Self.event(trimmed, index: events.count + 1))
        }
        guard !events.isEmpty else { throw EventScriptError.empty }
        self.events = events
    }

    /// The script as it parses back: events joined by `; `.
    public var description: String { events.map(\.description).joined(separator: "; ") }

    /// `text` in double quotes, with the escapes the parser reads.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Splits at `;` and new lines outside quotes; a backslash inside quotes protects the next character.
    static func statements(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        for character in text {
            if inQuotes {
                current.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuotes = false }
            } else if character == ";" || character == "\n" || character == "\r\n" {
                result.append(current)
                current = ""
            } else {
                if character == "\"" { inQuotes = true }
                current.append(character)
            }
        }
        result.append(current)
        return result
    }

    /// One event from its trimmed text.
    static func event(_ statement: String, index: Int) throws -> BehaviourEvent {
        func fail(_ problem: String) -> EventScriptError { EventScriptError(index: index, statement: statement, problem: problem) }
        let word = String(statement.prefix { !$0.isWhitespace && $0 != "\"" })
        let rest = String(statement.dropFirst(word.count)).trimmingSpaces
        func noArgument(_ event: BehaviourEvent) throws -> BehaviourEvent {
            guard rest.isEmpty else { throw fail("'\(word)' takes nothing after it, not '\(rest)'") }
            return event
        }
        switch word.lowercased() {
        case "focus": return try noArgument(.focus)
        case "blur": return try noArgument(.blur)
        case "clear": return try noArgument(.clear)
        case "enter": return try noArgument(.enter)
        case "type", "paste":
            let text = try self.text(rest, word: word.lowercased(), fail: fail)
            return word.lowercased() == "type" ? .type(text) : .paste(text)
        case "backspace":
            guard !rest.isEmpty else { return .backspace(1) }
            guard let count = Int(rest), (1...Limits.backspaceCount).contains(count) else {
                throw fail("the count after 'backspace' must be a whole number from 1 to \(Limits.backspaceCount), not '\(rest)'")
            }
            return .backspace(count)
        case "press":
            guard !rest.isEmpty else { throw fail("'press' needs a button's node name, as in press send") }
            guard rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw fail("'press' takes one node name of letters and digits, such as increment or chip2Remove, not '\(rest)'")
            }
            return .press(rest)
        default:
            throw fail("unknown event '\(word)'; valid: \(BehaviourEvent.grammar.joined(separator: ", "))")
        }
    }

    /// The text after `type` or `paste`: a quoted string with escapes, or one bare word.
    static func text(_ rest: String, word: String, fail: (String) -> EventScriptError) throws -> String {
        guard !rest.isEmpty else { throw fail("'\(word)' needs text in double quotes, as in \(word) \"Hi\"") }
        guard rest.first == "\"" else {
            guard !rest.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "\\" }) else {
                throw fail("text with spaces or quotes goes in double quotes, as in \(word) \"two words\"")
            }
            return rest
        }
        var scalars = Array(rest.unicodeScalars.dropFirst())
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            i += 1
            if scalar == "\"" {
                let after = String(String.UnicodeScalarView(scalars[i...])).trimmingSpaces
                guard after.isEmpty else { throw fail("unexpected '\(after)' after the closing quote") }
                return String(out)
            }
            guard scalar == "\\" else { out.append(scalar); continue }
            guard i < scalars.count else { break }
            let escape = scalars[i]
            i += 1
            switch escape {
            case "\"": out.append("\"")
            case "\\": out.append("\\")
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "u":
                guard i < scalars.count, scalars[i] == "{", let close = scalars[i...].firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(scalars[(i + 1)..<close])), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else {
                    throw fail("'\\u' must be followed by a code point in braces, such as \\u{E9}")
                }
                out.append(decoded)
                i = close + 1
            default:
                throw fail("unknown escape '\\\(Character(escape))'; valid: \\\" \\\\ \\n \\t \\u{...}")
            }
        }
        scalars.removeAll()
        throw fail("the text after '\(word)' has no closing quote")
    }
}

/// A bad event script: which event, its text, and what is wrong with it.
package struct EventScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based position among the script's events; 0 for a script with none.
    package let index: Int
    /// The event's text as written.
    package let statement: String
    /// What is wrong with it, and what is valid.
    package let problem: String

    static let empty = EventScriptError(
        index: 0, statement: "",
        problem: "the event script has no events; separate events with ';', as in: focus; type \"Hi\"; blur")

    /// One line: the event by number and text, then the problem.
    public var description: String {
        index == 0 ? problem : "event \(index) '\(statement)': \(problem)"
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
