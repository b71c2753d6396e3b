import Foundation
import Geometry
import SpecimenDocument
import SpecimenFigma
import Testing

/// `strokeAlign`, `individualStrokeWeights` and `rectangleCornerRadii`, as `import figma` maps them
/// into a stroke's `align` and `widths` and a radius per corner, and what it still reports.
@Suite struct FigmaStrokeImportTests {
    static let black = #"{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}"#

    static func root(_ fields: String, type: String = "COMPONENT") throws -> (DocumentNode, [String]) {
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "\#(type)", "name": "Tab", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 60, "height": 30},
             "fills": [\#(FigmaFeaturesImportTests.white)], "strokes": [\#(Self.black)], "strokeWeight": 2, \#(fields)}
            """#)
        return (try #require(try FigmaImportTests.documents(result).first).root, result.dropped)
    }

    @Test(arguments: [("INSIDE", DocumentStroke.Align.inside), ("CENTER", .center), ("OUTSIDE", .outside)])
    func strokeAlignIsTheStrokesAlign(_ figma: String, _ align: DocumentStroke.Align) throws {
        let (root, dropped) = try Self.root(#""strokeAlign": "\#(figma)""#)
        #expect(root.properties.strokes?.map(\.align) == [align])
        #expect(root.properties.strokes?.map(\.width) == [2])
        #expect(dropped.isEmpty, "\(dropped)")
    }

    @Test func individualStrokeWeightsAreTheStrokesWidths() throws {
        let (root, dropped) = try Self.root(#""individualStrokeWeights": {"top": 0, "right": 0, "bottom": 2, "left": 1}"#)
        #expect(root.properties.strokes?.map(\.widths) == [DocumentInsets(top: 0, left: 1, bottom: 2, right: 0)])
        #expect(dropped.isEmpty, "\(dropped)")
    }

    @Test func rectangleCornerRadiiAreARadiusPerCorner() throws {
        let (root, dropped) = try Self.root(#""rectangleCornerRadii": [8, 8, 0, 0]"#)
        let corners = DocumentShape.corners(CornerRadii(topLeft: 8, topRight: 8, bottomRight: 0, bottomLeft: 0))
        #expect(root.properties.fills?.map(\.shape) == [corners])
        #expect(root.properties.strokes?.map(\.shape) == [corners])
        #expect(dropped.isEmpty, "\(dropped)")
    }
}
