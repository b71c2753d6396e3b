import Geometry
import Testing
import SpecimenLayout

/// Text Area: "340 wide, 56 for one line, 24 more a line up to five, padding 16", counter in the hint row.
@Suite struct TextAreaTests {
    /// Lines of value -> field height: 56, then 24 more a line, capped at five lines.
    static let heights: [(lines: Int, field: Double)] = [(1, 56), (2, 80), (3, 104), (4, 128), (5, 152), (6, 152), (7, 152)]

    static func value(lines: Int) -> String {
        (1...lines).map { "Line \($0)" }.joined(separator: "\n")
    }

    @Test(arguments: heights)
    func fieldGrowsALineAtATimeUpToFive(lines: Int, field: Double) throws {
        for state in ["Filled", "Focused", "Error", "Disabled"] {
            let tree = try Fixtures.layout("Text Area", "State=\(state)", ["Value Text=\(Self.value(lines: lines))"])
            #expect(tree.frame.width == 340)
            #expect(try Fixtures.node(tree, "field").frame == Rect(0, 26, 340, field))
            #expect(tree.frame.height == 20 + 6 + field + 6 + 16)
            #expect(try Fixtures.node(tree, "rule").frame == Rect(0, 26 + field - 1, 340, 1))
            #expect(try Fixtures.node(tree, "hint").frame.minY == 26 + field + 6)
            let drawn = try Fixtures.node(tree, "value").children.filter { $0.role == .value }
            #expect(drawn.count == min(lines, 5), "only the visible lines are drawn")
            for (index, line) in drawn.enumerated() {
                #expect(line.frame.minX == 16, "padding 16")
                #expect(line.frame.minY == 26 + 16 + Double(index) * 24)
            }
        }
    }

    @Test func placeholderIsOneLine() throws {
        let tree = try Fixtures.layout("Text Area")
        #expect(tree.frame == Rect(0, 0, 340, 104))
        #expect(try Fixtures.node(tree, "line1").text == "Add more detail")
    }

    @Test func focusedScrollsToTheLastLinesAndRestShowsTheFirst() throws {
        let seven = Self.value(lines: 7)
        let focused = try Fixtures.layout("Text Area", "State=Focused", ["Value Text=\(seven)"])
        #expect(try Fixtures.node(focused, "value").children.filter { $0.role == .value }.map(\.text) == (3...7).map { "Line \($0)" })
        let caret = try Fixtures.node(focused, "caret")
        #expect(caret.frame.minY == (try Fixtures.node(focused, "line5")).frame.minY)
        let filled = try Fixtures.layout("Text Area", "State=Filled", ["Value Text=\(seven)"])
        #expect(try Fixtures.node(filled, "value").children.map(\.text) == (1...5).map { "Line \($0)" })
    }

    @Test(arguments: [("Placeholder", "11/500"), ("Filled", "11/500"), ("Error", "11/500")])
    func counterFollowsTheTyping(state: String, expected: String) throws {
        let tree = try Fixtures.layout("Text Area", "State=\(state)", ["Value Text=Hello there"])
        let counter = try Fixtures.node(tree, "counter")
        #expect(counter.text == expected)
        #expect(counter.frame.maxX == 340, "the counter sits at the end of the hint row")
        #expect(counter.frame.minY == (try Fixtures.node(tree, "hint")).frame.minY)
        #expect(counter.frame.minX > (try Fixtures.node(tree, "hintText")).frame.maxX)
    }

    /// The counter always counts the text; Counter Text gives only the limit after its "/".
    @Test func counterTextGivesTheLimitAndCounterOffHidesIt() throws {
        let custom = try Fixtures.layout("Text Area", "State=Filled", ["Counter Text=0/140", "Value Text=Hello"])
        #expect(try Fixtures.node(custom, "counter").text == "5/140")
        let words = try Fixtures.layout("Text Area", "State=Filled", ["Counter Text=12 left", "Value Text=Hi"])
        #expect(try Fixtures.node(words, "counter").text == "2/500")
        let off = try Fixtures.layout("Text Area", "State=Filled", ["Counter=off"])
        #expect(off.node(named: "counter") == nil)
    }

    @Test func aLongWordWrapsInsideThePadding() throws {
        let tree = try Fixtures.layout("Text Area", "State=Filled", ["Value Text=\(String(repeating: "W", count: 60))"])
        for line in try Fixtures.node(tree, "value").children {
            #expect(line.frame.maxX <= 340 - 16)
        }
    }
}
