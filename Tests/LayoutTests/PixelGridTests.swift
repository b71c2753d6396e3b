import Geometry
import Testing
import SpecimenLayout

/// The snapping pass: edges on the grid, sizes as differences of snapped edges.
@Suite struct PixelGridTests {
    static func onGrid(_ value: Double, _ scale: Double) -> Bool {
        let pixels = value * scale
        return abs(pixels - pixels.rounded()) < 1e-9
    }

    @Test func aRectAtThreeXGetsItsEdgesOnTheGrid() {
        let snapped = PixelGrid.snap(Rect(0.5, 0, 10.4, 1), scale: 3)
        for edge in [snapped.minX, snapped.maxX] { #expect(Self.onGrid(edge, 3)) }
        #expect(snapped.minX == PixelGrid.snap(0.5, scale: 3))
        #expect(snapped.maxX == PixelGrid.snap(10.9, scale: 3))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func adjacentBoxesLoseNoPixel(scale: Double) {
        // Ten boxes of 10.4 pt from x = 0.5: rounding each width on its own would drift; edges do not.
        let boxes = (0..<10).map { Rect(0.5 + Double($0) * 10.4, 0, 10.4, 1) }
        let snapped = boxes.map { PixelGrid.snap($0, scale: scale) }
        let total = PixelGrid.snap(Rect(0.5, 0, 104, 1), scale: scale)
        #expect(abs(snapped.map(\.width).reduce(0, +) - total.width) < 1e-9)
        for (left, right) in zip(snapped, snapped.dropFirst()) { #expect(left.maxX == right.minX, "boxes that touch keep touching") }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func framesAlreadyOnTheGridDoNotMove(scale: Double) {
        for rect in [Rect(0, 26, 340, 56), Rect(-4, 22, 152, 52), Rect(1.0 / 3, 2.0 / 3, 4.0 / 3, 1)]
        where Self.onGrid(rect.minX, scale) && Self.onGrid(rect.maxX, scale) && Self.onGrid(rect.minY, scale) && Self.onGrid(rect.maxY, scale) {
            #expect(PixelGrid.snap(rect, scale: scale) == rect)
        }
    }

    @Test func halvesRoundTheSameWayEitherSideOfZero() {
        #expect(PixelGrid.snap(-0.5, scale: 1) == 0 && PixelGrid.snap(0.5, scale: 1) == 1)
        let a = PixelGrid.snap(Rect(-0.5, 0, 3, 1), scale: 1), b = PixelGrid.snap(Rect(0.5, 0, 3, 1), scale: 1)
        #expect(a.width == b.width)
    }

    /// Every edge on the grid; a text's baseline on a whole point (so on the grid at every whole scale)
    /// and its start where layout put it, never moved by the snap (`FontMetrics.drawnBaseline`).
    @Test(arguments: [1.5, 2.0, 3.0])
    func snappedLayoutsHaveEveryEdgeOnTheGridAndTextWhereLayoutDrewIt(scale: Double) throws {
        let laid = try Fixtures.layout("Counter Input", "State=Focused")
        let tree = laid.snapped(toScale: scale)
        let origins = laid.allNodes.flatMap(\.paints).compactMap { paint -> Point? in
            guard case .text(_, let origin, _) = paint else { return nil }
            return origin
        }
        var drawn: [Point] = []
        for node in tree.allNodes {
            for edge in [node.frame.minX, node.frame.maxX, node.frame.minY, node.frame.maxY] { #expect(Self.onGrid(edge, scale), "\(node.name)") }
            for paint in node.paints {
                switch paint {
                case .text(_, let origin, _):
                    #expect(origin.y == origin.y.rounded(), "\(node.name) baseline \(origin.y)")
                    drawn.append(origin)
                case .icon(_, let box, _): #expect(box == node.frame)
                default: continue
                }
            }
        }
        #expect(!drawn.isEmpty && drawn == origins)
        #expect(tree.bounds.minX == -4)
    }

    @Test func snappingKeepsTheGlyphsOfARunAsShaped() throws {
        let tree = try Fixtures.layout("Text Input", "State=Filled")
        let snapped = tree.snapped(toScale: 3)
        guard case .text(let before, _, _)? = try Fixtures.node(tree, "value").paints.first,
            case .text(let after, _, _)? = try Fixtures.node(snapped, "value").paints.first
        else {
            Issue.record("value draws no text"); return
        }
        #expect(before == after)
    }

    @Test func theSpecsTextInputIsAlreadyOnEveryGridAtItsEdges() throws {
        let tree = try Fixtures.layout("Text Input")
        let snapped = tree.snapped(toScale: 3)
        for name in ["label", "field", "rule", "hint", "iconLeft", "iconRight", "tooltip", "hintIcon"] {
            #expect(try Fixtures.node(snapped, name).frame == (try Fixtures.node(tree, name)).frame, "\(name) moved")
        }
    }
}
