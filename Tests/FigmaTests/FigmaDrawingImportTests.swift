import Foundation
import Geometry
import SpecimenDocument
import SpecimenFigma
import Testing

/// What `import figma` makes of the strokes and effects Figma draws beyond a solid box: gradient stroke
/// paints, gradients on a vector's paths, a vector's inside and outside strokes without strokeGeometry,
/// shadows of a text's glyphs and a vector's outline, and progressive blurs.
@Suite struct FigmaDrawingImportTests {
    static let box = FigmaFeaturesImportTests.box
    static let linear = #"""
        {"type": "GRADIENT_LINEAR", "gradientHandlePositions": [{"x": 0, "y": 0.5}, {"x": 1, "y": 0.5}, {"x": 0, "y": 1}],
         "gradientStops": [{"position": 0, "color": {"r": 1, "g": 0, "b": 0, "a": 1}}, {"position": 1, "color": {"r": 0, "g": 0, "b": 1, "a": 1}}]}
        """#

    @Test func aGradientStrokeIsAStrokeWithTheGradient() throws {
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Card", \#(Self.box),
             "strokes": [\#(Self.linear), {"type": "GRADIENT_DIAMOND", "opacity": 0.5, "blendMode": "MULTIPLY",
               "gradientStops": [{"position": 0, "color": {"r": 0, "g": 1, "b": 0, "a": 1}}]}],
             "strokeWeight": 2, "strokeAlign": "OUTSIDE", "strokeDashes": [4, 2]}
            """#)
        let card = try #require(try FigmaImportTests.documents(result).first)
        let strokes = try #require(card.root.properties.strokes)
        #expect(strokes.count == 2)
        #expect(strokes[0].color == "" && strokes[0].gradient?.kind == .linear && strokes[0].gradient?.stops.count == 2)
        #expect(strokes[0].gradient?.handles == [Point(x: 0, y: 0.5), Point(x: 1, y: 0.5), Point(x: 0, y: 1)])
        #expect(strokes[0].align == .outside && strokes[0].width == 2 && strokes[0].style.dashes == [4, 2])
        // The paint's opacity is its stops', and its own blend mode is kept.
        #expect(strokes[1].gradient?.kind == .diamond && strokes[1].gradient?.stops.first?.color == "figma/color/00ff0080")
        #expect(strokes[1].blendMode == .multiply)
        #expect(result.dropped.isEmpty, "\(result.dropped)")
    }

    @Test func aVectorsGradientsFillItsOutlinesAndStrokeItsLine() throws {
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Icon", \#(Self.box), "layoutMode": "HORIZONTAL",
             "children": [
              {"id": "1:2", "type": "VECTOR", "name": "Leaf", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10},
               "fills": [\#(Self.linear)], "fillGeometry": [{"path": "M0 0H10V10Z", "windingRule": "NONZERO"}],
               "strokes": [\#(Self.linear)], "strokeGeometry": [{"path": "M0 0H1V1Z", "windingRule": "NONZERO"}], "strokeWeight": 1},
              {"id": "1:3", "type": "VECTOR", "name": "Line", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10},
               "fills": [], "fillGeometry": [{"path": "M0 5L10 5", "windingRule": "NONZERO"}],
               "strokes": [\#(Self.linear)], "strokeWeight": 3}]}
            """#)
        let icon = try #require(try FigmaImportTests.documents(result).first)
        let leaf = try #require(icon.root.children.first?.properties.paths)
        #expect(leaf.map(\.data) == ["M0 0H10V10Z", "M0 0H1V1Z"])
        #expect(leaf.allSatisfy { $0.gradient?.kind == .linear && $0.color == "" && $0.width == nil })
        let line = try #require(icon.root.children.last?.properties.paths?.first)
        #expect(line.gradient?.kind == .linear && line.width == 3 && line.align == .center)
        #expect(result.dropped.isEmpty, "\(result.dropped)")
    }

    @Test func aVectorsInsideOrOutsideStrokeWithoutGeometryIsCutToItsOutline() throws {
        let red = FigmaStrokeImportTests.red
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Icon", \#(Self.box), "layoutMode": "HORIZONTAL",
             "children": [
              {"id": "1:2", "type": "VECTOR", "name": "Ring", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10},
               "fills": [], "fillGeometry": [{"path": "M0 0H10V10H0ZM3 3H7V7H3Z", "windingRule": "EVENODD"}],
               "strokes": [\#(red)], "strokeWeight": 2, "strokeAlign": "INSIDE"},
              {"id": "1:3", "type": "VECTOR", "name": "Tri", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10},
               "fills": [], "fillGeometry": [{"path": "M5 0L10 10H0Z", "windingRule": "NONZERO"}],
               "strokes": [\#(red)], "strokeWeight": 1, "strokeAlign": "OUTSIDE"}]}
            """#)
        let icon = try #require(try FigmaImportTests.documents(result).first)
        let ring = try #require(icon.root.children.first?.properties.paths?.first)
        #expect(ring.align == .inside && ring.evenOdd && ring.width == 2)
        let tri = try #require(icon.root.children.last?.properties.paths?.first)
        #expect(tri.align == .outside && !tri.evenOdd && tri.width == 1)
        #expect(result.dropped.isEmpty, "\(result.dropped)")
    }
}

extension FigmaDrawingImportTests {
    @Test func aTextsAndAVectorsShadowsAreKeptWithoutASpread() throws {
        let shadow = #"""
            {"type": "DROP_SHADOW", "visible": true, "color": {"r": 0, "g": 0, "b": 0, "a": 0.5}, "offset": {"x": 1, "y": 2}, "radius": 4, "spread": 3,
             "blendMode": "MULTIPLY", "showShadowBehindNode": false}
            """#
        let inner = #"{"type": "INNER_SHADOW", "visible": true, "color": {"r": 0, "g": 0, "b": 1, "a": 1}, "offset": {"x": 0, "y": 1}, "radius": 2}"#
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Card", \#(Self.box), "layoutMode": "HORIZONTAL",
             "children": [
              {"id": "1:2", "type": "TEXT", "name": "Label", "characters": "Hi", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 12, "height": 16},
               "style": {"fontFamily": "Inter", "fontSize": 12, "fontWeight": 400, "lineHeightPx": 16}, "effects": [\#(shadow)]},
              {"id": "1:3", "type": "VECTOR", "name": "Star", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10},
               "fills": [\#(FigmaStrokeImportTests.red)], "fillGeometry": [{"path": "M5 0L10 10H0Z", "windingRule": "NONZERO"}],
               "effects": [\#(inner)]}]}
            """#)
        let card = try #require(try FigmaImportTests.documents(result).first)
        #expect(
            card.root.children.first?.properties.effects == [
                .shadow(inner: false, color: "figma/color/00000080", x: 1, y: 2, blur: 4, spread: 0, blendMode: .multiply, behind: false)
            ])
        #expect(card.root.children.last?.properties.effects == [.shadow(inner: true, color: "figma/color/0000ff", x: 0, y: 1, blur: 2, spread: 0)])
        #expect(result.dropped == ["Card / Label (1:2): drop shadow spread 3 dropped (Figma spreads only a rectangle's, an ellipse's or a frame's shadow)"])
    }
}

extension FigmaDrawingImportTests {
    /// A box's drop shadow is hidden behind it unless showShadowBehindNode is true, as a text's or a
    /// vector's is: the REST API's spec makes the field required, false by default.
    @Test func aBoxsDropShadowIsCutOutUnlessShownBehindTheBox() throws {
        func shadow(_ behind: String) -> String {
            #"[{"type": "DROP_SHADOW", "visible": true, "color": {"r": 0, "g": 0, "b": 0, "a": 1}, "offset": {"x": 0, "y": 2}, "radius": 4\#(behind)}]"#
        }
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Card", \#(Self.box), "layoutMode": "HORIZONTAL",
             "children": [
              {"id": "1:2", "type": "RECTANGLE", "name": "Hidden", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10},
               "fills": [\#(FigmaStrokeImportTests.red)], "effects": \#(shadow(""))},
              {"id": "1:3", "type": "RECTANGLE", "name": "Shown", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10},
               "fills": [\#(FigmaStrokeImportTests.red)], "effects": \#(shadow(#", "showShadowBehindNode": true"#))}]}
            """#)
        let card = try #require(try FigmaImportTests.documents(result).first)
        #expect(
            card.root.children.map(\.properties.effects) == [
                [.shadow(inner: false, color: "figma/color/000000", x: 0, y: 2, blur: 4, spread: 0, behind: false)],
                [.shadow(inner: false, color: "figma/color/000000", x: 0, y: 2, blur: 4, spread: 0)],
            ])
    }

    @Test func aProgressiveBlurIsDrawnEvenlyAtItsRadiusAndSaysSo() throws {
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Card", \#(Self.box), "fills": [\#(FigmaFeaturesImportTests.white)],
             "effects": [{"type": "BACKGROUND_BLUR", "visible": true, "blurType": "PROGRESSIVE", "radius": 16, "startRadius": 2,
                          "startOffset": {"x": 0.5, "y": 0}, "endOffset": {"x": 0.5, "y": 1}}]}
            """#)
        let card = try #require(try FigmaImportTests.documents(result).first)
        #expect(card.root.properties.effects == [.blurBehind(radius: 16)])
        #expect(
            result.dropped == [
                "Card / Card (1:1): progressive background blur from 2 to 16 drawn as an even blur of radius 16 (the format blurs evenly)"
            ])
    }
}

extension FigmaDrawingImportTests {
    @Test func arrowCapsOnALineAreItsMarkers() throws {
        let red = FigmaStrokeImportTests.red
        func line(_ id: String, _ cap: String) -> String {
            #"""
            {"id": "\#(id)", "type": "LINE", "name": "Arrow \#(cap)", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 40, "height": 0},
             "strokes": [\#(red)], "strokeWeight": 2, "strokeCap": "\#(cap)"}
            """#
        }
        let caps = ["LINE_ARROW", "TRIANGLE_ARROW", "ARROW_EQUILATERAL", "TRIANGLE_FILLED", "DIAMOND_FILLED", "CIRCLE_FILLED", "WASHI_TAPE_1"]
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "1:1", "type": "COMPONENT", "name": "Arrows", \#(Self.box), "layoutMode": "VERTICAL",
             "children": [\#(caps.enumerated().map { line("1:\($0.offset + 2)", $0.element) }.joined(separator: ", "))]}
            """#)
        let arrows = try #require(try FigmaImportTests.documents(result).first)
        let paths = arrows.root.children.map { $0.properties.paths?.first }
        let expected: [StrokeMarker] = [.arrowLines, .arrowEquilateral, .arrowEquilateral, .triangleFilled, .diamondFilled, .circleFilled, .none]
        #expect(paths.map { $0?.markers } == expected.map { StrokeMarkers(start: $0, end: $0) })
        // The line itself ends flat at its end points, the marker drawn there.
        #expect(paths.allSatisfy { $0?.style.cap == .butt })
        #expect(result.dropped == ["Arrows / Arrow WASHI_TAPE_1 (1:8): stroke cap WASHI_TAPE_1 drawn as none: the line ends at its end point, without the arrow or marker"])
    }
}
