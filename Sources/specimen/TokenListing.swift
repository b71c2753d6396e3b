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
        return order.map { "\($0): \(nodes[$0]!.joined(separator: ", "))" }.joined(separator: "; ")
    }

    static func table(_ rows: [TokensCommand.Row]) -> String {
        let header = ["TOKEN", "SYSTEM", "TYPE", "LIGHT", "DARK", "USED BY"]
        let cells = rows.map { [$0.path.description, $0.designSystem, type($0.light), $0.light.display, $0.dark.display, uses($0.uses)] }
        let widths = (0..<header.count - 1).map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            zip(row.dropLast(), widths).map { $0.padding(toLength: $1 + 2, withPad: " ", startingAt: 0) }.joined() + row.last! + "\n"
        }
        return line(header) + cells.map(line).joined()
    }

    /// A DTCG file of every token with its light value: fill in your own aliases and pass it to `--tokens`.
    static func dtcg(_ rows: [TokensCommand.Row]) -> String {
        var root: [String: Any] = [:]
        for row in rows {
            let token: [String: Any] = [
                "$type": type(row.light), "$value": dtcgValue(row.light),
                "$description": "dark: \(row.dark.display); \(row.designSystem): \(uses(row.uses))",
            ]
            insert(token, at: row.path.segments, into: &root)
        }
        let data = (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func insert(_ token: [String: Any], at segments: [String], into group: inout [String: Any]) {
        guard let first = segments.first else { return }
        if segments.count == 1 { group[first] = token; return }
        var child = group[first] as? [String: Any] ?? [:]
        insert(token, at: Array(segments.dropFirst()), into: &child)
        group[first] = child
    }

    private static func dtcgValue(_ value: TokenValue) -> Any {
        switch value {
        case .color(let c): c.hex
        case .dimension(let d): ["value": d, "unit": "px"] as [String: Any]
        case .number(let n): n
        case .typography(let t):
            [
                "fontFamily": "Inter", "fontSize": ["value": t.size, "unit": "px"], "fontWeight": t.weight.numericWeight,
                "lineHeight": ["value": t.lineHeight, "unit": "px"],
            ] as [String: Any]
        case .string(let s): s
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
