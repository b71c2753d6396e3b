import Geometry
import SpecimenAutoLayout
import Testing

/// A child that fills its parent's counter axis is first measured with that axis undecided (the parent
/// hugs it, or lines wrap) and then stretched to its line. Found by the conformance run (random-06048,
/// random-08803, random-03417 of `make layout-conformance`): when the measured size already equalled the line's,
/// the child kept the layout of its measuring pass, in which its own fill children hugged and a
/// wrapping row did not wrap.
@Suite struct StretchedFillTests {
    @Test func fillChildrenOfAStretchedFrameShareItsSizeWhenItAlreadyMatches() {
        // A column hugging its width; its only child, a row filling that width with a min width of 80,
        // holds two fill children. The row measures 80 (its min), the column hugs 80, the row is stretched
        // to 80: its two fill children take 40 each (CSS: the same), not the 0 they hug to.
        let row = AutoLayoutNode(
            style: AutoLayoutStyle(direction: .horizontal, width: .fill, height: .fixed(10), minWidth: 80),
            children: [
                AutoLayoutNode(style: AutoLayoutStyle(direction: .none, width: .fill, height: .fixed(10))),
                AutoLayoutNode(style: AutoLayoutStyle(direction: .none, width: .fill, height: .fixed(10))),
            ])
        let column = AutoLayoutNode(style: AutoLayoutStyle(direction: .vertical, width: .hug, height: .hug), children: [row])
        let frame = AutoLayout.compute(column)
        #expect(frame.frame.size == Size(width: 80, height: 10))
        #expect(frame.children[0].children.map(\.frame) == [Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 40, y: 0, width: 40, height: 10)])
    }

    @Test func aStretchedWrappingRowWrapsWhenItsSizeAlreadyMatches() {
        // A column hugging its width holds a wrapping row that fills it: measured as one line (60 wide),
        // stretched to 60, it is a wrapping row of one line, 20 tall, so its fill-height child is as tall
        // as that line (20), not as the row's fixed 50.
        let row = AutoLayoutNode(
            style: AutoLayoutStyle(direction: .horizontal, width: .fill, height: .fixed(50), wrap: true),
            children: [
                AutoLayoutNode(style: AutoLayoutStyle(direction: .none, width: .fixed(40), height: .fill)),
                AutoLayoutNode(style: AutoLayoutStyle(direction: .none, width: .fixed(20), height: .fixed(20))),
            ])
        let column = AutoLayoutNode(style: AutoLayoutStyle(direction: .vertical, width: .hug, height: .hug), children: [row])
        let frame = AutoLayout.compute(column)
        #expect(frame.frame.size == Size(width: 60, height: 50))
        #expect(frame.children[0].children[0].frame == Rect(x: 0, y: 0, width: 40, height: 20))
    }
}
