import Foundation
import Geometry
import Specimen
import SpecimenDocument
import SpecimenSVG
import Testing

/// A node the layout makes 0 wide (a stretch whose offsets pass each other) is still a node: it is in
/// the layout JSON at 0 x 0 and in the SVG as its group, drawing nothing. Before the engine floored
/// sizes at 0 it came out -10 x -4 and the SVG dropped it without a word.
struct ZeroSizeNodeTests {
    static let root = #"""
        {"name": "box", "type": "frame", "width": 20, "height": 20, "children": [
          {"name": "dot", "type": "rectangle", "width": 5, "height": 5, "position": "absolute",
           "constraints": {"horizontal": {"stretch": [15, 15]}, "vertical": {"stretch": [12, 12]}},
           "fills": [{"shape": "rectangle", "color": "text/strong-950"}]}]}
        """#

    static func tree() throws -> LayoutTree {
        let text = #"{"version": 1, "name": "Card", "designSystem": "Appetite", "position": 1, "root": \#(root)}"#
        let document = try DocumentReader.read(Array(text.utf8), file: "Card.component.json")
        return try LayoutEngine(text: try TextEngine.shared()).layout(document, components: [document])
    }

    @Test func theLayoutJSONKeepsItAtZeroSize() throws {
        let tree = try Self.tree()
        let dot = try #require(tree.nodes.first?.children.first { $0.name == "dot" } ?? tree.nodes.first { $0.name == "dot" })
        #expect(dot.frame.size == Size(width: 0, height: 0))
        #expect(dot.frame.origin == Point(x: 15, y: 12))
        #expect(tree.json().contains(#""name": "dot""#))
    }

    @Test func theSVGKeepsItsGroup() throws {
        let tree = try Self.tree()
        let svg = try SVGWriter().write(try Renderer.standard().displayList(tree, options: RenderOptions(scale: 1)))
        #expect(svg.contains("dot"), "\(svg)")
        #expect(!svg.contains("-10") && !svg.contains("-4"))
    }
}
