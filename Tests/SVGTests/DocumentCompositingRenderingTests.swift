import Foundation
import Pixels
import Specimen
import SpecimenDocument
import SpecimenRaster
import SpecimenSVG
import Testing

/// A component document using opacity, a blend mode, a rotation and gradients, through the whole
/// pipeline (reader, layout, scene), drawn by the rasterizer and by rsvg-convert from its SVG.
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct DocumentCompositingRenderingTests {
    static let card = #"""
        {"version": 1, "name": "Swatches", "designSystem": "Appetite", "position": 1,
         "root": {"name": "card", "type": "frame", "direction": "none", "width": 120, "height": 60, "fills": [{"color": "bg/weak-50"}],
          "children": [
           {"name": "stripe", "type": "rectangle", "width": 40, "height": 10, "rotation": 90,
            "constraints": {"horizontal": {"start": 6}, "vertical": {"start": 6}}, "fills": [{"color": "text/strong-950"}]},
           {"name": "fade", "type": "rectangle", "width": 30, "height": 30, "opacity": 0.5, "blendMode": "multiply",
            "constraints": {"horizontal": {"start": 24}, "vertical": {"start": 10}},
            "fills": [{"shape": "rectangle", "radius": 6, "gradient": {"type": "linear", "stops": [{"position": 0, "color": "fg/soft-500"}, {"position": 1, "color": "text/strong-950"}]}}]},
           {"name": "glow", "type": "ellipse", "width": 40, "height": 40,
            "constraints": {"horizontal": {"start": 70}, "vertical": {"start": 10}},
            "fills": [{"shape": "ellipse", "gradient": {"type": "angular", "stops": [{"position": 0, "color": "bg/white-0"}, {"position": 1, "color": "text/strong-950"}]}}]}
          ]}}
        """#

    @Test func theDocumentDrawsAsRsvgDrawsItsSVG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-compositing-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.card.utf8).write(to: folder.appendingPathComponent("Swatches.component.json"))
        let documents = try DesignSystemFolder(url: folder).documents
        let tree = try LayoutEngine(text: try TextEngine.shared()).layout(try #require(documents.first), components: documents)
        let renderer = try Renderer.standard()
        let list = try renderer.rendering(tree, options: RenderOptions(scale: 2)).displayList
        let ours = renderer.rasterizer.render(list)
        let svg = try renderer.svg(forList: list)
        #expect(svg.contains("mix-blend-mode:multiply") && svg.contains("<linearGradient") && svg.contains("transform=\"matrix("))
        let theirs = try RSVG.render(svg, width: list.pixelWidth, height: list.pixelHeight)
        let difference = try #require(PixelDifference(ours, theirs, threshold: 16))
        #expect(difference.share <= 0.001, "\(difference)")
        // Turned a quarter, the 40×10 stripe is 10 wide and 40 tall from its frame's top-left (6, 6):
        // dark at (10, 40), which the unturned stripe never reached, and the card's colour at (30, 10).
        func luma(_ x: Double, _ y: Double) -> Int {
            let c = ours[Int(x * 2), Int(y * 2)]
            return Int(c.red) + Int(c.green) + Int(c.blue)
        }
        #expect(luma(10, 40) < 200)
        #expect(luma(30, 8) > 600)
    }
}

extension Renderer {
    /// The SVG of a display list already made, as `render(_:format:)` writes it.
    fileprivate func svg(forList list: DisplayList) throws -> String {
        try svgWriter.write(list.flatteningForSVG(rasterizer: rasterizer))
    }
}
