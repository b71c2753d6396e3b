import Geometry
@testable import SpecimenScene
import SpecimenLayout
import SpecimenTokens
import Testing

/// The scene snaps the layout before outlining it, so straight edges land on device pixel boundaries.
@Suite struct SceneSnappingTests {
    /// Frames off the grid at every scale, with strokes, fills and focus rings on rect-like shapes.
    static func offGridTree() throws -> LayoutTree {
        let rule = LayoutNode(
            "rule", frame: Rect(x: 0.3, y: 51.37, width: 119.6, height: 1.02),
            paints: [.fill(.rect, color: "border/sub-200")])
        let box = LayoutNode(
            "box", frame: Rect(x: 10.37, y: 3.21, width: 99.55, height: 40.13),
            paints: [
                .fill(.rect, color: "bg/white-0"),
                .stroke(.rect, width: 1, color: "brand/base"),
                .focusRing(.rect, gap: 2, width: 2, color: "focusRing/brand/color", gapColor: "focusRing/brand/gap-color"),
            ])
        let pill = LayoutNode(
            "pill", frame: Rect(x: 4.45, y: 60.2, width: 80.9, height: 36.66),
            paints: [
                .fill(.roundedRect(radius: 9999), color: "bg/weak-50"),
                .stroke(.roundedRect(radius: 9999), width: 1, color: "border/sub-200"),
                .focusRing(.roundedRect(radius: 9999), gap: 2, width: 2, color: "focusRing/brand/color", gapColor: "focusRing/brand/gap-color"),
            ])
        let cell = LayoutNode(
            "cell", frame: Rect(x: 90.1, y: 60.6, width: 47.7, height: 48.3),
            paints: [
                .stroke(.roundedRect(radius: 12), width: 1, color: "brand/base"),
                .focusRing(.roundedRect(radius: 12), gap: 2, width: 2, color: "focusRing/brand/color", gapColor: "focusRing/brand/gap-color"),
            ])
        let root = LayoutNode("root", frame: Rect(x: 0, y: 0, width: 140.2, height: 110.7), children: [rule, box, pill, cell])
        return try SceneFixtures.tree(root, frame: Rect(x: 0, y: 0, width: 140.2, height: 110.7))
    }

    @Test(arguments: [1.0, 2, 3])
    func rectEdgesLieOnTheDeviceGrid(scale: Double) throws {
        let list = try SceneFixtures.build(try Self.offGridTree(), scale: scale)
        // rule: fill; box: fill, stroke, two rings; pill: fill, stroke, two rings; cell: stroke, two rings.
        #expect(list.paths.count == 12)
        for path in list.paths {
            for contour in path.path.contours {
                let box = contour.controlBounds
                for edge in [box.minX, box.minY, box.maxX, box.maxY] {
                    #expect(isOnGrid(edge, scale: scale), "edge \(edge) of \(box) is off the \(scale)x grid")
                }
            }
        }
        // Square shapes have no arcs: every corner point is on the grid.
        for id in ["rule", "box"] {
            let group = try #require(list.group(id))
            for case .path(let path) in group.children {
                for point in path.path.cornerPoints {
                    #expect(isOnGrid(point.x, scale: scale) && isOnGrid(point.y, scale: scale), "\(point) in \(id)")
                }
            }
        }
        #expect(isOnGrid(list.bounds.minX, scale: scale) && isOnGrid(list.bounds.maxY, scale: scale))
        #expect(Double(list.pixelWidth) == (list.bounds.width * scale).rounded())
    }
}
