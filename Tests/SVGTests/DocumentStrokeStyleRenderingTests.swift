import Foundation
import Pixels
import Specimen
import SpecimenDocument
import SpecimenPDF
import SpecimenRaster
import SpecimenSVG
import Testing

/// A component document with dashed, capped and joined strokes inside, centred on and outside their
/// shapes, a stroked vector path and a fill in its own blend mode, through the whole pipeline (reader,
/// layout, scene): drawn by the rasterizer, by rsvg-convert from its SVG and by pdftocairo from its PDF.
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct DocumentStrokeStyleRenderingTests {
    static let card = #"""
        {"version": 1, "name": "Strokes", "designSystem": "Appetite", "position": 1,
         "root": {"name": "card", "type": "frame", "direction": "none", "width": 140, "height": 64, "fills": [{"color": "bg/white-0"}],
          "children": [
           {"name": "inside", "type": "rectangle", "width": 36, "height": 28,
            "constraints": {"horizontal": {"start": 8}, "vertical": {"start": 8}},
            "strokes": [{"width": 3, "color": "text/strong-950", "dashes": [6, 3], "cap": "round"}]},
           {"name": "outside", "type": "rectangle", "width": 30, "height": 24,
            "constraints": {"horizontal": {"start": 56}, "vertical": {"start": 12}},
            "strokes": [{"shape": "rectangle", "radius": 6, "width": 3, "color": "brand/base", "align": "outside", "dashes": [5, 2], "join": "round"}]},
           {"name": "ring", "type": "ellipse", "width": 24, "height": 24,
            "constraints": {"horizontal": {"start": 100}, "vertical": {"start": 10}},
            "strokes": [{"shape": "ellipse", "width": 2, "color": "fg/soft-500", "align": "center", "dashes": [3, 3], "cap": "square"}]},
           {"name": "zigzag", "type": "vector", "width": 60, "height": 14,
            "constraints": {"horizontal": {"start": 10}, "vertical": {"start": 44}},
            "paths": [{"data": "M0 14L15 0L30 14L45 0L60 14", "color": "brand/base", "width": 3, "join": "bevel", "cap": "square"}]},
           {"name": "tint", "type": "rectangle", "width": 40, "height": 20,
            "constraints": {"horizontal": {"start": 90}, "vertical": {"start": 38}},
            "fills": [{"color": "fg/soft-500"}, {"color": "brand/base", "blendMode": "multiply"}]}
          ]}}
        """#

    @Test func theDocumentDrawsAsRsvgDrawsItsSVG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-strokes-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.card.utf8).write(to: folder.appendingPathComponent("Strokes.component.json"))
        let documents = try DesignSystemFolder(url: folder).documents
        let tree = try LayoutEngine(text: try TextEngine.shared()).layout(try #require(documents.first), components: documents)
        let renderer = try Renderer.standard()
        let list = try renderer.rendering(tree, options: RenderOptions(scale: 2)).displayList
        let ours = renderer.rasterizer.render(list)
        let svg = try renderer.svgWriter.write(list.flatteningForSVG(rasterizer: renderer.rasterizer))
        for attribute in [
            "stroke-dasharray=\"6 3\"", "stroke-linecap=\"round\"", "stroke-linejoin=\"bevel\"", "stroke-linecap=\"square\"", "clip-path=", "mix-blend-mode:multiply",
        ] {
            #expect(svg.contains(attribute), "\(attribute)")
        }
        let theirs = try RSVG.render(svg, width: list.pixelWidth, height: list.pixelHeight)
        let difference = try #require(PixelDifference(ours, theirs, threshold: 16))
        #expect(difference.share <= 0.0025, "\(difference)")
        // The PDF clips the doubled strokes to their shapes as the SVG does, and multiplies the fill on
        // the rasterizer's pixels of its layer.
        if let pdf = try PDFToPNG.render(try PDFWriter().write(list.flatteningBlurs(rasterizer: renderer.rasterizer)), dpi: 144) {
            let pdfDifference = try #require(PixelDifference(ours, pdf, threshold: 16))
            #expect(pdfDifference.share <= 0.0025, "pdftocairo: \(pdfDifference)")
        }
        func luma(_ x: Double, _ y: Double) -> Int {
            let c = ours[Int(x * 2), Int(y * 2)]
            return Int(c.red) + Int(c.green) + Int(c.blue)
        }
        let white = luma(2, 2)
        // The inside stroke stays inside its frame (8...44 × 8...36): its first dash covers the top
        // edge's inner 3 pt from the corner, and nothing lies just outside the edge.
        #expect(luma(11, 9) < white - 100)
        #expect(luma(11, 7) == white)
        // The outside stroke lies outside its frame (56...86 × 12...36): its first dash starts at the
        // top edge after the corner (62, 12), and inside the frame nothing is drawn.
        #expect(luma(64, 11) < white - 100)
        #expect(luma(64, 14) == white)
        // Multiplied over the grey, the brand fill is darker than the brand colour itself (which a
        // normal fill would show), as the outside stroke shows it.
        let brand = ours[128, 21], tint = ours[Int(110 * 2), Int(48 * 2)]
        let tintSum: Int = Int(tint.red) + Int(tint.green) + Int(tint.blue)
        let brandSum: Int = Int(brand.red) + Int(brand.green) + Int(brand.blue)
        #expect(tintSum < brandSum - 30, "\(tint) \(brand)")
    }
}
