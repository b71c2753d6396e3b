import Foundation
import Geometry
import Pixels
import SpecimenDocument
import SpecimenFigma
import Testing

/// Figma's strokeDashes, strokeCap, strokeJoin and strokeMiterAngle, and a paint's own blendMode, as
/// `import figma` maps them onto the document's strokes, paths and fills, and what it reports.
@Suite struct FigmaStrokeImportTests {
    static let box = FigmaFeaturesImportTests.box
    static let red = #"{"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1}}"#

    @Test func aShapesStrokeKeepsItsDashesCapJoinAndMiterAngle() throws {
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Card", \#(Self.box), "cornerRadius": 4,
             "strokes": [\#(Self.red)], "strokeWeight": 2, "strokeAlign": "CENTER",
             "strokeDashes": [4, 2], "strokeCap": "ROUND", "strokeJoin": "MITER", "strokeMiterAngle": 90}
            """#)
        let card = try #require(try FigmaImportTests.documents(result).first)
        let stroke = try #require(card.root.properties.strokes?.first)
        #expect(stroke.style.dashes == [4, 2] && stroke.style.cap == .round && stroke.style.join == .miter)
        #expect(abs(stroke.style.miterLimit - 2.0.squareRoot()) < 1e-4)
        #expect(stroke.align == .center && stroke.width == 2)
        #expect(result.dropped.isEmpty, "\(result.dropped)")
    }

    @Test func figmasDefaultsAreLeftOutAndArrowCapsAreReported() throws {
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Card", \#(Self.box),
             "strokes": [\#(Self.red)], "strokeWeight": 1, "strokeCap": "LINE_ARROW", "strokeJoin": "BEVEL", "strokeMiterAngle": 28.96}
            """#)
        let card = try #require(try FigmaImportTests.documents(result).first)
        #expect(card.root.properties.strokes?.first?.style == StrokeStyle(join: .bevel))
        #expect(result.dropped == ["Card / Card (1:1): stroke cap LINE_ARROW drawn as none: the line ends at its end point, without the arrow or marker"])
    }

