import Foundation
import Geometry
import Pixels
import Specimen
import SpecimenDocument
import SpecimenPDF
import SpecimenPNG
import SpecimenRaster
import SpecimenSVG
import Testing

/// The document features Figma files need (drop and inner shadows, layer and background blur, clip
/// content, image fills, vector paths, instances), each drawn by Specimen's rasterizer and, from
/// Specimen's SVG, by rsvg-convert, an SVG renderer that shares no code with Specimen: its
/// `feGaussianBlur`, clipping and image scaling are its own, so agreement checks the blur sigma, the
/// order of blur and clip, and the image placement, not just that an SVG was written.
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct FigmaFeaturesRenderingTests {
    /// A Badge (pill, variant Tone) and a Card that shows every feature, in a folder with a PNG.
    static func folder() throws -> (URL, [ComponentDocument]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-figma-features-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        // A 16×8 picture, wider than tall, so each fit places it differently: left half dark, right light.
        var bytes: [UInt8] = []
        for _ in 0..<8 { for x in 0..<16 { bytes += x < 8 ? [40, 60, 200, 255] : [240, 200, 40, 255] } }
        let png = try PNGEncoder().encode(try #require(Pixmap(width: 16, height: 8, premultipliedRGBA: bytes)), pixelsPerPoint: 1)
        try Data(png).write(to: folder.appendingPathComponent("images/photo.png"))
        let badge = #"""
            {"version": 1, "name": "Badge", "designSystem": "Appetite", "position": 1,
             "properties": [{"name": "Tone", "kind": "variant", "options": ["Soft", "Strong"], "default": "Soft"}],
             "root": {"name": "badge", "type": "frame", "width": 20, "height": 12, "fills": [{"shape": "pill", "color": "fg/soft-500"}]},
             "rules": [{"when": {"Tone": "Strong"}, "set": {"badge": {"fills": [{"shape": "pill", "color": "text/strong-950"}]}}}]}
            """#
        let card = #"""
            {"version": 1, "name": "Card", "designSystem": "Appetite", "position": 2,
             "root": {"name": "card", "type": "frame", "direction": "horizontal", "gap": 14, "padding": 16, "counterAlignment": "center",
              "children": [
               {"name": "raised", "type": "rectangle", "width": 40, "height": 40,
                "fills": [{"shape": "rectangle", "radius": 8, "color": "bg/weak-50"}],
                "effects": [{"type": "drop-shadow", "color": "text/strong-950", "x": 2, "y": 4, "blur": 8, "spread": 1},
                            {"type": "inner-shadow", "color": "fg/soft-500", "x": 0, "y": 3, "blur": 4}]},
               {"name": "clipped", "type": "frame", "direction": "none", "width": 40, "height": 40, "clipsContent": true,
                "fills": [{"color": "border/sub-200"}],
                "children": [{"name": "disc", "type": "ellipse", "width": 60, "height": 60, "fills": [{"shape": "ellipse", "color": "text/strong-950"}]}]},
               {"name": "photo", "type": "rectangle", "width": 40, "height": 40, "fills": [{"shape": "rectangle", "radius": 6, "image": "images/photo.png", "fit": "fill"}]},
               {"name": "soft", "type": "ellipse", "width": 24, "height": 24, "fills": [{"shape": "ellipse", "color": "text/strong-950"}],
                "effects": [{"type": "layer-blur", "radius": 4}]},
               {"name": "arrow", "type": "vector", "width": 16, "height": 16,
                "paths": [{"data": "M0 0L16 8L0 16Z", "color": "text/strong-950"}, {"data": "M2 6h4v4h-4z", "rule": "evenodd", "color": "bg/white-0"}]},
               {"name": "tag", "type": "instance", "component": "Badge", "properties": {"Tone": "Strong"}},
               {"name": "glass", "type": "rectangle", "width": 30, "height": 30, "position": "absolute", "constraints": {"horizontal": {"start": 36}, "vertical": {"start": 4}},
                "effects": [{"type": "background-blur", "radius": 6}]}
              ]}}
            """#
        for (name, text) in [("Badge", badge), ("Card", card)] {
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).component.json"))
        }
        return (folder, try DesignSystemFolder(url: folder).documents)
    }

    static func rendering() throws -> (tree: LayoutTree, list: DisplayList, folder: URL) {
        let (folder, documents) = try folder()
        let card = try #require(documents.first { $0.name == "Card" })
        let tree = try LayoutEngine(text: try TextEngine.shared()).layout(card, components: documents)
        let list = try Renderer.standard().rendering(tree, options: RenderOptions(scale: 2)).displayList
        return (tree, list, folder)
    }

    @Test func rsvgDrawsEveryFeatureAsSpecimenDoes() throws {
        let (_, list, folder) = try Self.rendering()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ours = Rasterizer().render(list)
        let svg = try SVGWriter().write(list)
        #expect(svg.contains("<feGaussianBlur"))
        let theirs = try RSVG.render(svg, width: list.pixelWidth, height: list.pixelHeight)
        let difference = try #require(PixelDifference(ours, theirs, threshold: 16))
        // Measured at 2x: 5 of 85,728 pixels differ by more than 16/255 (max 25/255, mean 0.033/255), at
        // the blurred and resampled edges where rsvg's box-blur rounding and image smoothing are its own.
        // Allowed: 16/255 on at most 0.1% of pixels, mean under 0.25/255.
        #expect(difference.share < 0.001, "\(difference)")
        #expect(difference.mean < 0.25, "\(difference)")
    }

    @Test func eachFeatureDrawsWhereFigmaWouldDrawIt() throws {
        let (tree, list, folder) = try Self.rendering()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pixels = Rasterizer().render(list)
        let page = pixels[1, 1]
        func at(_ x: Double, _ y: Double) -> PremultipliedColor {
            pixels[Int(((x - list.bounds.minX) * 2).rounded(.down)), Int(((y - list.bounds.minY) * 2).rounded(.down))]
        }
        func luma(_ c: PremultipliedColor) -> Int { Int(c.red) + Int(c.green) + Int(c.blue) }
        let raised = try #require(tree.node(named: "raised")), clipped = try #require(tree.node(named: "clipped"))
        // The drop shadow lies below and right of the card, past its frame, and the tree's bounds hold it.
        #expect(tree.bounds.maxY > tree.frame.maxY || tree.bounds.maxY >= raised.frame.maxY + 4)
        #expect(luma(at(raised.frame.midX, raised.frame.maxY + 3)) < luma(page) - 30)
        // The inner shadow darkens the card's top edge inside, not its bottom.
        #expect(luma(at(raised.frame.midX, raised.frame.minY + 1)) < luma(at(raised.frame.midX, raised.frame.maxY - 2)))
        // The disc overflows its 40×40 frame; clipped, nothing of it shows below the frame.
        #expect(at(clipped.frame.minX + 10, clipped.frame.maxY + 4) == page)
        #expect(luma(at(clipped.frame.minX + 10, clipped.frame.minY + 10)) < 100)
        // The photo covers its square: its left half dark blue, its right half yellow (cropped, centred).
        let photo = try #require(tree.node(named: "photo"))
        #expect(at(photo.frame.minX + 10, photo.frame.midY).blue > 150 && at(photo.frame.maxX - 10, photo.frame.midY).red > 200)
        // The blurred disc has no hard edge: its centre is dark, just outside its circle is not the page.
        let soft = try #require(tree.node(named: "soft"))
        #expect(at(soft.frame.maxX + 1, soft.frame.midY) != page)
        // The instance is the Badge in its Strong variant: the strong colour, the Badge's 20×12.
        let tag = try #require(tree.node(named: "tag"))
        #expect(tag.frame.width == 20 && tag.frame.height == 12)
        #expect(luma(at(tag.frame.midX, tag.frame.midY)) < 100)
        // The vector's triangle is filled, its even-odd square cut out in the page colour.
        let arrow = try #require(tree.node(named: "arrow"))
        #expect(luma(at(arrow.frame.minX + 3, arrow.frame.midY - 3)) < 100)
        #expect(luma(at(arrow.frame.minX + 4, arrow.frame.midY)) > 600)
    }

    @Test func thePDFPlacesTheRasterizersPixelsForEachBlur() throws {
        let (_, list, folder) = try Self.rendering()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: PDFWriterError.self) { try PDFWriter().write(list) }
        let pdf = try PDFWriter().write(list.flatteningBlurs())
        #expect(String(decoding: pdf.prefix(8), as: UTF8.self).hasPrefix("%PDF-"))
    }

    @Test func aMissingImageIsOneLineNamingTheFile() throws {
        let (folder, documents) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("images/photo.png"))
        let card = try #require(documents.first { $0.name == "Card" })
        let tree = try LayoutEngine(text: try TextEngine.shared()).layout(card, components: documents)
        do {
            _ = try Renderer.standard().rendering(tree, options: RenderOptions())
            Issue.record("rendered without its image")
        } catch {
            #expect("\(error)".contains("photo.png"))
            #expect(!"\(error)".contains("\n"))
        }
    }
}
