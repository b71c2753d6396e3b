import Foundation
import Pixels
import Specimen
import SpecimenDocument
import SpecimenScene
import Testing

/// A filled path cut to other outlines (`align` and `outline`: Figma's strokeGeometry of an inside or
/// outside stroke, a centred band twice the weight, cut to the fill geometry): inside one non-zero
/// outline (a clip), inside an even-odd one (a mask), outside one, two and a slanted one (a luminance mask),
/// drawn by the rasterizer, rsvg-convert and resvg from its SVG and pdftocairo from its PDF.
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct CutPathRenderingTests {
    /// Each vector's band reaches 3 pt both sides of its square's edges, as Figma's strokeGeometry of a
    /// 3 pt inside or outside stroke does; the outside ones are drawn under their fill, and the first
    /// square's fill is cut outside its opaque inside band, as the import puts them.
    static let card = #"""
        {"version": 1, "name": "CutPaths", "designSystem": "Appetite", "position": 1,
         "root": {"name": "card", "type": "frame", "direction": "none", "width": 248, "height": 56, "fills": [{"color": "bg/white-0"}],
          "children": [
           {"name": "squareInside", "type": "vector", "width": 32, "height": 32,
            "constraints": {"horizontal": {"start": 8}, "vertical": {"start": 12}},
            "paths": [{"data": "M0 0H32V32H0Z", "color": "bg/soft-100",
                       "align": "outside", "outline": [{"data": "M-3 -3H35V35H-3ZM3 3H29V29H3Z", "rule": "evenodd"}]},
                      {"data": "M-3 -3H35V35H-3ZM3 3H29V29H3Z", "rule": "evenodd", "color": "brand/base",
                       "align": "inside", "outline": [{"data": "M0 0H32V32H0Z"}]}]},
           {"name": "ringInside", "type": "vector", "width": 32, "height": 32,
            "constraints": {"horizontal": {"start": 56}, "vertical": {"start": 12}},
            "paths": [{"data": "M0 0H32V32H0ZM10 10H22V22H10Z", "rule": "evenodd", "color": "bg/soft-100"},
                      {"data": "M-3 -3H35V35H-3ZM3 3H29V29H3ZM7 7H25V25H7ZM13 13H19V19H13Z", "rule": "evenodd", "color": "state/error/base-500",
                       "align": "inside", "outline": [{"data": "M0 0H32V32H0ZM10 10H22V22H10Z", "rule": "evenodd"}]}]},
           {"name": "squareOutside", "type": "vector", "width": 32, "height": 32,
            "constraints": {"horizontal": {"start": 104}, "vertical": {"start": 12}},
            "paths": [{"data": "M-3 -3H35V35H-3ZM3 3H29V29H3Z", "rule": "evenodd", "color": "brand/base",
                       "align": "outside", "outline": [{"data": "M0 0H32V32H0Z"}]},
                      {"data": "M0 0H32V32H0Z", "color": "bg/soft-100"}]},
           {"name": "pairOutside", "type": "vector", "width": 40, "height": 16,
            "constraints": {"horizontal": {"start": 152}, "vertical": {"start": 20}},
            "paths": [{"data": "M-3 -3H19V19H-3ZM3 3H13V13H3ZM21 -3H43V19H21ZM27 3H37V13H27Z", "rule": "evenodd", "color": "state/error/base-500",
                       "align": "outside", "outline": [{"data": "M0 0H16V16H0Z"}, {"data": "M24 0H40V16H24Z", "rule": "evenodd"}]},
                      {"data": "M0 0H16V16H0ZM24 0H40V16H24Z", "color": "bg/soft-100"}]},
           {"name": "triangleOutside", "type": "vector", "width": 32, "height": 28,
            "constraints": {"horizontal": {"start": 206}, "vertical": {"start": 14}},
            "paths": [{"data": "M16 -6L38 32L-6 32ZM16 6L27 25L5 25Z", "rule": "evenodd", "color": "brand/base",
                       "align": "outside", "outline": [{"data": "M16 0L32 28L0 28Z"}]},
                      {"data": "M16 0L32 28L0 28Z", "color": "bg/soft-100"}]}
          ]}}
        """#

    @Test func cutBandsDrawAsRsvgResvgAndPdftocairoDrawThem() throws {
        let drawn = try DocumentRendering(Self.card, name: "CutPaths")
        drawn.expectAgreement(within: 0.0025, "cut vector bands")
        let white = drawn.at(2, 2), fill = drawn.at(24, 28)
        func isBand(_ x: Double, _ y: Double) -> Bool { let c = drawn.at(x, y); return Int(c.red) + Int(c.green) < 300 }
        #expect(fill != white && !isBand(24, 28))
        // Inside: the square's left edge (x 8) is banded from 8 to 11, nothing left of it.
        #expect(isBand(9.5, 28) && drawn.at(6.5, 28) == white && !isBand(12.5, 28))
        // Inside an even-odd ring: its hole's edge (x 66) is banded on the ring's side only; the hole stays white.
        #expect(isBand(64.5, 28) && drawn.at(67.5, 28) == white && isBand(57.5, 28) && drawn.at(54.5, 28) == white)
        // Outside: banded from 101 to 104, the square itself its fill.
        #expect(isBand(102.5, 28) && !isBand(105.5, 28) && drawn.at(105.5, 28) == fill)
        // Outside two outlines: each square is banded outside (x 149 to 152, 168 to 171), not inside.
        #expect(isBand(150.5, 28) && !isBand(153.5, 28) && isBand(169.5, 28) && !isBand(166.5, 28))
    }

    /// The display list cuts each band as the writers need it: inside one non-zero outline a clip,
    /// inside an even-odd one an alpha mask, outside a luminance mask whose outlines' edges are white a
    /// device pixel inward (stroked two device pixels wide), at every scale.
    @Test(arguments: [1.0, 2.0, 3.0])
    func theCutIsAClipOrAMask(_ scale: Double) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-cut-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.card.utf8).write(to: folder.appendingPathComponent("CutPaths.component.json"))
        let documents = try DesignSystemFolder(url: folder).documents
        let tree = try LayoutEngine(text: try TextEngine.shared()).layout(try #require(documents.first), components: documents)
        let list = try Renderer.standard().rendering(tree, options: RenderOptions(scale: scale)).displayList
        func groups(_ nodes: [SceneNode]) -> [SceneGroup] {
            nodes.flatMap { node -> [SceneGroup] in
                guard case .group(let group) = node else { return [] }
                return [group] + groups(group.children)
            }
        }
        let cuts = groups(list.nodes).filter { $0.clip != nil || $0.mask != nil }
        #expect(cuts.count == 6)
        #expect(cuts.filter { $0.clip != nil && $0.mask == nil }.count == 1)
        #expect(cuts.filter { $0.mask?.type == .alpha }.count == 1)
        let outside = cuts.compactMap(\.mask).filter { $0.type == .luminance }
        #expect(outside.count == 4)
        for mask in outside {
            let widths = mask.nodes.compactMap { node -> Double? in
                guard case .path(let path) = node else { return nil }
                return path.stroke?.width
            }
            // An edge for each outline: the inside square's fill's one (its band), the square's, the pair's two, the triangle's.
            #expect(!widths.isEmpty && widths.allSatisfy { abs($0 - 2 / scale) < 1e-9 }, "\(widths)")
        }
    }
}
