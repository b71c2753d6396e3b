import Testing
import SpecimenLayout

/// Issue 25, item 7: a one-time code typed in the person's own digits fills the cells and is drawn
/// as typed (Arabic-Indic, Persian, Devanagari, Bengali, Thai, full-width, ASCII); what is not a
/// decimal digit (letters, 五, Ⅻ, ², spaces) is skipped, as a one-time-code keypad has no such keys.
@Suite struct DigitInputScriptsTests {
    static let codes: [(script: String, typed: String, cells: [String])] = [
        ("ASCII", "4821", ["4", "8", "2", "1"]),
        ("Arabic-Indic", "٤٨٢١", ["٤", "٨", "٢", "١"]),
        ("Persian", "۴۸۲۱", ["۴", "۸", "۲", "۱"]),
        ("Devanagari", "४८२१", ["४", "८", "२", "१"]),
        ("Bengali", "৪৮২১", ["৪", "৮", "২", "১"]),
        ("Thai", "๔๘๒๑", ["๔", "๘", "๒", "๑"]),
        ("full-width", "４８２１", ["４", "８", "２", "１"]),
        ("mixed", "4٨۲१", ["4", "٨", "۲", "१"]),
        ("a pasted message", "Your code: 48 21", ["4", "8", "2", "1"]),
        ("not digits", "五Ⅻ²a ½4", ["4"]),
    ]

    @Test(arguments: codes)
    func digitsOfEveryScriptFillTheCells(script: String, typed: String, cells: [String]) throws {
        let last = try Played.last("Digit Input", "State=Default", [], "focus; paste \"\(typed)\"")
        for index in 0..<4 {
            let drawn = last.layout.node(named: "digit\(index + 1)").flatMap(Self.text)
            #expect(drawn == (index < cells.count ? cells[index] : nil), "\(script): cell \(index + 1)")
        }
        #expect(last.value("State") == (cells.count == 4 ? "Filled" : "Focused"), "\(script)")
    }

    /// Typed one at a time, the same digits land in the same cells.
    @Test(arguments: codes.filter { $0.cells.count == 4 && $0.typed.count == 4 })
    func typedOneByOneTheyLandInOrder(script: String, typed: String, cells: [String]) throws {
        let script = (["focus"] + typed.map { "type \"\($0)\"" }).joined(separator: "; ")
        let last = try Played.last("Digit Input", "State=Default", [], script)
        #expect((1...4).map { last.layout.node(named: "digit\($0)").flatMap(Self.text) } == cells)
    }

    static func text(_ node: LayoutNode) -> String? {
        for paint in node.paints { if case .text(let run, _, _) = paint { return run.text } }
        return nil
    }
}
