import Geometry
import SpecimenAutoLayout
import Testing

/// `RoomShare` (a cap that follows the room a line leaves), `shrinkOrder`, and a full line's trailing
/// items measured from its end, on trees worked out by hand.
@Suite struct AutoLayoutRoomShareTests {
    typealias T = AutoLayoutTests

    /// A 300 wide row, gap 8: a 24 icon, a fill, then a 200 pt text capped at half the room.
    static func row(_ share: RoomShare?, text width: Double) -> AutoLayoutFrame {
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(gap: 8, width: .fixed(300)),
            children: [T.box(24, 24), T.text(10, 10) { $0.width = .fill }, T.text(width, 10) { $0.roomShare = share }])
        return AutoLayout.compute(root)
    }

    @Test func aLongChildIsCutToItsShareOfTheRoomTheFixedSiblingsLeave() {
        // Room: 300 - 24 - 2 x 8 = 260 (the fill gives way); half of it less 8: (260 - 8) / 2 = 126.
        let out = Self.row(RoomShare(fraction: 0.5, less: 8), text: 200)
        #expect(T.frames(out)[2].width == 126)
        #expect(T.frames(out)[1].width == 300 - 24 - 126 - 16)
        #expect(Self.row(RoomShare(fraction: 0.5), text: 200).children[2].frame.width == 130)
    }

    @Test func aShortChildKeepsItsSize() {
        #expect(Self.row(RoomShare(fraction: 0.5), text: 40).children[2].frame.width == 40)
        #expect(Self.row(nil, text: 200).children[2].frame.width == 200)
    }

    @Test func aShareInAHuggingRowIsIgnoredAndNeverBelowZero() {
        let hug = AutoLayoutNode(style: AutoLayoutStyle(), children: [T.text(200, 10) { $0.roomShare = RoomShare(fraction: 0.5) }])
        #expect(AutoLayout.compute(hug).children[0].frame.width == 200)
        let narrow = AutoLayoutNode(
            style: AutoLayoutStyle(gap: 8, width: .fixed(20)),
            children: [T.box(24, 24), T.text(200, 10) { $0.roomShare = RoomShare(fraction: 0.5, less: 8) }])
        #expect(AutoLayout.compute(narrow).children[1].frame.width == 0)
    }

    @Test func aFullLinesTrailingItemEndsExactlyOnThePadding() {
        // 340 wide, padding 16: 16 + 24 + 8 + fill + 8 + 20 + 8 + 10.162 summed forward is 323.99999999999994.
        let root = AutoLayoutNode(
            style: AutoLayoutStyle(gap: 8, padding: Insets(all: 16), width: .fixed(340)),
            children: [T.box(24, 24), T.text(10, 10) { $0.width = .fill }, T.box(20, 20), T.box(10.162, 10)])
        let last = AutoLayout.compute(root).children[3].frame
        #expect(last.maxX == 324)
    }

    @Test func aLowerShrinkOrderGivesRoomFirst() {
        // 100 wide, gap 4: 80 + 4 + 60 overflows by 44. In order the first gives it all (36, 60); with
        // the first at order 1 and the second at 0, the second gives it (80, 16).
        func row(_ first: Int) -> [Double] {
            let root = AutoLayoutNode(
                style: AutoLayoutStyle(gap: 4, width: .fixed(100)),
                children: [
                    T.text(80, 10) {
                        $0.shrinks = true; $0.shrinkOrder = first
                    }, T.text(60, 10) { $0.shrinks = true },
                ])
            return T.frames(AutoLayout.compute(root)).map(\.width)
        }
        #expect(row(0) == [36, 60])
        #expect(row(1) == [80, 16])
    }
}
