import Geometry
import Pixels
import SpecimenDocument
import Testing

/// `opacity`, `blendMode`, `transform` / `rotation` and gradient fills: read back as written, and a bad
/// value refused in one line naming the path and what is valid.
@Suite struct DocumentCompositingTests {
    static func frame(_ keys: String) -> String { DocumentPaintErrorTests.frame(keys) }

    @Test(arguments: [
        (frame(#""opacity": 1.5"#), #"$.root.opacity: opacity is 1.5; valid: 0.0 to 1.0"#),
        (frame(#""blendMode": "plus""#), #"$.root.blendMode"#),
        (frame(#""rotation": 10, "transform": [[1, 0], [0, 1]]"#), #"$.root.rotation: give a transform or a rotation, not both"#),
        (frame(#""transform": [[1, 0, 4], [0, 1, 2]]"#), #"$.root.transform[0]: a transform is [[a, c], [b, d]]"#),
        (frame(#""transform": [[1, 2], [2, 4]]"#), #"$.root.transform: this transform folds the node flat"#),
        (frame(#""fills": [{"gradient": {"type": "conic", "stops": []}}]"#), #"$.root.fills[0].gradient.type"#),
        (frame(#""fills": [{"gradient": {"type": "linear", "stops": []}}]"#), #"$.root.fills[0].gradient.stops: a gradient needs at least one stop"#),
        (
            frame(#""fills": [{"gradient": {"type": "linear", "stops": [{"position": 0, "color": "a/b"}]}, "color": "a/b"}]"#),
            #"$.root.fills[0].color: a gradient fill takes its colours from its stops"#
        ),
        (
            frame(#""fills": [{"gradient": {"type": "radial", "stops": [{"position": 0, "color": "a/b"}], "handles": [[0, 0]]}}]"#),
            #"$.root.fills[0].gradient.handles: handles are three points"#
        ),
        (frame(#""fills": [{"image": "a.png", "tileScale": 2}]"#), #"$.root.fills[0].tileScale: only a fill with "fit": "tile" takes a tileScale"#),
        (frame(#""fills": [{"image": "a.png", "fit": "tile", "tileScale": 0}]"#), #"$.root.fills[0].tileScale"#),
        (
            frame(#""fills": [{"image": "a.png", "fit": "crop", "imageTransform": [[1, 0], [0, 1]]}]"#),
            #"$.root.fills[0].imageTransform: an imageTransform is [[a, c, tx], [b, d, ty]]"#
        ),
        (
            frame(#""fills": [{"image": "a.png", "fit": "crop", "imageTransform": [[1, 2, 0], [2, 4, 0]]}]"#),
            #"$.root.fills[0].imageTransform: this imageTransform folds the image flat"#
        ),
        (frame(#""fills": [{"image": "a.png", "fit": "fill", "imageTransform": [[1, 0, 0], [0, 1, 0]]}]"#), #"only a fill with "fit": "crop" takes an imageTransform"#),
        (
            frame(#""gradient": {"type": "linear", "stops": [{"position": 0, "color": "a/b"}]}"#),
            #"$.root.gradient: only a text takes a gradient in place of its colour; give a frame a fill's gradient"#
        ),
        (frame(#""textAlignVertical": "MIDDLE""#), #"$.root.textAlignVertical"#),
    ])
    func aBadValueSaysWhereAndWhat(_ text: String, _ expected: String) {
        let message = DocumentErrorTests.message(text)
        #expect(message.contains(expected), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test func tileAndCropFitsReadBack() throws {
        let text = DocumentErrorTests.document(
            root: #"""
                {"name": "box", "type": "frame", "fills": [{"image": "a.png", "fit": "tile", "tileScale": 0.5},
                 {"image": "a.png", "fit": "crop", "imageTransform": [[0.5, 0, 0.25], [0, 0.5, 0.5]]}, {"image": "a.png", "fit": "tile"}]}
                """#)
        let fills = try DocumentReader.read(Array(text.utf8), file: "Box.component.json").root.properties.fills ?? []
        #expect(
            fills.map(\.imageFile) == [
                DocumentImage(file: "a.png", fit: .tile, tileScale: 0.5),
                DocumentImage(file: "a.png", fit: .crop, transform: AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0.25, ty: 0.5)),
                DocumentImage(file: "a.png", fit: .tile),
            ])
    }

    /// A text's `gradient` and `textAlignVertical` read back as written (the gradient with Figma's
    /// default handles when it gives none).
    @Test func aTextsGradientAndVerticalAlignmentReadBack() throws {
        let text = DocumentErrorTests.document(
            root: #"""
                {"name": "box", "type": "frame", "children": [{"name": "t", "type": "text", "characters": "A", "textStyle": "t/s",
                 "gradient": {"type": "radial", "stops": [{"position": 0, "color": "a/b"}, {"position": 1, "color": "c/d"}]}, "textAlignVertical": "BOTTOM"}]}
                """#)
        let p = try #require(try DocumentReader.read(Array(text.utf8), file: "Box.component.json").root.children.first?.properties)
        #expect(p.gradient?.kind == .radial && p.gradient?.stops.map(\.color) == ["a/b", "c/d"] && p.color == nil)
        #expect(p.textAlignVertical == .bottom)
    }

    @Test func theKeysReadBack() throws {
        let text = DocumentErrorTests.document(
            root: #"""
                {"name": "box", "type": "frame", "opacity": 0.4, "blendMode": "color-dodge", "rotation": 90,
                 "fills": [{"shape": "pill", "gradient": {"type": "diamond", "stops": [{"position": 1, "color": "a/b"}, {"position": 0, "color": "c/d"}]}}],
                 "children": [{"name": "skewed", "type": "rectangle", "transform": [[1, 0.5], [0, 1]]}]}
                """#)
        let document = try DocumentReader.read(Array(text.utf8), file: "Box.component.json")
        let p = document.root.properties
        #expect(p.opacity == 0.4 && p.blendMode == .colorDodge)
        // 90° counter-clockwise on the canvas: x goes up (y-down space), y goes right.
        let turn = try #require(p.transform)
        #expect(abs(turn.a) < 1e-12 && abs(turn.b + 1) < 1e-12 && abs(turn.c - 1) < 1e-12 && abs(turn.d) < 1e-12, "\(turn)")
        let gradient = try #require(p.fills?.first?.gradient)
        #expect(gradient.kind == .diamond && gradient.stops.map(\.color) == ["a/b", "c/d"])
        #expect(gradient.handles == [Point(x: 0.5, y: 0.5), Point(x: 1, y: 0.5), Point(x: 0.5, y: 1)])
        #expect(document.root.children.first?.properties.transform == AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
    }
}
