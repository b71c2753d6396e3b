import Foundation
import Specimen

/// The three forms `specimen tokens` writes its rows in.
enum TokenListing {
    /// `color`, `dimension`, `number`, `typography`, `string`: the DTCG `$type` of a resolved value.
    static func type(_ value: TokenValue) -> String {
        switch value {
        case .color: "color"
        case .dimension: "dimension"
        case .number: "number"
        case .typography: "typography"
        case .string: "string"
        }
    }

    /// `Text Input: caret, rule; Stepper: value`.
    static func uses(_ uses: [TokenInventory.Use]) -> String {
        var order: [String] = []
        var nodes: [String: [String]] = [:]
        for use in uses {
            if nodes[use.set] == nil { order.append(use.set) }
            if !nodes[use.set, default: []].contains(use.node) { nodes[use.set, default: []].append(use.node) }
        }
        return order.map { "\($0): \(nodes[$0, default: []].joined(separator: ", "))" }.joined(separator: "; ")
    }

    static func table(_ rows: [TokensCommand.Row]) -> String {
        let header = ["TOKEN", "SYSTEM", "TYPE", "LIGHT", "DARK", "USED BY"]
        let cells = rows.map { [$0.path.description, $0.designSystem, type($0.light), $0.light.display, $0.dark.display, uses($0.uses)] }
        let widths = (0..<header.count - 1).map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            zip(row.dropLast(), widths).map { $0.padding(toLength: $1 + 2, withPad: " ", startingAt: 0) }.joined() + (row.last ?? "") + "\n"
        }
        return line(header) + cells.map(line).joined()
    }

    /// A DTCG file of every token with its light value: fill in your own aliases and pass it to `--tokens`.
    ///
    /// The bytes `JSONSerialization` wrote with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`:
    /// `JSONWriter.pretty` with each group's keys in `JSONSerialization`'s order (numeric and
    /// case-insensitive, so `gray-2` comes before `Gray-3` and `gray-10`), which `JSONTokenOrder` keeps.
    static func dtcg(_ rows: [TokensCommand.Row]) -> String {
        var root = Group()
        for row in rows {
            var token = Group()
            token.members["$type"] = .value(.string(type(row.light)))
            token.members["$value"] = .value(dtcgValue(row.light))
            token.members["$description"] = .value(.string("dark: \(row.dark.display); \(row.designSystem): \(uses(row.uses))"))
            root.insert(token, at: row.path.segments[...])
        }
        return String(decoding: JSONWriter.pretty(root.json, keys: .asGiven), as: UTF8.self) + "\n"
    }

    /// A group of the file being built, by name: a value, or a group (a token is a group of its `$` fields,
    /// so a token under a token's path joins its fields, and a later row replaces an earlier one of its name).
    private struct Group {
        var members: [String: Member] = [:]

        enum Member {
            case value(JSONValue)
            case group(Group)
        }

        mutating func insert(_ token: Group, at segments: ArraySlice<String>) {
            guard let first = segments.first else { return }
            if segments.count == 1 { members[first] = .group(token); return }
            var child = if case .group(let group)? = members[first] { group } else { Group() }
            child.insert(token, at: segments.dropFirst())
            members[first] = .group(child)
        }

        /// Members in `JSONSerialization`'s `.sortedKeys` order, all the way down.
        var json: JSONValue {
            .object(
                members.sorted { JSONTokenOrder.precedes($0.key, $1.key) }.map { key, member in
                    switch member {
                    case .value(let value): (key, Self.sorted(value))
                    case .group(let group): (key, group.json)
                    }
                })
        }

        static func sorted(_ value: JSONValue) -> JSONValue {
            guard case .object(let members) = value else { return value }
            return .object(members.sorted { JSONTokenOrder.precedes($0.key, $1.key) }.map { ($0.key, sorted($0.value)) })
        }
    }

    private static func dtcgValue(_ value: TokenValue) -> JSONValue {
        switch value {
        case .color(let c): .string(c.hex)
        case .dimension(let d): .object([("value", .number(d)), ("unit", .string("px"))])
        case .number(let n): .number(n)
        case .typography(let t):
            .object([
                ("fontFamily", .string("Inter")), ("fontSize", .object([("value", .number(t.size)), ("unit", .string("px"))])),
                ("fontWeight", .number(t.weight.numericWeight)), ("lineHeight", .object([("value", .number(t.lineHeight)), ("unit", .string("px"))])),
            ])
        case .string(let s): .string(s)
        }
    }

    /// Custom properties, one rule per design system, dark values under `prefers-color-scheme: dark`.
    static func css(_ rows: [TokensCommand.Row]) -> String {
        var out = ""
        var systems: [String] = []
        for row in rows where !systems.contains(row.designSystem) { systems.append(row.designSystem) }
        for dark in [false, true] {
            if dark { out += "@media (prefers-color-scheme: dark) {\n" }
            for system in systems {
                let indent = dark ? "  " : ""
                out += "\(indent).\(slug(system)) {\n"
                for row in rows where row.designSystem == system {
                    out += "\(indent)  --\(slug(row.path.segments.joined(separator: "-"))): \(cssValue(dark ? row.dark : row.light));\n"
                }
                out += "\(indent)}\n"
            }
            if dark { out += "}\n" }
        }
        return out
    }

    private static func slug(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    private static func cssValue(_ value: TokenValue) -> String {
        switch value {
        case .color(let c): c.hex
        case .dimension(let d): "\(TokenValue.format(d))px"
        case .number(let n): TokenValue.format(n)
        case .typography(let t): "\(t.weight.numericWeight) \(TokenValue.format(t.size))px/\(TokenValue.format(t.lineHeight))px Inter"
        case .string(let s): "\"\(s)\""
        }
    }
}
