import Geometry
import SpecimenAutoLayout
import Testing

/// No size the engine returns is below zero, whatever the input: Figma and CSS floor every box at 0.
/// (The property over random corner trees is LayoutConformanceTests.noCornerTreeHasANegativeSize.)
@Suite struct AutoLayoutNonNegativeTests {
    @Test func aStretchWiderThanItsParentIsZeroAndStillThere() {
        // A 20 x 20 row with an absolute child stretched 15 / 15 and 12 / 12: 20 - 30 and 20 - 24 would
        // be -10 x -4; the child is 0 x 0 at its start offsets, and still one of the row's frames.
        let child = AutoLayoutNode(
            style: AutoLayoutStyle(
                width: .fixed(5), height: .fixed(5), positioning: .absolute,
                constraints: Constraints(horizontal: .stretch(start: 15, end: 15), vertical: .stretch(start: 12, end: 12))))
        let row = AutoLayoutNode(style: AutoLayoutStyle(width: .fixed(20), height: .fixed(20)), children: [child])
        let out = AutoLayout.compute(row)
        #expect(out.children.count == 1)
        #expect(out.children[0].frame == Rect(x: 15, y: 12, width: 0, height: 0))
    }

    @Test func aCounterFillInsidePaddingLargerThanItsFrameIsZero() {
        // A 40 x 10 row with padding 8 on every side would have an inner height of -6: the row is 16 tall
        // (never smaller than its padding, as CSS's border box) and its counter-axis fills are 0 tall.
        let fill = AutoLayoutNode(style: AutoLayoutStyle(width: .fixed(5), height: .fill))
        let column = AutoLayoutNode(style: AutoLayoutStyle(direction: .vertical, width: .fixed(10), height: .fill), children: [fill])
        let row = AutoLayoutNode(style: AutoLayoutStyle(padding: Insets(all: 8), width: .fixed(40), height: .fixed(10)), children: [fill, column])
        let out = AutoLayout.compute(row)
        #expect(out.frame.size == Size(width: 40, height: 16))
        #expect(out.children.map(\.frame) == [Rect(x: 8, y: 8, width: 5, height: 0), Rect(x: 13, y: 8, width: 10, height: 0)])
        #expect(out.children[1].children[0].frame == Rect(x: 0, y: 0, width: 5, height: 0))
    }

    @Test func aMaxBelowZeroAndANegativeGapGiveZero() {
        let leaf = AutoLayoutNode(style: AutoLayoutStyle(maxWidth: -5)) { _ in LeafMeasurement(width: 10, height: -3) }
        let row = AutoLayoutNode(style: AutoLayoutStyle(gap: -50, crossGap: -50, width: .hug), children: [leaf, leaf])
        let out = AutoLayout.compute(row)
        #expect(out.children.map(\.frame.size) == [Size(width: 0, height: 0), Size(width: 0, height: 0)])
        #expect(out.frame.size == Size(width: 0, height: 0))
    }
}
