import Geometry
import SpecimenDocument
import SpecimenLayout
import Testing

/// A document's turned node (`rotation`, `transform`) in an auto-layout row takes its turned box's
/// room, keeps its unturned size as its frame, and its turned picture's bounding box is that room.
@Suite struct TurnedNodeLayoutTests {
    static func tree(_ turn: String) throws -> LayoutTree {
        let json = #"""
            {"version": 1, "name": "X", "designSystem": "T", "position": 1, "properties": [],
             "root": {"name": "r", "type": "frame", "direction": "horizontal", "gap": 4, "counterAlignment": "center", "children": [
              {"name": "bar", "type": "rectangle", "width": 40, "height": 10, \#(turn)"fills": [{"color": "text/strong-950"}]},
              {"name": "square", "type": "rectangle", "width": 20, "height": 20, "fills": [{"color": "text/strong-950"}]}]}}
            """#
        let document = try DocumentReader.read(Array(json.utf8), file: "X.component.json")
        return try Fixtures.appetiteEngine().layout(document, properties: [])
    }

    @Test func aQuarterTurnedBarTakesItsTurnedRoomAndIsDrawnInIt() throws {
        let tree = try Self.tree(#""transform": [[0, 1], [-1, 0]], "#)
        let bar = try Fixtures.node(tree, "bar"), square = try Fixtures.node(tree, "square")
        // Room 10 x 40: the row is 10 + 4 + 20 wide and 40 tall, the square centred in it.
        #expect(tree.frame.size == Size(width: 34, height: 40))
        #expect(bar.frame == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(square.frame == Rect(x: 14, y: 10, width: 20, height: 20))
        // The turned picture of the bar's frame lies exactly in its room.
        let turn = try #require(bar.paints.compactMap { if case .transform(let map) = $0 { map } else { nil } }.first)
        let placed = turn.placed(in: bar.frame)
        let corners = [Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 0, y: 10), Point(x: 40, y: 10)].map(placed.apply)
        #expect(corners.map(\.x).min() == 0 && corners.map(\.x).max() == 10)
        #expect(corners.map(\.y).min() == 0 && corners.map(\.y).max() == 40)
    }

    @Test func unturnedTheBarTakesItsOwnRoom() throws {
        let tree = try Self.tree("")
        #expect(tree.frame.size == Size(width: 64, height: 20))
        #expect(try Fixtures.node(tree, "square").frame.minX == 44)
    }
}
