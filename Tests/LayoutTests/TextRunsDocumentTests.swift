import Foundation
import Geometry
import SpecimenDocument
import SpecimenLayout
import SpecimenText
import SpecimenTokens
import Testing

/// A text of mixed styles (`runs`) through the public API: shaped and broken as one paragraph, each
/// run drawn with its own style and colour on the line's one baseline, a line as tall as its tallest
/// run; a binding or a translation that replaces the text draws it in the first run's style.
@Suite struct TextRunsDocumentTests {
    static let sentence =
        #"[{"characters": "A product description with a "}, {"characters": "big phrase", "textStyle": "typography/digit", "color": "text/soft-500"}, {"characters": " that runs over several lines."}]"#

    static func tree(
        _ extra: String, characters: String? = nil, properties: [String] = [], environment: LayoutEnvironment = .standard
    ) throws -> LayoutTree {
        let bound = characters.map { #""characters": \#($0), "# } ?? ""
        let json = #"""
            {"version": 1, "name": "X", "designSystem": "T", "position": 1,
             "properties": [{"name": "Label", "kind": "text", "default": "A product description with a big phrase that runs over several lines."}],
             "root": {"name": "r", "type": "frame", "children": [
              {"name": "t", "type": "text", \#(bound)"textStyle": "typography/value", "color": "text/strong-950", \#(extra)}]}}
            """#
        let document = try DocumentReader.read(Array(json.utf8), file: "X.component.json")
        return try Fixtures.appetiteEngine().layout(document, properties: properties, environment: environment)
    }

    /// Every text paint of `node`: run, baseline origin and colour.
    static func pieces(_ node: LayoutNode) -> [(run: ShapedText, origin: Point, color: String)] {
        node.paints.compactMap { if case .text(let run, let origin, let color) = $0 { (run, origin, color.description) } else { nil } }
    }

    @Test func aOneLineTextHugsItsRunsSideBySideOnOneBaseline() throws {
        let tree = try Self.tree(#""runs": \#(Self.sentence)"#)
        let node = try Fixtures.node(tree, "t"), pieces = Self.pieces(node)
        #expect(pieces.map(\.run.text) == ["A product description with a ", "big phrase", " that runs over several lines."])
        #expect(pieces.map(\.color) == ["text/strong-950", "text/soft-500", "text/strong-950"])
        // Each run starts where the one before it ends, and the box is their advances' sum.
        for (a, b) in zip(pieces, pieces.dropFirst()) { #expect(abs(a.origin.x + a.run.width - b.origin.x) < 1e-9) }
        #expect(abs(node.frame.width - pieces.map(\.run.width).reduce(0, +)) < 1e-9)
        #expect(Set(pieces.map(\.origin.y)).count == 1)
        // The line is as tall as the tallest run's line box, and the baseline is where that run puts it
        // (on a whole point, `FontMetrics.drawnBaseline`).
        let big = pieces[1].run
        #expect(big.style.lineHeight > pieces[0].run.style.lineHeight)
        #expect(node.frame.height == big.style.lineHeight)
        let rule = FontMetrics.drawnBaseline(lineTop: node.frame.minY, lineHeight: node.frame.height, baselineOffset: big.baselineOffset)
        #expect(pieces[0].origin.y == rule)
        // Each run is shaped alone in its own style: the same glyphs a text of that style alone draws.
        #expect(try TextEngine.shared().shape("big phrase", style: big.style).glyphs == big.glyphs)
    }

    @Test func aParagraphBreaksAcrossRunsAsOneText() throws {
        let tree = try Self.tree(#""runs": \#(Self.sentence), "textAutoResize": "HEIGHT", "width": 160"#)
        let node = try Fixtures.node(tree, "t")
        let lines = node.children.filter { $0.name.hasPrefix("line") }
        #expect(lines.count >= 3)
        // The lines hold the text in order, the spaces at each break dropped, none wider than the box.
        let drawn = lines.map { Self.pieces($0).map(\.run.text).joined() }
        #expect(drawn.joined(separator: " ") == "A product description with a big phrase that runs over several lines.")
        #expect(lines.allSatisfy { $0.frame.width <= 160 + 1e-9 })
        // A line holding part of the big run is as tall as its line box; the others are the node's style's.
        let small = try #require(Self.pieces(lines[0]).first?.run.style.lineHeight)
        for line in lines {
            let tallest = Self.pieces(line).map(\.run.style.lineHeight).max() ?? 0
            #expect(line.frame.height == tallest)
            #expect(Set(Self.pieces(line).map(\.origin.y)).count == 1)
        }
        #expect(lines.contains { $0.frame.height > small })
        // Lines stack with no gap, and the node hugs them.
        for (a, b) in zip(lines, lines.dropFirst()) { #expect(abs(a.frame.maxY - b.frame.minY) < 1e-9) }
        #expect(abs(node.frame.height - lines.map(\.frame.height).reduce(0, +)) < 1e-9)
    }

    @Test func aRunsDecorationIsItsOwn() throws {
        let runs = #"[{"characters": "Already registered? "}, {"characters": "Sign in", "textDecoration": "UNDERLINE"}]"#
        let tree = try Self.tree(#""runs": \#(runs)"#)
        let pieces = Self.pieces(try Fixtures.node(tree, "t"))
        let underline = try Fixtures.node(tree, "underline")
        #expect(abs(underline.frame.minX - pieces[1].origin.x) < 1e-9)
        #expect(abs(underline.frame.width - pieces[1].run.width) < 1e-9)
    }

    @Test func aBindingThatReplacesTheTextDrawsItInTheFirstRunsStyle() throws {
        let first =
            #"[{"characters": "A product description with a ", "color": "text/soft-500"}, {"characters": "big phrase that runs over several lines.", "textStyle": "typography/digit"}]"#
        // The property's default is the runs' characters: the runs are drawn.
        let kept = try Self.tree(#""runs": \#(first)"#, characters: #"{"property": "Label"}"#)
        #expect(Self.pieces(try Fixtures.node(kept, "t")).count == 2)
        // Another value: one run, in the first run's colour and the node's style.
        let replaced = try Fixtures.node(try Self.tree(#""runs": \#(first)"#, characters: #"{"property": "Label"}"#, properties: ["Label=Sign in"]), "t")
        let pieces = Self.pieces(replaced)
        #expect(pieces.map(\.run.text) == ["Sign in"] && pieces.map(\.color) == ["text/soft-500"])
        #expect(pieces.first?.run.style.name == Self.pieces(try Fixtures.node(kept, "t")).first?.run.style.name)
    }

    @Test func aTranslationOfTheWholeTextDrawsItInTheFirstRunsStyle() throws {
        var environment = LayoutEnvironment.standard
        environment.translations = ["A product description with a big phrase that runs over several lines.": "Une description"]
        let pieces = Self.pieces(try Fixtures.node(try Self.tree(#""runs": \#(Self.sentence)"#, environment: environment), "t"))
        #expect(pieces.map(\.run.text) == ["Une description"] && pieces.map(\.color) == ["text/strong-950"])
    }

    @Test func aOneLineTextTooWideIsCutWithAnEllipsisInTheLastRunsStyle() throws {
        let tree = try Self.tree(#""runs": \#(Self.sentence), "width": 200"#)
        let node = try Fixtures.node(tree, "t"), pieces = Self.pieces(node)
        #expect(pieces.last?.run.text.hasSuffix("\u{2026}") == true, "\(pieces.map(\.run.text))")
        let width: Double = pieces.map(\.run.width).reduce(0, +)
        #expect(width <= 200 + 1e-9)
    }

    @Test(arguments: [
        (#""characters": "Other", "runs": [{"characters": "Sign in"}]"#, "differ from its runs' characters joined"),
        (#""runs": []"#, "at least one run"),
        (#""runs": [{"characters": "a", "width": 3}]"#, "unknown key \"width\" in a run"),
    ])
    func badRunsAreRefusedInOneLine(fields: String, message: String) throws {
        let json = #"""
            {"version": 1, "name": "X", "designSystem": "T", "position": 1, "root": {"name": "r", "type": "frame", "children": [
              {"name": "t", "type": "text", "textStyle": "typography/value", "color": "text/strong-950", \#(fields)}]}}
            """#
        #expect {
            _ = try DocumentReader.read(Array(json.utf8), file: "X.component.json")
        } throws: { error in
            "\(error)".contains(message) && !"\(error)".contains("\n")
        }
    }
}
