import SpecimenBehaviour
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import SpecimenLimits
import SpecimenText
import Testing

/// Issue 35, item 10 (`play` of a thousand chips passed 1 GB), as a table, in process: a play holds
/// every state's layout, so the nodes of all its states together are bounded (`Limits.playedNodes`).
/// Each row plays a script once unbounded, counts its states' nodes, then plays it again with the
/// limit at that count (accepted) and one below (refused at the last state, in one line naming the
/// states, the nodes and the limit).
@Suite struct PlayedNodeBudgetTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let set: String
        let script: String
        let below: Bool
        var testDescription: String { "\(set): \(script.prefix(60)) \(below ? "one node below its total is refused" : "at its total is accepted")" }
    }

    static let scripts: [(set: String, script: String)] = [
        ("Stepper", "press increment; press increment; press decrement"),
        ("Text Input", #"focus; type "Hello"; blur"#),
        ("Chip Input", "focus; " + Array(repeating: #"type "tag,""#, count: 12).joined(separator: "; ")),
        ("Chip Input", "focus; " + Array(repeating: #"type "a,""#, count: 40).joined(separator: "; ")),
        ("Digit Input", #"focus; type "4821""#),
        ("Counter Input", "press increment; press increment"),
    ]
    static let rows = scripts.flatMap { entry in [false, true].map { Row(set: entry.set, script: entry.script, below: $0) } }

    static func play(_ row: Row, limit: Int) throws -> [PlayedStep] {
        let configuration = try Catalogue.standard.configuration(set: row.set, variant: nil, properties: [])
        return try LayoutEngine(text: try TextEngine.shared()).play(configuration, script: try EventScript(parsing: row.script), nodeLimit: limit)
    }

    @Test(arguments: rows)
    func theStatesNodesTogetherAreBounded(_ row: Row) throws {
        let steps = try Self.play(row, limit: .max)
        let total = steps.reduce(0) { $0 + $1.layout.allNodes.count }
        #expect(total < Limits.playedNodes, "a real script stays far inside the limit")
        guard row.below else {
            #expect(try Self.play(row, limit: total).count == steps.count)
            return
        }
        do {
            _ = try Self.play(row, limit: total - 1)
            Issue.record("played past its limit")
        } catch let error as BehaviourError {
            #expect(error == .tooManyNodes(states: steps.count, nodes: total, limit: total - 1))
            #expect(error.description.contains("more than the \(total - 1) one play holds (Limits.playedNodes)"), "\(error)")
        }
    }
}