    @Test func aPaintsOwnBlendModeIsKept() throws {
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Card", \#(Self.box),
             "fills": [{"type": "SOLID", "blendMode": "MULTIPLY", "color": {"r": 0, "g": 0, "b": 1, "a": 1}},
                       {"type": "SOLID", "blendMode": "LINEAR_BURN", "color": {"r": 0, "g": 1, "b": 0, "a": 1}}],
             "strokes": [{"type": "SOLID", "blendMode": "SCREEN", "color": {"r": 1, "g": 0, "b": 0, "a": 1}}], "strokeWeight": 1}
            """#)
        let card = try #require(try FigmaImportTests.documents(result).first)
        #expect(card.root.properties.fills?.map(\.blendMode) == [.multiply, nil])
        #expect(card.root.properties.strokes?.first?.blendMode == .screen)
        #expect(result.dropped == ["Card / Card (1:1): fill blend mode LINEAR_BURN dropped (drawn as normal)"])
    }

    @Test func aVectorWithoutStrokeGeometryStrokesItsOutline() throws {
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Icon", \#(Self.box), "layoutMode": "HORIZONTAL",
             "children": [{"id": "1:2", "type": "VECTOR", "name": "Tick", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10},
               "fills": [], "fillGeometry": [{"path": "M0 5L4 9L10 0", "windingRule": "NONZERO"}],
               "strokes": [\#(Self.red)], "strokeWeight": 2, "strokeCap": "ROUND", "strokeJoin": "ROUND", "strokeDashes": [3, 1]}]}
            """#)
        let icon = try #require(try FigmaImportTests.documents(result).first)
        let paths = try #require(icon.root.children.first?.properties.paths)
        #expect(paths.count == 1)
        #expect(paths[0].data == "M0 5L4 9L10 0" && paths[0].width == 2)
        #expect(paths[0].style == StrokeStyle(dashes: [3, 1], cap: .round, join: .round))
    }

    @Test func aVectorWithStrokeGeometryKeepsFigmasOutline() throws {
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Icon", \#(Self.box), "layoutMode": "HORIZONTAL",
             "children": [{"id": "1:2", "type": "VECTOR", "name": "Tick", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10},
               "fills": [], "fillGeometry": [], "strokeGeometry": [{"path": "M0 0H2V2H0Z", "windingRule": "NONZERO"}],
               "strokes": [\#(Self.red)], "strokeWeight": 2, "strokeDashes": [3, 1]}]}
            """#)
        let icon = try #require(try FigmaImportTests.documents(result).first)
        let paths = try #require(icon.root.children.first?.properties.paths)
        #expect(paths.map(\.data) == ["M0 0H2V2H0Z"] && paths[0].width == nil)
    }

    /// A vector's strokeGeometry of an INSIDE or OUTSIDE stroke (Figma's centred band twice the weight)
    /// is cut to its fill geometry, each outline with its winding rule; an outside one is drawn under the
    /// fills, an inside one over them, and under an opaque inside one the fills are cut outside its band.
    @Test(arguments: ["INSIDE", "OUTSIDE"])
    func anAlignedStrokeGeometryIsCutToTheFillGeometry(_ align: String) throws {
        let paths = try Self.ring(align: align, stroke: Self.red)
        let band = try #require(paths.first { $0.data == "M-2 -2H12V12H-2ZM2 2H8V8H2Z" })
        #expect(band.width == nil && band.align == (align == "INSIDE" ? .inside : .outside) && !band.evenOdd)
        #expect(
            band.outline == [
                DocumentPath.Outline(data: "M0 0H10V10H0ZM3 3H7V7H3Z", evenOdd: true), DocumentPath.Outline(data: "M20 0H30V10H20Z", evenOdd: false),
            ])
        let fills = paths.filter { $0.data != band.data }
        #expect(fills.map(\.data) == ["M0 0H10V10H0ZM3 3H7V7H3Z", "M20 0H30V10H20Z"])
        if align == "INSIDE" {
            // Drawn over the fills, which show only outside its band.
            #expect(paths.last?.data == band.data)
            #expect(fills.allSatisfy { $0.align == .outside && $0.outline == [DocumentPath.Outline(data: band.data, evenOdd: false)] })
        } else {
            // Drawn under the fills, which are whole.
            #expect(paths.first?.data == band.data && fills.allSatisfy { $0.outline.isEmpty && $0.align == .center })
        }
    }

    /// Under a translucent inside stroke the fills show through it, so they are drawn whole.
    @Test func aTranslucentInsideStrokeLeavesTheFillsWhole() throws {
        let paths = try Self.ring(align: "INSIDE", stroke: #"{"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1}, "opacity": 0.5}"#)
        #expect(paths.count == 3 && paths.last?.align == .inside)
        #expect(paths.dropLast().allSatisfy { $0.outline.isEmpty && $0.align == .center })
    }

    /// The paths of a vector with an even-odd ring and a square as fill geometry and a 2 pt band as
    /// strokeGeometry, stroked `align` in `stroke`.
    static func ring(align: String, stroke: String) throws -> [DocumentPath] {
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Icon", \#(Self.box), "layoutMode": "HORIZONTAL",
             "children": [{"id": "1:2", "type": "VECTOR", "name": "Ring", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10},
               "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 1, "a": 1}}],
               "fillGeometry": [{"path": "M0 0H10V10H0ZM3 3H7V7H3Z", "windingRule": "EVENODD"}, {"path": "M20 0H30V10H20Z", "windingRule": "NONZERO"}],
               "strokeGeometry": [{"path": "M-2 -2H12V12H-2ZM2 2H8V8H2Z", "windingRule": "NONZERO"}],
               "strokes": [\#(stroke)], "strokeWeight": 2, "strokeAlign": "\#(align)"}]}
            """#)
        #expect(result.dropped.isEmpty, "\(result.dropped)")
        let icon = try #require(try FigmaImportTests.documents(result).first)
        return try #require(icon.root.children.first?.properties.paths)
    }

    /// A centred stroke's strokeGeometry, and an inside one of a vector with no fill geometry (open paths,
    /// whose strokeGeometry Figma gives as the centred band of the weight), are drawn as they are.
    @Test(arguments: [("CENTER", true), ("INSIDE", false)])
    func aStrokeGeometryWithNothingToCutIsDrawnAsItIs(_ align: String, _ hasFillGeometry: Bool) throws {
        let fills = hasFillGeometry ? #"[{"path": "M0 0H10V10H0Z", "windingRule": "NONZERO"}]"# : "[]"
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Icon", \#(Self.box), "layoutMode": "HORIZONTAL",
             "children": [{"id": "1:2", "type": "VECTOR", "name": "Tick", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10},
               "fills": [], "fillGeometry": \#(fills), "strokeGeometry": [{"path": "M-1 -1H11V11H-1ZM1 1H9V9H1Z", "windingRule": "EVENODD"}],
               "strokes": [\#(Self.red)], "strokeWeight": 2, "strokeAlign": "\#(align)"}]}
            """#)
        let icon = try #require(try FigmaImportTests.documents(result).first)
        let paths = try #require(icon.root.children.first?.properties.paths)
        #expect(paths.count == 1 && paths[0].outline.isEmpty && paths[0].align == .center && paths[0].evenOdd)
    }

    @Test func aLineWithoutGeometryIsStrokedAlongItsFrame() throws {
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Rule", \#(Self.box), "layoutMode": "VERTICAL",
             "children": [{"id": "1:2", "type": "LINE", "name": "Divider", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 40, "height": 0},
               "strokes": [\#(Self.red)], "strokeWeight": 1, "strokeDashes": [2, 2]}]}
            """#)
        let rule = try #require(try FigmaImportTests.documents(result).first)
        let line = try #require(rule.root.children.first)
        #expect(line.kind == .vector)
        #expect(line.properties.paths?.first?.data == "M0 0L40 0" && line.properties.paths?.first?.style.dashes == [2, 2])
        #expect(!result.dropped.contains { $0.contains("not drawn") }, "\(result.dropped)")
    }
}
