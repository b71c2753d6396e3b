import Foundation
import Geometry
import Pixels
import Specimen
import SpecimenDocument
import SpecimenFigma
import Testing

/// Figma's layer opacity, blend modes, `relativeTransform` and gradient paints, as `import figma`
/// writes them into documents (and what it still reports), then drawn by the renderer.
@Suite struct FigmaCompositingImportTests {
    static let box = #""absoluteBoundingBox": {"x": 0, "y": 0, "width": 40, "height": 20}"#

    @Test func opacityBlendTransformAndGradientsAreImported() throws {
        let result = try FigmaFeaturesImportTests.run(
            #"""
            {"id": "5:1", "type": "COMPONENT", "name": "Swatch", \#(Self.box), "opacity": 0.5, "blendMode": "MULTIPLY",
             "relativeTransform": [[0.8660254, 0.5, 0], [-0.5, 0.8660254, 0]], "size": {"x": 40, "y": 20},
             "fills": [{"type": "GRADIENT_LINEAR", "opacity": 0.5,
                        "gradientHandlePositions": [{"x": 0, "y": 0.5}, {"x": 1, "y": 0.5}, {"x": 0, "y": 1}],
                        "gradientStops": [{"position": 0, "color": {"r": 1, "g": 0, "b": 0, "a": 1}}, {"position": 1, "color": {"r": 0, "g": 0, "b": 1, "a": 1}}]},
                       {"type": "GRADIENT_ANGULAR", "gradientStops": [{"position": 0.25, "color": {"r": 0, "g": 1, "b": 0, "a": 1}}]}],
             "children": [{"id": "5:2", "type": "RECTANGLE", "name": "Dot", "blendMode": "LINEAR_BURN",
               "absoluteBoundingBox": {"x": 4, "y": 4, "width": 8, "height": 8}, "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}]}]}
            """#)
        let swatch = try #require(try FigmaImportTests.documents(result).first)
        let p = swatch.root.properties
        #expect(p.opacity == 0.5)
        #expect(p.blendMode == .multiply)
        let map = try #require(p.transform)
        // Four decimals, as the importer spells every Figma number: 0.0025 pt over a 100 pt node.
        #expect(abs(map.a - 0.8660254) < 1e-4 && abs(map.c - 0.5) < 1e-4 && abs(map.b + 0.5) < 1e-4 && abs(map.d - 0.8660254) < 1e-4, "\(map)")
        let fills = try #require(p.fills)
        #expect(fills.count == 2)
        let linear = try #require(fills[0].gradient)
        #expect(linear.kind == .linear && linear.handles == [Point(x: 0, y: 0.5), Point(x: 1, y: 0.5), Point(x: 0, y: 1)])
        // The paint's opacity is in its stops' colours, as a solid paint's is in its colour.
        #expect(linear.stops == [.init(offset: 0, color: "figma/color/ff000080"), .init(offset: 1, color: "figma/color/0000ff80")])
        #expect(fills[1].gradient?.kind == .angular && fills[1].gradient?.stops.map(\.offset) == [0.25])
        #expect(result.dropped == ["Swatch / Dot (5:2): blend mode LINEAR_BURN dropped (drawn as normal)"])
    }

    @Test func theRadixIconsRotatedShapesKeepTheirTransforms() throws {
        let result = try FigmaImportTests.run("grida/radix-icons.trimmed.json")
        #expect(!result.dropped.contains { $0.contains("rotation dropped") })
        var turned = 0
        for document in try FigmaImportTests.documents(result) {
            func walk(_ node: DocumentNode) {
                if node.properties.transform != nil { turned += 1 }
                node.children.forEach(walk)
            }
            walk(document.root)
        }
        #expect(turned > 0)
    }
}
