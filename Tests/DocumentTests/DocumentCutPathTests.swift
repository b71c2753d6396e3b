import SpecimenDocument
import Testing

/// A filled path cut to other outlines (`align` and `outline`, Figma's strokeGeometry of an inside or
/// outside stroke cut to the fill geometry): read back, and each misuse refused in one line.
@Suite struct DocumentCutPathTests {
    static func vector(_ path: String) -> String { DocumentStrokeStyleTests.vector(path) }

    @Test func aFilledPathWithAnOutlineReadsBack() throws {
        let text = Self.vector(
            #"""
            {"data": "M-2 -2H12V12H-2ZM2 2H8V8H2Z", "rule": "evenodd", "color": "a/b", "align": "outside",
             "outline": [{"data": "M0 0H10V10H0Z"}, {"data": "M20 0H30V10H20ZM22 2H28V8H22Z", "rule": "evenodd"}]}
            """#)
        let path = try #require(try DocumentReader.read(Array(text.utf8), file: "Box.component.json").root.properties.paths?.first)
        #expect(path.width == nil && path.align == .outside && path.evenOdd)
        #expect(
            path.outline == [
                DocumentPath.Outline(data: "M0 0H10V10H0Z", evenOdd: false), DocumentPath.Outline(data: "M20 0H30V10H20ZM22 2H28V8H22Z", evenOdd: true),
            ])
        // A path without an outline is filled whole, as before.
        let plain = try DocumentReader.read(Array(Self.vector(#"{"data": "M0 0H10V10Z", "color": "a/b"}"#).utf8), file: "Box.component.json")
        #expect(plain.root.properties.paths?.first?.outline == [] && plain.root.properties.paths?.first?.align == .center)
    }

    @Test(arguments: [
        (
            vector(#"{"data": "M0 0H10V10Z", "color": "a/b", "outline": [{"data": "M0 0H5V5Z"}]}"#),
            #"$.root.paths[0].align: a filled path with an outline is cut inside or outside it; valid: "inside", "outside""#
        ),
        (
            vector(#"{"data": "M0 0H10V10Z", "color": "a/b", "align": "center", "outline": [{"data": "M0 0H5V5Z"}]}"#),
            #"$.root.paths[0].align: a filled path with an outline is cut inside or outside it; valid: "inside", "outside""#
        ),
        (
            vector(#"{"data": "M0 0H10V10Z", "color": "a/b", "align": "inside"}"#),
            #"$.root.paths[0].align: only a stroked path, or a filled one with an outline, takes align"#
        ),
        (
            vector(#"{"data": "M0 0H10V10Z", "color": "a/b", "width": 1, "align": "inside", "outline": [{"data": "M0 0H5V5Z"}]}"#),
            #"$.root.paths[0].outline: a stroked path is cut to its own line's outline"#
        ),
        (
            vector(#"{"data": "M0 0H10V10Z", "color": "a/b", "align": "inside", "outline": []}"#),
            #"$.root.paths[0].outline: an outline holds at least one path"#
        ),
        (
            vector(#"{"data": "M0 0H10V10Z", "color": "a/b", "align": "inside", "outline": [{"data": "M0 0H5V5Z", "rule": "winding"}]}"#),
            #"$.root.paths[0].outline[0].rule: fill rule "winding"; valid: "nonzero", "evenodd""#
        ),
        (
            vector(#"{"data": "M0 0H10V10Z", "color": "a/b", "align": "inside", "outline": [{"data": "M0 0A1 1 0 0 0 5 5"}]}"#),
            #"$.root.paths[0].outline[0].data: "#
        ),
        (
            vector(#"{"data": "M0 0H10V10Z", "color": "a/b", "align": "inside", "outline": [{"data": "M0 0H5V5Z"}], "cap": "round"}"#),
            #"$.root.paths[0].cap: only a stroked path takes cap"#
        ),
    ])
    func aMisusedOutlineSaysWhereAndWhat(_ text: String, _ expected: String) {
        let message = DocumentErrorTests.message(text)
        #expect(message.contains(expected), "\(message)")
        #expect(!message.contains("\n"))
    }

    /// The compiled documents' generator writes a path's outline, so a shipped document holding one
    /// draws as its JSON does.
    @Test func theGeneratorWritesTheOutline() {
        var path = DocumentPath(data: "M0 0H1V1Z", evenOdd: false, color: "a/b")
        path.align = .outside
        path.outline = [DocumentPath.Outline(data: "M0 0H2V2Z", evenOdd: true)]
        var patch = NodePatch()
        patch.paths = [path]
        let text = DocumentSource.patchFields.first { $0.name == "paths" }?.write(patch)
        #expect(text?.contains("v.align = .outside; v.outline = [DocumentPath.Outline(data: \"M0 0H2V2Z\", evenOdd: true)]") == true, "\(text ?? "")")
    }
}
