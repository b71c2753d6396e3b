import Geometry
import SpecimenAutoLayout
import Testing

/// Figma's auto-layout rules, each checked on a tree whose frames are worked out by hand in the comment
/// beside it.
@Suite struct AutoLayoutTests {
    static func box(_ w: Double, _ h: Double, _ style: (inout AutoLayoutStyle) -> Void = { _ in }) -> AutoLayoutNode {
        var s = AutoLayoutStyle(width: .fixed(w), height: .fixed(h))
        style(&s)
        return AutoLayoutNode(style: s)
    }

    static func text(_ w: Double, _ h: Double, baseline: Double? = nil, _ style: (inout AutoLayoutStyle) -> Void = { _ in }) -> AutoLayoutNode {
        var s = AutoLayoutStyle()
        style(&s)
        return AutoLayoutNode(style: s) { proposal in
            LeafMeasurement(width: proposal.width ?? min(w, proposal.maxWidth), height: proposal.height ?? h, baseline: baseline)
        }
    }

    static func frames(_ frame: AutoLayoutFrame) -> [Rect] { frame.children.map(\.frame) }

    @Test func paddingGapFillAndCounterCentre() {
        // 200 wide: 4 + 20 + 8 + fill + 4 -> the fill is 164; hug height 4 + 20 + 4 = 28; the 10 pt text centred: 4 + 5.
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(gap: 8, padding: Insets(all: 4), width: .fixed(200), counterAlignment: .center),
            children: [Self.box(20, 20), Self.text(50, 10) { $0.width = .fill }])
        let out = AutoLayout.compute(root)
        #expect(out.frame == Rect(x: 0, y: 0, width: 200, height: 28))
        #expect(Self.frames(out) == [Rect(x: 4, y: 4, width: 20, height: 20), Rect(x: 32, y: 9, width: 164, height: 10)])
    }

    @Test(arguments: [
        (PrimaryAlignment.start, [0.0, 20]), (.center, [35, 55]), (.end, [70, 90]), (.spaceBetween, [0, 90]),
    ])
    func primaryAlignment(_ alignment: PrimaryAlignment, _ xs: [Double]) {
        // 100 wide, two 10 pt children, gap 10: 70 free (80 for space-between, which ignores the gap).
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(gap: 10, width: .fixed(100), primaryAlignment: alignment),
            children: [Self.box(10, 10), Self.box(10, 10)])
        #expect(Self.frames(AutoLayout.compute(root)).map(\.minX) == xs)
    }

    @Test func spaceBetweenPutsOneChildAtTheStartAndPacksOverflow() {
        let one = AutoLayoutNode(style: AutoLayoutStyle(width: .fixed(100), primaryAlignment: .spaceBetween), children: [Self.box(10, 10)])
        #expect(Self.frames(AutoLayout.compute(one)).map(\.minX) == [0])
        let over = AutoLayoutNode(
            style: AutoLayoutStyle(gap: 30, width: .fixed(15), primaryAlignment: .spaceBetween),
            children: [Self.box(10, 10), Self.box(10, 10)])
        #expect(Self.frames(AutoLayout.compute(over)).map(\.minX) == [0, 10])
    }

    @Test(arguments: [
        (CounterAlignment.start, [0.0, 0]), (.center, [10, 0]), (.end, [20, 0]),
        // Baselines 8 and 20: 20 above the line's baseline, max(10 - 8, 30 - 20) = 10 below.
        (.baseline, [12, 0]),
    ])
    func counterAlignment(_ alignment: CounterAlignment, _ ys: [Double]) {
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(counterAlignment: alignment),
            children: [Self.text(10, 10, baseline: 8), Self.text(10, 30, baseline: 20)])
        let out = AutoLayout.compute(root)
        #expect(Self.frames(out).map(\.minY) == ys)
        #expect(out.frame.height == 30)
    }

    @Test func baselineInAColumnIsStart() {
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(direction: .vertical, counterAlignment: .baseline),
            children: [Self.box(10, 10), Self.box(30, 10)])
        #expect(Self.frames(AutoLayout.compute(root)).map(\.minX) == [0, 0])
    }

    @Test func wrapBreaksLinesCrossGapApart() {
        // 40 + 10 + 40 = 90 fits 100; a third 40 does not: the next line, 10 + 5 below.
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(gap: 10, crossGap: 5, width: .fixed(100), wrap: true),
            children: [Self.box(40, 10), Self.box(40, 10), Self.box(40, 10)])
        let out = AutoLayout.compute(root)
        #expect(Self.frames(out).map(\.origin) == [Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 0, y: 15)])
        #expect(out.frame.height == 25)
    }

    @Test func wrapLinesAlignAsItemsAndSpreadWithSpaceBetween() {
        func lines(_ alignment: CounterAlignment, _ content: ContentAlignment) -> [Double] {
            let root = AutoLayoutNode(
                style: AutoLayoutStyle(
                    crossGap: 5, width: .fixed(50), height: .fixed(100),
                    counterAlignment: alignment, wrap: true, alignContent: content),
                children: [Self.box(40, 10), Self.box(40, 20)])
            return Self.frames(AutoLayout.compute(root)).map(\.minY)
        }
        // Lines 10 and 20, 5 apart: 35 of 100; centred from 32.5; space-between puts the last at 80.
        #expect(lines(.start, .auto) == [0, 15])
        #expect(lines(.center, .auto) == [32.5, 47.5])
        #expect(lines(.end, .auto) == [65, 80])
        #expect(lines(.start, .spaceBetween) == [0, 80])
    }

    @Test func wrapIsIgnoredInColumns() {
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(direction: .vertical, height: .fixed(15), wrap: true),
            children: [Self.box(10, 10), Self.box(10, 10)])
        #expect(Self.frames(AutoLayout.compute(root)).map(\.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 10)])
    }

    @Test func fillSharesEquallyAndFreezesAtItsMax() {
        // 100 shared by two: 50 each, but one stops at 20, so the other takes 80.
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(width: .fixed(100)),
            children: [
                Self.box(0, 10) {
                    $0.width = .fill; $0.maxWidth = 20
                }, Self.box(0, 10) { $0.width = .fill },
            ])
        #expect(Self.frames(AutoLayout.compute(root)).map(\.width) == [20, 80])
    }

    @Test func fillWithNoSpaceIsItsMinAndNothingShrinks() {
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(width: .fixed(30)),
            children: [
                Self.box(40, 10),
                Self.box(0, 10) {
                    $0.width = .fill; $0.minWidth = 5
                },
            ])
        #expect(Self.frames(AutoLayout.compute(root)) == [Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 40, y: 0, width: 5, height: 10)])
    }

    @Test func fillInAHuggingAxisHugs() {
        let root = AutoLayoutNode(children: [Self.text(30, 10) { $0.width = .fill }])
        #expect(AutoLayout.compute(root).frame.width == 30)
    }

    @Test func negativeGapOverlaps() {
        let root = AutoLayoutNode(style: AutoLayoutStyle(gap: -5), children: [Self.box(10, 10), Self.box(10, 10)])
        let out = AutoLayout.compute(root)
        #expect(out.frame.width == 15)
        #expect(Self.frames(out).map(\.minX) == [0, 5])
    }

    @Test func minAndMaxClampAHug() {
        let wide = AutoLayoutNode(style: AutoLayoutStyle(minWidth: 50), children: [Self.box(10, 10)])
        #expect(AutoLayout.compute(wide).frame.width == 50)
        let narrow = AutoLayoutNode(style: AutoLayoutStyle(maxWidth: 15), children: [Self.box(10, 10), Self.box(10, 10)])
        let out = AutoLayout.compute(narrow)
        #expect(out.frame.width == 15)
        #expect(Self.frames(out).map(\.minX) == [0, 10])
        let both = AutoLayoutNode(style: AutoLayoutStyle(width: .fixed(5), minWidth: 20, maxWidth: 10))
        #expect(AutoLayout.compute(both).frame.width == 20)
    }

    @Test func counterFillStretchesToAHuggingParent() {
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(direction: .vertical),
            children: [Self.box(80, 10), Self.text(20, 10) { $0.width = .fill }])
        #expect(Self.frames(AutoLayout.compute(root)).map(\.width) == [80, 80])
    }

    @Test func aLeafWrapsOrCutsAtItsOwnMax() {
        let capped = AutoLayoutNode(children: [
            Self.text(60, 10) {
                $0.maxWidth = 30; $0.padding = Insets(vertical: 0, horizontal: 2)
            }
        ])
        // The closure sees the cap less the padding (26), and the node is 26 + 4.
        #expect(Self.frames(AutoLayout.compute(capped)).map(\.width) == [30])
    }

    @Test(arguments: [
        (Constraint.start(5), 5.0, 10.0), (.end(5), 85, 10), (.center(2), 47, 10), (.stretch(start: 10, end: 20), 10, 70),
        (.scale(start: 0.1, size: 0.5), 10, 50),
    ])
    func absoluteChildrenFollowTheirConstraints(_ constraint: Constraint, _ x: Double, _ width: Double) {
        let child = Self.box(10, 10) {
            $0.positioning = .absolute; $0.constraints = Constraints(horizontal: constraint, vertical: .end(0))
        }
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(padding: Insets(all: 3), width: .fixed(100), height: .fixed(50)),
            children: [Self.box(30, 30), child])
        let frames = Self.frames(AutoLayout.compute(root))
        #expect(frames[0].origin == Point(x: 3, y: 3))
        #expect(frames[1] == Rect(x: x, y: 40, width: width, height: 10))
    }

    @Test func absoluteChildrenTakeNoSpace() {
        let root = AutoLayoutNode(children: [Self.box(10, 10), Self.box(90, 90) { $0.positioning = .absolute }])
        #expect(AutoLayout.compute(root).frame.size == Size(width: 10, height: 10))
    }

    @Test func aPlainFrameKeepsItsOwnSizeAndPlacesChildrenByConstraints() {
        // 50 x 30 without auto layout: the children never size it; end(0) puts the 4 pt box at 46,
        // centre(0) at (30 - 4) / 2 = 13.
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(direction: .none, width: .fixed(50), height: .fixed(30)),
            children: [
                Self.box(10, 10) { $0.constraints = Constraints(horizontal: .start(20), vertical: .start(5)) },
                Self.box(4, 4) { $0.constraints = Constraints(horizontal: .end(0), vertical: .center(0)) },
                Self.box(90, 90),
            ])
        let out = AutoLayout.compute(root)
        #expect(out.frame.size == Size(width: 50, height: 30))
        #expect(Self.frames(out) == [Rect(x: 20, y: 5, width: 10, height: 10), Rect(x: 46, y: 13, width: 4, height: 4), Rect(x: 0, y: 0, width: 90, height: 90)])
    }

    @Test func aPlainFrameThatFillsAHuggingParentKeepsTheFillSize() {
        // A column hugging a 20 pt box and a plain frame that fills its width, holding a 100 pt box:
        // the plain frame is not sized by that box (it would make the column 100 wide); it takes the
        // column's 20, as Chromium and Taffy lay it out. Its fixed height 30 stays.
        let plain = AutoLayoutNode(
            style: AutoLayoutStyle(direction: .none, width: .fill, height: .fixed(30)), children: [Self.box(100, 5)])
        let root = AutoLayoutNode(style: AutoLayoutStyle(direction: .vertical), children: [Self.box(20, 10), plain])
        let out = AutoLayout.compute(root)
        #expect(out.frame.size == Size(width: 20, height: 40))
        #expect(Self.frames(out)[1] == Rect(x: 0, y: 10, width: 20, height: 30))
        // Nothing decides it in a hugging row either: it is its min width, or 0.
        let row = AutoLayoutNode(
            children: [Self.box(20, 10), AutoLayoutNode(style: AutoLayoutStyle(direction: .none, width: .fill, height: .fixed(8), minWidth: 6), children: [Self.box(100, 5)])])
        #expect(AutoLayout.compute(row).frame.size == Size(width: 26, height: 10))
    }

    @Test func aGroupIsTheUnionOfItsChildren() {
        // Children at (20, 5) 10 x 10 and (0, 30) 4 x 4: the union runs 0...30 across and 5...34 down,
        // so the group is 30 x 29 and its children sit at (20, 0) and (0, 25) inside it.
        let group = AutoLayoutNode(
            style: AutoLayoutStyle(direction: .group, width: .fixed(500), height: .fixed(500)),
            children: [
                Self.box(10, 10) { $0.constraints = Constraints(horizontal: .start(20), vertical: .start(5)) },
                Self.box(4, 4) { $0.constraints = Constraints(horizontal: .start(0), vertical: .start(30)) },
            ])
        let row = AutoLayoutNode(style: AutoLayoutStyle(gap: 2), children: [Self.box(3, 3), group])
        let out = AutoLayout.compute(row)
        #expect(out.children[1].frame == Rect(x: 5, y: 0, width: 30, height: 29))
        #expect(Self.frames(out.children[1]) == [Rect(x: 20, y: 0, width: 10, height: 10), Rect(x: 0, y: 25, width: 4, height: 4)])
    }

    @Test func aFillingRootTakesTheAvailableSize() {
        let root = AutoLayoutNode(style: AutoLayoutStyle(width: .fill, height: .fill))
        #expect(AutoLayout.compute(root, width: 120, height: 40).frame.size == Size(width: 120, height: 40))
        #expect(AutoLayout.compute(root).frame.size == Size(width: 0, height: 0))
    }

    @Test func absoluteFramesAddTheParentsOrigins() {
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(padding: Insets(all: 5)),
            children: [AutoLayoutNode(style: AutoLayoutStyle(padding: Insets(all: 2)), children: [Self.box(1, 1)])])
        let flat = AutoLayout.compute(root).absolute()
        #expect(flat.children[0].children[0].frame.origin == Point(x: 7, y: 7))
    }

    @Test func aContainersBaselineIsItsFirstChilds() {
        let row = AutoLayoutNode(style: AutoLayoutStyle(padding: Insets(all: 4)), children: [Self.text(10, 10, baseline: 7)])
        #expect(AutoLayout.compute(row).baseline == 11)
    }
}

