import Foundation
import SpecimenDocument
import Testing

/// The README's table of behaviour patterns is made from `DocumentBehaviour.Pattern`: every pattern with
/// the slots a document binds, the content a node reads, the states a rule's `while` names and the lists
/// a `forEach` repeats. A pattern or slot added in code and not in the README fails here, printing the table.
@Suite struct BehaviourPatternTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Names as code spans; numbered names (`digit-1` ... `digit-12`) once, as `digit-N`.
    static func cell(_ items: [String]) -> String {
        guard !items.isEmpty else { return "none" }
        var templates: [String] = []
        var counts: [String: Int] = [:]
        for item in items {
            let template = item.replacingOccurrences(of: "[0-9]+", with: "N", options: .regularExpression)
            if counts[template] == nil { templates.append(template) }
            counts[template, default: 0] += 1
        }
        let text = templates.map { "`\($0)`" }.joined(separator: ", ")
        return templates.contains { counts[$0, default: 0] > 1 } ? text + " (N 1 to \(DocumentBehaviour.Pattern.maxCells))" : text
    }

    static func table() -> String {
        var lines = ["| Pattern | Slots (`bind`) | Content (`{\"content\": ...}`) | States (`while`) | Lists (`forEach`) |", "|---|---|---|---|---|"]
        for pattern in DocumentBehaviour.Pattern.allCases {
            lines.append(
                "| `\(pattern.rawValue)` | \(cell(pattern.slots)) | \(cell(pattern.contentValues)) | \(cell(pattern.contentStates)) | \(cell(pattern.lists)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func theReadmeListsEveryPatternWithItsSlots() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("\n" + Self.table()), "the README's pattern table should read:\n\(Self.table())")
    }
}
