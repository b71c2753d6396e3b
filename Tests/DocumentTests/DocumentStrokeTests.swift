import Geometry
import SpecimenDocument
import Testing

/// A stroke's `align` and `widths`, and a radius per corner: read back, and refused in one line.
@Suite struct DocumentStrokeTests {
    static func frame(_ keys: String) -> String { DocumentErrorTests.document(root: #"{"name": "box", "type": "frame", \#(keys)}"#) }

    @Test(arguments: [
        (frame(#""strokes": [{"width": 1, "color": "a/b", "align": "middle"}]"#), #"$.root.strokes[0].align: align "middle" is not one of "inside", "center", "outside""#),
        (
            frame(#""strokes": [{"shape": "pill", "widths": {"top": 1, "right": 0, "bottom": 1, "left": 0}, "color": "a/b"}]"#),
            #"$.root.strokes[0].widths: a width per side needs a rectangle, not a pill; valid: one "width" for every side"#
        ),
        (
            frame(#""strokes": [{"shape": "ellipse", "widths": {"top": 1, "right": 0, "bottom": 1, "left": 0}, "color": "a/b"}]"#),
            #"$.root.strokes[0].widths: a width per side needs a rectangle, not an ellipse"#
        ),
        (frame(#""strokes": [{"widths": {"top": 1, "bottom": 1, "left": 0}, "color": "a/b"}]"#), #"$.root.strokes[0].widths.right: the right width is missing"#),
        (frame(#""strokes": [{"widths": {"top": 1, "right": 1, "bottom": 1, "left": 0, "start": 2}, "color": "a/b"}]"#), #"unknown key "start" in widths"#),
        (
            frame(#""fills": [{"radius": {"topLeft": 8, "topRight": 8, "bottomRight": 0}, "color": "a/b"}]"#),
            #"$.root.fills[0].radius.bottomLeft: the bottomLeft radius is missing"#
        ),
        (
            frame(#""fills": [{"radius": {"topLeft": -1, "topRight": 8, "bottomRight": 0, "bottomLeft": 0}, "color": "a/b"}]"#),
            #"$.root.fills[0].radius.topLeft: the topLeft radius is -1.0"#
        ),
        (
            frame(#""fills": [{"shape": "pill", "radius": {"topLeft": 1, "topRight": 8, "bottomRight": 0, "bottomLeft": 0}, "color": "a/b"}]"#),
            #"$.root.fills[0].radius: only a rectangle takes a radius"#
        ),
        (frame(#""strokes": [{"color": "a/b"}]"#), #"$.root.strokes[0].width: a stroke's width is missing"#),
    ])
    func aBadStrokeOrRadiusSaysWhereAndWhat(_ text: String, _ expected: String) {
        let message = DocumentErrorTests.message(text)
        #expect(message.contains(expected), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test(arguments: [("inside", DocumentStroke.Align.inside), ("center", .center), ("outside", .outside)])
    func eachAlignmentReadsBack(_ name: String, _ align: DocumentStroke.Align) throws {
        let text = Self.frame(#""strokes": [{"width": 2, "color": "a/b", "align": "\#(name)"}]"#)
        let document = try DocumentReader.read(Array(text.utf8), file: "Box.component.json")
        #expect(document.root.properties.strokes == [DocumentStroke(shape: .rectangle(radius: 0), width: 2, color: "a/b", align: align)])
    }

    @Test func widthsPerSideAndRadiiPerCornerReadBack() throws {
        let text = Self.frame(
            #"""
            "fills": [{"radius": {"topLeft": 8, "topRight": 8, "bottomRight": 0, "bottomLeft": 0}, "color": "a/b"},
                      {"radius": {"topLeft": 4, "topRight": 4, "bottomRight": 4, "bottomLeft": 4}, "color": "a/b"}],
            "strokes": [{"widths": {"top": 1, "right": 0, "bottom": 2, "left": 0}, "color": "a/b"}]
            """#)
        let document = try DocumentReader.read(Array(text.utf8), file: "Box.component.json")
        #expect(document.root.properties.fills?.map(\.shape) == [.corners(CornerRadii(topLeft: 8, topRight: 8, bottomRight: 0, bottomLeft: 0)), .rectangle(radius: 4)])
        // Without a width, the stroke's width is its widest side (Figma's strokeWeight).
        #expect(
            document.root.properties.strokes == [
                DocumentStroke(
                    shape: .rectangle(radius: 0), width: 2, color: "a/b",
                    widths: DocumentInsets(top: 1, left: 0, bottom: 2, right: 0))
            ])
    }
}
