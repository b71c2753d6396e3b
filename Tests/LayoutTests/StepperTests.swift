import Geometry
import Testing
import SpecimenLayout

/// Stepper: "sm 107 x 36, md 123 x 44, gap 12, value 16/24 Semi Bold".
@Suite struct StepperTests {
    static let sizes: [(size: String, width: Double, height: Double)] = [("sm", 107, 36), ("md", 123, 44)]

    @Test(arguments: sizes)
    func sizeAndButtonsAreTheSpecsInEveryState(size: String, width: Double, height: Double) throws {
        for state in ["Default", "Min", "Max"] {
            let tree = try Fixtures.layout("Stepper", "Size=\(size), State=\(state)")
            #expect(tree.frame == Rect(0, 0, width, height))
            #expect(tree.bounds == tree.frame)
            let decrement = try Fixtures.node(tree, "decrement")
            let increment = try Fixtures.node(tree, "increment")
            #expect(decrement.frame == Rect(0, 0, height, height))
            #expect(increment.frame == Rect(width - height, 0, height, height))
            #expect(decrement.shapes.contains(.circle))
            let value = try Fixtures.node(tree, "value")
            #expect(value.frame.minX == decrement.frame.maxX + 12 && value.frame.maxX == increment.frame.minX - 12, "gap 12")
            #expect(value.frame.width == 11, "the value box is what 107 - 2 x 36 - 2 x 12 leaves")
            #expect(abs(value.frame.midX - width / 2) < 1e-9)
            guard case .text(let run, _, _)? = value.paints.first else { Issue.record("no value text"); continue }
            #expect(run.style.size == 16 && run.style.lineHeight == 24 && run.style.weight == .semiBold)
        }
    }

    @Test(arguments: sizes)
    func aWideNumberGrowsTheValueBox(size: String, width: Double, height: Double) throws {
        let tree = try Fixtures.layout("Stepper", "Size=\(size)", ["Value=12345"])
        let value = try Fixtures.node(tree, "value")
        #expect(tree.frame.width == 2 * height + 2 * 12 + value.frame.width)
        #expect(tree.frame.width > width)
        #expect(value.frame.minX == (try Fixtures.node(tree, "decrement")).frame.maxX + 12)
    }
}
