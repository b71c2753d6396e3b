import Geometry
import SpecimenAutoLayout
import Testing

/// A turned child (`AutoLayoutNode.turn`) takes its turned box's room in its parent's flow, as Figma's
/// auto layout gives a rotated layer its bounding box, while its own frame keeps its unturned size at
/// the room's top-left; worked out by hand.
@Suite struct AutoLayoutTurnTests {
    typealias T = AutoLayoutTests

    /// A quarter turn written exactly (`rotation(degrees: 90)` carries cos 90 degrees as 6e-17).
    static let quarter = AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)

    static func turned(_ node: AutoLayoutNode, _ turn: AffineTransform) -> AutoLayoutNode {
        var out = node
        out.turn = turn
        return out
    }

    /// A hugging row, gap 4, counter-centred: a 40 x 10 box turned by `turn`, then a 20 x 20 box.
    static func row(_ turn: AffineTransform?) -> AutoLayoutFrame {
        let first = turn.map { turned(T.box(40, 10), $0) } ?? T.box(40, 10)
        return AutoLayout.compute(
            AutoLayoutNode(style: AutoLayoutStyle(gap: 4, counterAlignment: .center), children: [first, T.box(20, 20)]))
    }

    /// (turn, the row's size, the turned child's frame, the sibling's frame).
    static let cases: [(String, AffineTransform?, Size, Rect, Rect)] = [
        // Unturned: 40 + 4 + 20 wide, 20 tall; the 10 pt box centred at 5.
        ("none", nil, Size(width: 64, height: 20), Rect(x: 0, y: 5, width: 40, height: 10), Rect(x: 44, y: 0, width: 20, height: 20)),
        // A quarter turn: room 10 x 40, so 10 + 4 + 20 wide, 40 tall; the sibling centred at 10.
        ("quarter", quarter, Size(width: 34, height: 40), Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 14, y: 10, width: 20, height: 20)),
        // A flip keeps the box's room.
        ("flip", AffineTransform.scale(-1, 1), Size(width: 64, height: 20), Rect(x: 0, y: 5, width: 40, height: 10), Rect(x: 44, y: 0, width: 20, height: 20)),
    ]

    @Test(arguments: cases)
    func aTurnedChildTakesItsTurnedBoxsRoom(_ name: String, _ turn: AffineTransform?, _ size: Size, _ child: Rect, _ sibling: Rect) {
        let out = Self.row(turn)
        #expect(out.frame.size == size, "\(name)")
        #expect(T.frames(out) == [child, sibling], "\(name)")
    }

    @Test func anEighthTurnTakesItsDiagonalRoom() {
        // A 10 x 10 square turned 45 degrees has a 10 * sqrt(2) square bounding box.
        let out = AutoLayout.compute(
            AutoLayoutNode(style: AutoLayoutStyle(direction: .vertical), children: [Self.turned(T.box(10, 10), .rotation(degrees: 45)), T.box(5, 5)]))
        let side = 10 * 2.0.squareRoot()
        #expect(abs(out.children[1].frame.minY - side) < 1e-9)
        #expect(abs(out.frame.width - side) < 1e-9)
        #expect(out.children[0].frame.size == Size(width: 10, height: 10))
    }

    @Test func aFillingTurnedChildKeepsItsUnturnedRoom() {
        // A 100 wide row: the fill child takes 100 - 20 whatever its turn; a counter fill stretches as before.
        let fill = Self.turned(T.text(40, 10) { $0.width = .fill }, Self.quarter)
        let out = AutoLayout.compute(AutoLayoutNode(style: AutoLayoutStyle(width: .fixed(100)), children: [fill, T.box(20, 20)]))
        #expect(T.frames(out).map(\.width) == [80, 20])
    }

    @Test func aTurnedChildNeitherShrinksNorIsCappedByAShare() {
        // A 30 wide row: the turned 40 x 10 text takes 10 of room and keeps its 40 pt width; unturned it shrinks to 30.
        func first(_ turn: AffineTransform?) -> Rect {
            var text = T.text(40, 10) {
                $0.shrinks = true; $0.roomShare = RoomShare(fraction: 0.5)
            }
            text.turn = turn
            return AutoLayout.compute(AutoLayoutNode(style: AutoLayoutStyle(width: .fixed(30)), children: [text])).children[0].frame
        }
        #expect(first(Self.quarter).size == Size(width: 40, height: 10))
        #expect(first(nil).width == 15)
    }
}
