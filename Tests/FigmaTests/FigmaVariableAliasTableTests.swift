import Foundation
import Testing

@testable import SpecimenFigma

/// Issue 35's silent case "a variables alias cycle", as a table, in process: variables whose aliases
/// go round, in a variables/local response or in DTCG export files, are refused in one line naming the
/// variables round the cycle and the mode; chains that end at a value are read, a long one in
/// linear time.
@Suite struct FigmaVariableAliasTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        /// Each variable's alias target per mode (`nil`: a colour value), by variable name.
        let aliases: [(String, [String?])]
        /// The chain the refusal names, or nil when the file is read.
        let cycle: String?
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "a -> b -> a is refused", aliases: [("a", ["b"]), ("b", ["a"])], cycle: "a -> b -> a"),
        Row(name: "a variable aliasing itself is refused", aliases: [("a", ["a"])], cycle: "a -> a"),
        Row(name: "a -> b -> c -> a is refused", aliases: [("a", ["b"]), ("b", ["c"]), ("c", ["a"])], cycle: "a -> b -> c -> a"),
        Row(name: "a chain into a cycle is refused at the cycle", aliases: [("x", ["a"]), ("a", ["b"]), ("b", ["a"])], cycle: "a -> b -> a"),
        Row(name: "a cycle in the second mode only is refused", aliases: [("a", [nil, "b"]), ("b", [nil, "a"])], cycle: "a -> b -> a"),
        Row(name: "a chain ending at a colour is read", aliases: [("a", ["b"]), ("b", ["c"]), ("c", [nil])], cycle: nil),
        Row(name: "two aliases of one colour are read", aliases: [("a", ["c"]), ("b", ["c"]), ("c", [nil])], cycle: nil),
        Row(name: "an alias in one mode and a colour in the other are read", aliases: [("a", ["b", nil]), ("b", [nil, "a"])], cycle: nil),
        Row(
            name: "a chain of 5,000 aliases is read", aliases: (0..<5_000).map { ("v\($0)", [$0 == 4_999 ? nil : "v\($0 + 1)"]) }, cycle: nil),
        Row(
            name: "a cycle of 5,000 aliases is refused", aliases: (0..<5_000).map { ("v\($0)", ["v\(($0 + 1) % 5_000)"]) },
            cycle: "v0 -> v1 -> v2"),
    ]

    /// The variables/local response for `row`: one collection with modes Light and Dark.
    static func response(_ row: Row) -> String {
        let variables = row.aliases.map { name, targets in
            let values = ["1:0", "1:1"].enumerated().map { index, mode in
                let target = index < targets.count ? targets[index] : targets[0]
                let value = target.map { #"{"type": "VARIABLE_ALIAS", "id": "id-\#($0)"}"# } ?? #"{"r": 1, "g": 0, "b": 0, "a": 1}"#
                return #""\#(mode)": \#(value)"#
            }
            return #""id-\#(name)": {"name": "\#(name)", "resolvedType": "COLOR", "variableCollectionId": "c", "valuesByMode": {\#(values.joined(separator: ", "))}}"#
        }
        return
            #"{"meta": {"variableCollections": {"c": {"modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"}], "defaultModeId": "1:0"}}, "variables": {"#
            + variables.joined(separator: ", ") + "}}}"
    }

    @Test(arguments: rows)
    func anAliasCycleIsOneLine(_ row: Row) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-variables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("variables.json").path
        try Data(Self.response(row).utf8).write(to: URL(fileURLWithPath: path))
        let start = Date()
        do {
            let variables = try FigmaVariables.read(path: path)
            #expect(row.cycle == nil, "read a cycle")
            for mode in variables.modes { _ = variables.tokens(mode: mode.id) }
        } catch {
            let line = error.description
            #expect(row.cycle.map { line.contains("(" + $0) } == true, "\(line.prefix(300))")
            #expect(line.contains("an alias must end at a colour or a number") && !line.contains("\n"))
        }
        #expect(Date().timeIntervalSince(start) < 10)
    }
}