/// The one rule that is not Figma's: a shrinking hugging child gives up what its line overflows by.
@Suite struct AutoLayoutShrinkTests {
    @Test func aShrinkingTextGivesUpTheOverflowAndIsMeasuredAgain() {
        // 100 wide: 80 + 4 + 30 overflows by 14, so the text is measured within 66 (and reports 66 - 0.5,
        // as a run cut at a glyph boundary would); the 30 pt box follows it at 65.5 + 4.
        let text = AutoLayoutNode(style: AutoLayoutStyle(shrinks: true)) { proposal in
            LeafMeasurement(width: proposal.maxWidth < 80 ? proposal.maxWidth - 0.5 : 80, height: 10)
        }
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(gap: 4, width: .fixed(100)),
            children: [text, AutoLayoutTests.box(30, 10)])
        let frames = AutoLayoutTests.frames(AutoLayout.compute(root))
        #expect(frames == [Rect(x: 0, y: 0, width: 65.5, height: 10), Rect(x: 69.5, y: 0, width: 30, height: 10)])
    }

    @Test func withoutOverflowNothingShrinks() {
        let text = AutoLayoutNode(style: AutoLayoutStyle(shrinks: true)) { proposal in LeafMeasurement(width: min(80, proposal.maxWidth), height: 10) }
        let root = AutoLayoutNode(style: AutoLayoutStyle(width: .fixed(200)), children: [text])
        #expect(AutoLayoutTests.frames(AutoLayout.compute(root)).map(\.width) == [80])
    }
}
