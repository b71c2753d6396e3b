import Geometry
import SpecimenAutoLayout
import Testing

/// Where the engine once followed a rule thought to be Figma's and now follows CSS as Chromium lays it
/// out, for want of evidence that Figma does otherwise (README, Layout conformance): each expected frame
/// is what Chromium gives the tree's CSS reading (Tests/Conformance/FORMAT.md), worked out by hand here.
@Suite struct AutoLayoutChromiumTests {
    static func box(_ width: Double, _ height: Double) -> AutoLayoutNode { AutoLayoutNode(style: AutoLayoutStyle(width: .fixed(width), height: .fixed(height))) }

    @Test func aFrameIsNeverSmallerThanItsPadding() {
        // A 32 pt fixed row with 20 + 20 padding is 40 wide (a border box holds its padding), and a max
        // below the padding gives way to it too.
        let fixed = AutoLayoutNode(style: AutoLayoutStyle(padding: Insets(vertical: 0, horizontal: 20), width: .fixed(32), height: .fixed(10)))
        #expect(AutoLayout.compute(fixed).frame.size == Size(width: 40, height: 10))
        var capped = AutoLayoutStyle(padding: Insets(vertical: 6, horizontal: 0), width: .fixed(10), height: .hug)
        capped.maxHeight = 4
        #expect(AutoLayout.compute(AutoLayoutNode(style: capped)).frame.size == Size(width: 10, height: 12))
    }

    @Test func fillChildrenStartFromTheirPadding() {
        // A 100 pt row, fills padded 0 and 20: the 80 pt left after the bases is shared, 40 + 40 -> 40 and 60.
        let plain = AutoLayoutNode(style: AutoLayoutStyle(width: .fill, height: .fixed(5)))
        let padded = AutoLayoutNode(style: AutoLayoutStyle(padding: Insets(vertical: 0, horizontal: 10), width: .fill, height: .fixed(5)))
        let row = AutoLayoutNode(style: AutoLayoutStyle(width: .fixed(100), height: .fixed(5)), children: [plain, padded])
        #expect(AutoLayout.compute(row).children.map(\.frame) == [Rect(x: 0, y: 0, width: 40, height: 5), Rect(x: 40, y: 0, width: 60, height: 5)])
    }

    @Test func aClampedCounterFillSitsAtTheStart() {
        // A child filling a 50 pt row's height with a 20 pt max: at 0, not centred (align-self: stretch).
        var style = AutoLayoutStyle(width: .fixed(10), height: .fill)
        style.maxHeight = 20
        let row = AutoLayoutNode(style: AutoLayoutStyle(width: .fixed(100), height: .fixed(50), counterAlignment: .center), children: [AutoLayoutNode(style: style)])
        #expect(AutoLayout.compute(row).children[0].frame == Rect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test func aFillInAFrameStillToBeStretchedCountsItsBase() {
        // A hugging row: a 10 x 30 box and a column filling the row's height, holding a 4 x 6 box and a
        // fill whose content is 40 tall. The column's contribution counts the fill at its base (0, not
        // the 40 it would hug), so the row is 30 tall, and the fill then takes the 24 pt the stretched
        // column leaves.
        let fill = AutoLayoutNode(style: AutoLayoutStyle(direction: .vertical, height: .fill), children: [Self.box(4, 40)])
        let column = AutoLayoutNode(style: AutoLayoutStyle(direction: .vertical, height: .fill), children: [Self.box(4, 6), fill])
        let row = AutoLayoutNode(children: [Self.box(10, 30), column])
        let out = AutoLayout.compute(row)
        #expect(out.frame.size == Size(width: 14, height: 30))
        #expect(out.children[1].children.map(\.frame) == [Rect(x: 0, y: 0, width: 4, height: 6), Rect(x: 0, y: 6, width: 4, height: 24)])
    }

    @Test func aHuggingColumnWithAWrappingRowShrinksToFitTheRoomItHas() {
        // A hugging column: a 30 pt box and a wrapping row of two 20 pt boxes filling the column's width.
        // With no width to fit, it hugs one line (40, Chromium's max-content); in a 25 pt column, or as
        // an absolute child 25 pt from its parent's edge, it shrinks to fit, never below its min-content
        // (30: the box; the row's is its widest child), and the row wraps.
        let wrapping = AutoLayoutNode(style: AutoLayoutStyle(width: .fill, wrap: true), children: [Self.box(20, 5), Self.box(20, 5)])
        let column = AutoLayoutNode(style: AutoLayoutStyle(direction: .vertical), children: [Self.box(30, 5), wrapping])
        #expect(AutoLayout.compute(column).frame.size == Size(width: 40, height: 10))
        let narrow = AutoLayoutNode(style: AutoLayoutStyle(direction: .vertical, width: .fixed(25)), children: [column])
        let inNarrow = AutoLayout.compute(narrow).children[0]
        #expect(inNarrow.frame.size == Size(width: 30, height: 15))
        #expect(inNarrow.children[1].children.map(\.frame) == [Rect(x: 0, y: 0, width: 20, height: 5), Rect(x: 0, y: 5, width: 20, height: 5)])
        var absolute = column
        absolute.style.positioning = .absolute
        absolute.style.constraints = Constraints(horizontal: .start(75), vertical: .start(0))
        let plain = AutoLayoutNode(style: AutoLayoutStyle(direction: .none, width: .fixed(100), height: .fixed(50)), children: [absolute])
        #expect(AutoLayout.compute(plain).children[0].frame == Rect(x: 75, y: 0, width: 30, height: 15))
    }
}
