import Foundation
import Pixels
import Specimen
import SpecimenDocument
import SpecimenLayout
import SpecimenPNG
import Testing

/// Shadows of a layer that fills with an image only (Figma's DROP_SHADOW and INNER_SHADOW on a layer
/// whose one fill is a picture with transparent pixels): cast by the picture's alpha, not by the layer's
/// box, through the whole pipeline: drawn by the rasterizer, rsvg-convert and resvg from its SVG and
/// pdftocairo from its PDF.
@Suite(.enabled(if: RSVG.isAvailable, "rsvg-convert is not installed: apt-get install -y librsvg2-bin"))
struct ImageShadowRenderingTests {
    /// A 64 x 64 picture of an opaque plus (two bars 24 pixels wide across the middle), clear elsewhere:
    /// one pixel a device pixel at 2x on its 32 pt layer, so no renderer resamples it and only the shadows differ.
    static var plus: Pixmap {
        var bytes: [UInt8] = []
        for y in 0..<64 { for x in 0..<64 { bytes += abs(2 * x - 63) < 24 || abs(2 * y - 63) < 24 ? [200, 40, 30, 255] : [0, 0, 0, 0] } }
        return Pixmap(width: 64, height: 64, premultipliedRGBA: bytes)!
    }

    static let card = #"""
        {"version": 1, "name": "ImageShadows", "designSystem": "Appetite", "position": 1,
         "root": {"name": "card", "type": "frame", "direction": "none", "width": 140, "height": 64, "fills": [{"color": "bg/white-0"}],
          "children": [
           {"name": "cast", "type": "rectangle", "width": 32, "height": 32,
            "constraints": {"horizontal": {"start": 8}, "vertical": {"start": 8}},
            "fills": [{"image": "images/plus.png", "fit": "stretch"}],
            "effects": [{"type": "drop-shadow", "color": "text/strong-950", "x": 6, "y": 0, "blur": 2}]},
           {"name": "cutOut", "type": "rectangle", "width": 32, "height": 32,
            "constraints": {"horizontal": {"start": 54}, "vertical": {"start": 8}},
            "fills": [{"image": "images/plus.png", "fit": "stretch"}],
            "effects": [{"type": "drop-shadow", "color": "brand/base", "x": 0, "y": 6, "blur": 0, "showBehind": false}]},
           {"name": "inset", "type": "rectangle", "width": 32, "height": 32,
            "constraints": {"horizontal": {"start": 100}, "vertical": {"start": 8}},
            "fills": [{"image": "images/plus.png", "fit": "stretch"}],
            "effects": [{"type": "inner-shadow", "color": "brand/base", "x": 2, "y": 2, "blur": 2}]}
          ]}}
        """#

    @Test func anImagesShadowFollowsItsPixelsAsRsvgResvgAndPdftocairoDrawIt() throws {
        let drawn = try DocumentRendering(Self.card, name: "ImageShadows", images: ["images/plus.png": Self.plus])
        drawn.expectAgreement(within: 0.003, "image shadows")
        let white = drawn.at(1, 1)
        // The plus's right arm (x 8...40, y 18...30) casts its shadow 6 pt right of the picture's edge;
        // the box's top-right corner (its clear pixels) casts none there.
        let arm = drawn.at(8 + 32 + 3, 8 + 16)
        #expect(Int(arm.red) < Int(white.red) - 60, "\(arm)")
        #expect(drawn.at(8 + 32 + 3, 8 + 3) == white)
        // Below the lower arm the cut-out shadow shows; under the arm itself (opaque) none of its blue does.
        let below = drawn.at(54 + 16, 8 + 32 + 3), under = drawn.at(54 + 16, 8 + 30)
        #expect(Int(below.blue) > Int(below.red) + 40, "\(below)")
        #expect(Int(under.red) > Int(under.blue) + 100, "\(under)")
        // The inner shadow lies inside the plus only: its clear corner stays the page's white.
        #expect(drawn.at(100 + 3, 8 + 3) == white)
        // The shadow moves in from the top edge of the left arm (its clear side above it at y 10), not from its bottom edge.
        let inside = drawn.at(100 + 3, 8 + 11), plain = drawn.at(100 + 3, 8 + 20)
        #expect(Int(inside.blue) > Int(plain.blue) + 20, "\(inside) \(plain)")
    }
}

extension ImageShadowRenderingTests {
    /// Which layers cast by their pixels: a leaf filled with images only, whose shadow has no spread. A
    /// spread grows a box (Figma spreads rectangles, ellipses and frames), and a frame with children
    /// keeps its shape's shadow.
    @Test func onlyAnImageLeafWithoutASpreadCastsByItsPixels() throws {
        let shadow = #"{"type": "drop-shadow", "color": "text/strong-950", "x": 2, "y": 2, "blur": 2"#
        let image = #""fills": [{"image": "images/plus.png", "fit": "stretch"}]"#
        let document = #"""
            {"version": 1, "name": "ImageShadowKinds", "designSystem": "Appetite", "position": 1,
             "root": {"name": "card", "type": "frame", "direction": "horizontal", "gap": 4, "children": [
              {"name": "leaf", "type": "rectangle", "width": 16, "height": 16, \#(image), "effects": [\#(shadow)}]},
              {"name": "spread", "type": "rectangle", "width": 16, "height": 16, \#(image), "effects": [\#(shadow), "spread": 1}]},
              {"name": "parent", "type": "frame", "width": 16, "height": 16, \#(image), "effects": [\#(shadow)}],
               "children": [{"name": "dot", "type": "rectangle", "width": 4, "height": 4, "fills": [{"color": "brand/base"}]}]}]}}
            """#
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-image-shadow-kinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try PNGEncoder().encode(Self.plus, pixelsPerPoint: 1)).write(to: folder.appendingPathComponent("images/plus.png"))
        try Data(document.utf8).write(to: folder.appendingPathComponent("ImageShadowKinds.component.json"))
        let documents = try DesignSystemFolder(url: folder).documents
        let tree = try LayoutEngine(text: try TextEngine.shared()).layout(try #require(documents.first), components: documents)
        func castsByPixels(_ name: String) throws -> Bool {
            try #require(tree.node(named: name)).paints.contains { if case .contentShadow = $0 { true } else { false } }
        }
        #expect(try castsByPixels("leaf"))
        #expect(try !castsByPixels("spread"))
        #expect(try !castsByPixels("parent"))
    }
}
