import Geometry
import Testing
import SpecimenLayout

/// Counter Input: "radius 9999, padding 6 and 12, buttons 32, value 18/28 Semi Bold", label and hint as Text Input.
@Suite struct CounterInputTests {
    static let states = ["Placeholder", "Filled", "Focused", "Error", "Disabled"]

    @Test(arguments: states)
    func pillAndButtonsAreTheSpecs(state: String) throws {
        let tree = try Fixtures.layout("Counter Input", "State=\(state)")
        #expect(tree.frame == Rect(0, 0, 340, 20 + 6 + 44 + 6 + 16))
        #expect(try Fixtures.node(tree, "label").frame == Rect(0, 0, 340, 20))
        #expect(try Fixtures.node(tree, "hint").frame == Rect(0, 76, 340, 16))
        let pill = try Fixtures.node(tree, "pill")
        #expect(pill.frame.minY == 26 && pill.frame.height == 44, "6 + 32 + 6")
        #expect(pill.shapes.allSatisfy { $0 == .roundedRect(radius: 9999) })
        let decrement = try Fixtures.node(tree, "decrement")
        let increment = try Fixtures.node(tree, "increment")
        #expect(decrement.frame == Rect(12, 26 + 6, 32, 32), "padding 6 and 12")
        #expect(increment.frame.size == Size(width: 32, height: 32))
        #expect(increment.frame.maxX == pill.frame.maxX - 12 && increment.frame.minY == 32)
        // Disabled is "a flat gray fill without a stroke", buttons included.
        #expect(decrement.shapes.contains(.circle) == (state != "Disabled"))
        let value = try Fixtures.node(tree, "value")
        #expect(value.text == "24")
        #expect(value.frame.height == 28 && value.frame.midY == pill.frame.midY)
        #expect(abs(value.frame.midX - pill.frame.midX) < 1e-9, "the number is centred between the buttons")
    }

    @Test func valueStyleIs18Over28SemiBold() throws {
        let value = try Fixtures.node(try Fixtures.layout("Counter Input"), "value")
        guard case .text(let run, _, _)? = value.paints.first else { Issue.record("value draws no text"); return }
        #expect(run.style.size == 18 && run.style.lineHeight == 28 && run.style.weight == .semiBold)
    }

    @Test func focusRingAroundThePillOnlyWhenFocused() throws {
        let focused = try Fixtures.layout("Counter Input", "State=Focused")
        let pill = try Fixtures.node(focused, "pill")
        let ring = try Fixtures.node(focused, "focusRing")
        #expect(ring.frame == pill.frame.outset(by: 4))
        #expect(focused.bounds == focused.frame.union(pill.frame.outset(by: 4)))
        #expect(focused.bounds.minX == -4)
        for state in ["Placeholder", "Filled", "Error", "Disabled"] {
            let tree = try Fixtures.layout("Counter Input", "State=\(state)")
            #expect(tree.node(named: "focusRing") == nil)
            #expect(tree.bounds == tree.frame)
        }
    }

    @Test func aWideNumberWidensThePillAndNeverOverlapsAButton() throws {
        let narrow = try Fixtures.node(try Fixtures.layout("Counter Input", "State=Filled"), "pill")
        let tree = try Fixtures.layout("Counter Input", "State=Filled", ["Input Number=1234567"])
        let pill = try Fixtures.node(tree, "pill")
        #expect(pill.frame.width > narrow.frame.width)
        let value = try Fixtures.node(tree, "value")
        #expect(value.frame.minX >= (try Fixtures.node(tree, "decrement")).frame.maxX)
        #expect(value.frame.maxX <= (try Fixtures.node(tree, "increment")).frame.minX)
    }
}
