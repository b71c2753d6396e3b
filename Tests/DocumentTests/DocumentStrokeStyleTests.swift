import Geometry
import Pixels
import SpecimenDocument
import Testing

/// A stroke's dashes, cap, join and miter limit, a stroked path, and a paint's own blend mode: read
/// back, and each bad value refused in one line naming what is valid.
@Suite struct DocumentStrokeStyleTests {
    static func frame(_ keys: String) -> String { DocumentStrokeTests.frame(keys) }
    static func vector(_ path: String) -> String {
        DocumentErrorTests.document(root: #"{"name": "v", "type": "vector", "width": 10, "height": 10, "paths": [\#(path)]}"#)
    }

    @Test(arguments: [
        (frame(#""strokes": [{"width": 1, "color": "a/b", "cap": "butt"}]"#), #"$.root.strokes[0].cap: cap "butt" is not one of "none", "round", "square""#),
        (frame(#""strokes": [{"width": 1, "color": "a/b", "join": "sharp"}]"#), #"$.root.strokes[0].join: join "sharp" is not one of "miter", "bevel", "round""#),
        (frame(#""strokes": [{"width": 1, "color": "a/b", "dashes": [4, -2]}]"#), #"$.root.strokes[0].dashes[1]: a dash length is 0 or more (points), not -2"#),
        (frame(#""strokes": [{"width": 1, "color": "a/b", "dashes": 4}]"#), #"$.root.strokes[0].dashes: dashes (lengths in points: dash, gap, dash...) must be an array"#),
        (
            frame(#""strokes": [{"width": 1, "color": "a/b", "miterLimit": 0.5}]"#),
            #"$.root.strokes[0].miterLimit: miterLimit (the longest miter over the stroke's width) is 0.5; valid: 1.0 to 1000.0"#
        ),
        (frame(#""strokes": [{"width": 1, "color": "a/b", "blendMode": "burn"}]"#), #"$.root.strokes[0].blendMode: blendMode "burn" is not one of "normal", "multiply""#),
        (frame(#""fills": [{"color": "a/b", "blendMode": "add"}]"#), #"$.root.fills[0].blendMode: blendMode "add" is not one of "normal""#),
        (
            frame(#""strokes": [{"widths": {"top": 1, "right": 0, "bottom": 1, "left": 0}, "color": "a/b", "dashes": [2, 2]}]"#),
            #"$.root.strokes[0].dashes: dashes, caps and joins are drawn on a stroke of one width; valid: "width" in place of "widths""#
        ),
        (
            vector(#"{"data": "M0 0L10 10", "color": "a/b", "cap": "round"}"#),
            #"$.root.paths[0].cap: only a stroked path takes cap; valid: a "width" to stroke the path, or no cap"#
        ),
        (vector(#"{"data": "M0 0L10 10", "color": "a/b", "width": 0}"#), #"$.root.paths[0].width: a stroked path's width is more than 0, not 0"#),
        (
            vector(#"{"data": "M0 0L10 10", "color": "a/b", "width": 2, "rule": "evenodd"}"#),
            #"$.root.paths[0].rule: a stroked path centred on its line has no fill rule; valid: a "rule" with "align" inside or outside, or no "rule""#
        ),
    ])
    func aBadStyleSaysWhereAndWhat(_ text: String, _ expected: String) {
        let message = DocumentErrorTests.message(text)
        #expect(message.contains(expected), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test func aStyledStrokeAndABlendedFillReadBack() throws {
        let text = Self.frame(
            #"""
            "fills": [{"color": "a/b", "blendMode": "multiply"}],
            "strokes": [{"width": 2, "color": "a/c", "align": "center", "dashes": [4, 2], "cap": "round", "join": "bevel", "miterLimit": 10, "blendMode": "screen"}]
            """#)
        let document = try DocumentReader.read(Array(text.utf8), file: "Box.component.json")
        let stroke = try #require(document.root.properties.strokes?.first)
        #expect(stroke.style == StrokeStyle(dashes: [4, 2], cap: .round, join: .bevel, miterLimit: 10))
        #expect(stroke.blendMode == .screen && stroke.align == .center && stroke.width == 2)
        #expect(document.root.properties.fills?.first?.blendMode == .multiply)
        // Left out, a stroke is SVG's default: solid, butt ends, mitred to 4 widths, drawn normally.
        let plain = try DocumentReader.read(Array(Self.frame(#""strokes": [{"width": 1, "color": "a/b"}]"#).utf8), file: "Box.component.json")
        #expect(plain.root.properties.strokes?.first?.style == .solid && plain.root.properties.strokes?.first?.blendMode == nil)
    }

    @Test func aPathWithAWidthIsStroked() throws {
        let text = Self.vector(#"{"data": "M0 0L10 10", "color": "a/b", "width": 1.5, "dashes": [1], "join": "round"}, {"data": "M0 0H10V10Z", "color": "a/b"}"#)
        let document = try DocumentReader.read(Array(text.utf8), file: "Box.component.json")
        let paths = try #require(document.root.properties.paths)
        #expect(paths[0].width == 1.5 && paths[0].style == StrokeStyle(dashes: [1], join: .round))
        #expect(paths[1].width == nil && paths[1].style == .solid)
    }

    @Test(arguments: [(28.96, 4.0003), (90, 1.4142), (180, 1), (11.4783, 10.0)])
    func figmasMiterAngleIsALimit(_ angle: Double, _ limit: Double) {
        #expect(abs(StrokeStyle.miterLimit(angle: angle) - limit) < 0.001, "\(angle)°: \(StrokeStyle.miterLimit(angle: angle))")
    }
}
