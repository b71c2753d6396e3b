import Geometry
import Testing
import SpecimenLayout

/// Chip Input: "field padding 8, gap 8, chip row 32 tall", the chips between the rule and the hint.
@Suite struct ChipInputTests {
    static let heights: [(state: String, height: Double, chips: Bool)] = [
        ("Placeholder", 104, false), ("Filled", 144, true), ("Focused", 144, true), ("Error", 144, true), ("Disabled", 144, true),
    ]

    @Test(arguments: heights)
    /// The chips are the value: every state but Placeholder holds them, so Error never shrinks the form.
    func chipRowAppearsOnceThereIsAValue(state: String, height: Double, chips: Bool) throws {
        let tree = try Fixtures.layout("Chip Input", "State=\(state)")
        #expect(tree.frame == Rect(0, 0, 340, height))
        #expect(try Fixtures.node(tree, "field").frame == Rect(0, 26, 340, 56))
        #expect(try Fixtures.node(tree, "rule").frame == Rect(0, 81, 340, 1))
        #expect(try Fixtures.node(tree, "hint").frame.maxY == height)
        #expect((tree.node(named: "chips") != nil) == chips)
    }

    @Test func chipRowSitsBetweenTheRuleAndTheHint() throws {
        let tree = try Fixtures.layout("Chip Input", "State=Filled")
        let row = try Fixtures.node(tree, "chips")
        #expect(row.frame == Rect(0, 82 + 8, 340, 32))
        #expect(try Fixtures.node(tree, "hint").frame.minY == row.frame.maxY + 6)
        #expect(row.children.map(\.name) == ["chip1", "chip2", "chip3"])
        for chip in row.children {
            #expect(chip.frame.height == 32 && chip.frame.minY == row.frame.minY)
            #expect(chip.frame.maxX <= 340)
        }
        for (left, right) in zip(row.children, row.children.dropFirst()) {
            #expect(right.frame.minX - left.frame.maxX == 8, "gap 8")
        }
    }

    @Test func fieldPaddingIsEight() throws {
        let tree = try Fixtures.layout("Chip Input")
        let icon = try Fixtures.node(tree, "iconLeft")
        #expect(icon.iconName == "tag-outline")
        #expect(icon.frame.minX == 8)
        #expect((try Fixtures.node(tree, "placeholder")).frame.minX == icon.frame.maxX + 8)
    }
}
