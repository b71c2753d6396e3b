import Geometry
import Testing
import SpecimenLayout

/// Digit Input: "64 x 64, radius 16, padding 16 and 8, 30/36 Medium".
@Suite struct DigitInputTests {
    static let states = ["Default", "Focused", "Filled", "Disabled", "Error"]

    @Test(arguments: states)
    func cellsAre64SquaresAtRadius16(state: String) throws {
        let tree = try Fixtures.layout("Digit Input", "State=\(state)")
        #expect(tree.frame == Rect(0, 0, 4 * 64 + 3 * 12, 64))
        for index in 1...4 {
            let cell = try Fixtures.node(tree, "cell\(index)")
            #expect(cell.frame.size == Size(width: 64, height: 64))
            #expect(cell.frame.minY == 0)
            #expect(cell.shapes.allSatisfy { $0 == .roundedRect(radius: 16) } && !cell.shapes.isEmpty)
        }
    }

    @Test(arguments: ["Filled", "Error", "Disabled"])
    func digitsAre30Over36MediumCentredInThePadding(state: String) throws {
        let tree = try Fixtures.layout("Digit Input", "State=\(state)")
        for index in 1...4 {
            let cell = try Fixtures.node(tree, "cell\(index)")
            let digit = try Fixtures.node(tree, "digit\(index)")
            guard case .text(let run, _, _)? = digit.paints.first else { Issue.record("no digit text"); continue }
            #expect(run.style.size == 30 && run.style.lineHeight == 36 && run.style.weight == .medium)
            #expect(abs(digit.frame.midX - cell.frame.midX) < 1e-9)
            #expect(digit.frame.minY == 8 + (48 - 36) / 2, "8 above and below, the 36 pt line centred in 48")
            #expect(digit.frame.minX >= cell.frame.minX + 16 && digit.frame.maxX <= cell.frame.maxX - 16)
        }
    }

    @Test func focusRingWrapsTheFocusedCellOnly() throws {
        let tree = try Fixtures.layout("Digit Input", "State=Focused")
        let rings = tree.allNodes.filter { $0.name == "focusRing" }
        #expect(rings.count == 1)
        let cell = try Fixtures.node(tree, "cell3")
        #expect(rings.first?.frame == cell.frame.outset(by: 4))
        #expect(rings.first?.shapes == [.roundedRect(radius: 20)], "the ring's outline follows the cell's radius outward")
        #expect(tree.bounds == Rect(0, -4, tree.frame.width, 72))
        #expect(cell.children.map(\.name) == ["caret"])
        #expect(abs((try Fixtures.node(tree, "caret")).frame.midX - cell.frame.midX) < 1e-9)
        #expect(try Fixtures.node(tree, "cell4").children.isEmpty)
    }

    @Test func defaultCellsAreEmpty() throws {
        let tree = try Fixtures.layout("Digit Input")
        for index in 1...4 { #expect(try Fixtures.node(tree, "cell\(index)").children.isEmpty) }
    }
}
