import Foundation
import Geometry
import SpecimenDocument
import SpecimenLayout
import SpecimenSupport
import SpecimenText
import SpecimenTokens
import Testing

/// A document's text in Figma's terms: `letterSpacing`, `textAutoResize` (WIDTH_AND_HEIGHT hugs, HEIGHT
/// wraps at a fixed width, NONE is a fixed box, TRUNCATE cuts at `maxLines` with "…"), hard line breaks
/// and `textCase`, through the public API.
@Suite struct TextBoxDocumentTests {
    static func tree(_ text: [String: String], characters: String = "A product description that runs over several lines") throws -> LayoutTree {
        let extra = text.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
        let json = #"""
            {"version": 1, "name": "X", "designSystem": "T", "position": 1, "root": {"name": "r", "type": "frame", "children": [
              {"name": "t", "type": "text", "characters": \#(String(reflecting: characters)), "textStyle": "typography/value", "color": "text/strong-950"\#(extra.isEmpty ? "" : ", " + extra)}]}}
            """#
        return try Fixtures.appetiteEngine().layout(try DocumentReader.read(Array(json.utf8), file: "X.component.json"))
    }

    static func lines(_ tree: LayoutTree) -> [String] {
        (tree.node(named: "t")?.children ?? []).compactMap { $0.textRun?.text }
    }

    @Test func letterSpacingWidensTheHuggingText() throws {
        let plain = try Fixtures.node(try Self.tree([:], characters: "Button"), "t")
        let spaced = try Fixtures.node(try Self.tree(["letterSpacing": "0.5"], characters: "Button"), "t")
        let em = try Fixtures.node(try Self.tree(["letterSpacing": "\"2%\""], characters: "Button"), "t")
        #expect(abs(spaced.frame.width - plain.frame.width - 3) < 1e-9)
        let size = try #require(plain.textRun?.style.size)
        #expect(abs(em.frame.width - plain.frame.width - 6 * 0.02 * size) < 1e-9)
    }

    @Test func heightWrapsAtTheFixedWidthAndHugsTheLines() throws {
        let tree = try Self.tree(["textAutoResize": "\"HEIGHT\"", "width": "120"])
        let node = try Fixtures.node(tree, "t")
        let lines = Self.lines(tree)
        #expect(lines.count >= 3, "\(lines)")
        #expect(node.frame.width == 120)
        #expect(node.children.allSatisfy { $0.frame.width <= 120 })
        let lineHeight = try #require(node.children.first?.frame.height)
        #expect(node.frame.height == Double(lines.count) * lineHeight)
        #expect(lines.joined(separator: " ") == "A product description that runs over several lines")
    }

    @Test func widthAndHeightBreaksOnlyAtHardBreaks() throws {
        let tree = try Self.tree(["textAutoResize": "\"WIDTH_AND_HEIGHT\""], characters: "First line\nsecond, a longer line")
        #expect(Self.lines(tree) == ["First line", "second, a longer line"])
        let node = try Fixtures.node(tree, "t")
        // As wide as its widest line rounded up to a whole point, as Figma sizes an auto-width box.
        let widest = try #require(node.children.map(\.frame.width).max())
        #expect(widest.truncatingRemainder(dividingBy: 1) != 0)
        #expect(node.frame.width == widest.rounded(.up))
    }

    @Test func truncateEndsTheLastLineWithAnEllipsis() throws {
        let tree = try Self.tree(["textAutoResize": "\"TRUNCATE\"", "width": "120", "maxLines": "2"])
        let lines = Self.lines(tree)
        #expect(lines.count == 2)
        #expect(lines.last?.hasSuffix("\u{2026}") == true, "\(lines)")
        #expect(try Fixtures.node(tree, "t").children.allSatisfy { $0.frame.width <= 120 + 1e-9 })
    }

    @Test func aFixedBoxDrawsEveryLineEvenPastItsHeight() throws {
        let tree = try Self.tree(["textAutoResize": "\"NONE\"", "width": "120", "height": "20"])
        #expect(Self.lines(tree).count >= 3)
        #expect(try Fixtures.node(tree, "t").frame.height == 20)
    }

    @Test(arguments: [("UPPER", "THE BUNGALOWS SS"), ("LOWER", "the bungalows ß"), ("TITLE", "The Bungalows Ss"), ("ORIGINAL", "The bungalows ß")])
    func textCaseIsDrawnNotWritten(textCase: String, drawn: String) throws {
        let tree = try Self.tree(["textCase": "\"\(textCase)\""], characters: "The bungalows ß")
        #expect(tree.node(named: "t")?.textRun?.text == drawn)
    }

    /// Inter's own underline (post: top 464 units below the baseline, 192 thick, of 2,816) and
    /// strikethrough (OS/2: top 922 above, 192 thick), as wide as the run, in the text's colour.
    @Test(arguments: [("UNDERLINE", "underline", -464.0), ("STRIKETHROUGH", "strikethrough", 922.0)])
    func decorationIsTheFontsOwnLine(figma: String, name: String, top: Double) throws {
        let tree = try Self.tree(["textDecoration": "\"\(figma)\""], characters: "Button")
        let text = try Fixtures.node(tree, "t"), line = try Fixtures.node(tree, name)
        let run = try #require(text.textRun)
        guard case .text(_, let origin, let color)? = text.paints.last else { throw DecorationMissing() }
        let scale = run.style.size / 2816
        #expect(abs(line.frame.minY - (origin.y - top * scale)) < 1e-9 && abs(line.frame.height - 192 * scale) < 1e-9)
        #expect(line.frame.minX == origin.x && abs(line.frame.width - run.width) < 1e-9)
        guard case .fill(.rect, let filled)? = line.paints.first, line.paints.count == 1 else { throw DecorationMissing() }
        #expect(filled == color)
        #expect(try Self.tree(["textDecoration": "\"NONE\""], characters: "Button").node(named: name) == nil)
    }

    struct DecorationMissing: Error {}

    /// A node's `lineHeight` in points, % of the size, or auto (Inter's 3,408/2,816 em), on one line
    /// and on each line of a wrapping text.
    @Test(arguments: [("30", 30.0), (#""30px""#, 30), (#""200%""#, 32), (#""auto""#, 16 * 3408 / 2816.0)])
    func lineHeightSetsTheLineBox(raw: String, height: Double) throws {
        let one = try Fixtures.node(try Self.tree(["lineHeight": raw], characters: "Button"), "t")
        #expect(abs(one.frame.height - height) < 1e-9, "\(raw): \(one.frame.height)")
        #expect(abs((one.textRun?.style.lineHeight ?? 0) - height) < 1e-9)
        let wrapped = try Fixtures.node(try Self.tree(["lineHeight": raw, "textAutoResize": "\"HEIGHT\"", "width": "120"]), "t")
        #expect(wrapped.children.count >= 3 && wrapped.children.allSatisfy { abs($0.frame.height - height) < 1e-9 })
        // The box hugs its lines, each counted rounded to a whole point, as Figma's auto-height box does.
        #expect(abs(wrapped.frame.height - Double(wrapped.children.count) * height.rounded()) < 1e-9)
    }

    /// `paragraphSpacing` goes between paragraphs (hard line breaks), never after the last nor between a
    /// paragraph's wrapped lines or at U+2028 (Figma's shift-return).
    @Test func paragraphSpacingGoesBetweenParagraphsOnly() throws {
        let text = "A first paragraph that wraps onto more lines\nA second\u{2028}still the second"
        let plain = try Fixtures.node(try Self.tree(["textAutoResize": "\"HEIGHT\"", "width": "160"], characters: text), "t")
        let spaced = try Fixtures.node(try Self.tree(["textAutoResize": "\"HEIGHT\"", "width": "160", "paragraphSpacing": "10"], characters: text), "t")
        let lineHeight = try #require(plain.children.first?.frame.height)
        let plainTops = plain.children.map(\.frame.minY), spacedTops = spaced.children.map(\.frame.minY)
        #expect(plainTops.count == spacedTops.count && plainTops.count >= 4)
        // Only the lines from the second paragraph on move, by the one spacing between the two.
        let second = try #require(spaced.children.firstIndex { $0.textRun?.text == "A second" })
        for (index, (a, b)) in zip(plainTops, spacedTops).enumerated() { #expect(abs(b - a - (index >= second ? 10 : 0)) < 1e-9, "line \(index + 1)") }
        #expect(abs(spaced.frame.height - plain.frame.height - 10) < 1e-9)
        #expect(abs(spaced.frame.height - (Double(spaced.children.count) * lineHeight + 10)) < 1e-9)
    }

    /// A typography token's `paragraphSpacing` and `paragraphIndent` (issue 38) lay the text out as the
    /// node's own fields do, and a node's own win over them.
    @Test func theStyleTokensParagraphFieldsAreTheNodesDefaults() throws {
        let base = try ThemeLibrary.theme(named: "appetite-light", mode: "light", home: SpecimenHome.locate())
        let path = base.aliases[TokenPath("typography/value")] ?? TokenPath("typography/value")
        guard case .typography(var style)? = base.values[path] else { throw Fixtures.Missing(name: "typography/value", layout: "appetite-light") }
        style.paragraphSpacing = 10
        style.paragraphIndent = 24
        var values = base.values
        values[path] = .typography(style)
        let engine = LayoutEngine(text: try TextEngine.shared(), theme: Theme(name: base.name, values: values, aliases: base.aliases))
        func node(_ fields: String) throws -> LayoutNode {
            let json = #"""
                {"version": 1, "name": "X", "designSystem": "T", "position": 1, "root": {"name": "r", "type": "frame", "children": [
                  {"name": "t", "type": "text", "characters": "A first paragraph that wraps onto more lines\nA second", "textStyle": "typography/value", "color": "text/strong-950", "textAutoResize": "HEIGHT", "width": 160\#(fields)}]}}
                """#
            return try Fixtures.node(try engine.layout(try DocumentReader.read(Array(json.utf8), file: "X.component.json")), "t")
        }
        let byToken = try node(""), byNode = try node(#", "paragraphSpacing": 10, "paragraphIndent": 24"#)
        #expect(byToken.children.map(\.frame) == byNode.children.map(\.frame))
        let second = try #require(byToken.children.firstIndex { $0.textRun?.text == "A second" })
        #expect(abs(byToken.children[second].frame.minX - byToken.frame.minX - 24) < 1e-9)
        let overridden = try node(#", "paragraphSpacing": 0, "paragraphIndent": 0"#)
        #expect(abs(byToken.frame.height - overridden.frame.height - 10) < 1e-9)
        #expect(overridden.children.allSatisfy { abs($0.frame.minX - overridden.frame.minX) < 1e-9 })
    }

    /// A text node's `fontStyle` draws it in Inter's italic, and its `fontVariations` on the variable Inter's axes.
    @Test func fontStyleAndVariationsOnANodeReachItsGlyphs() throws {
        let italic = try Fixtures.node(try Self.tree(["fontStyle": "\"italic\""], characters: "Button"), "t")
        #expect(italic.textRun?.glyphs.allSatisfy { $0.font.hasSuffix("italic") } == true, "\(italic.textRun?.glyphs.map(\.font) ?? [])")
        let axes = try Fixtures.node(try Self.tree(["fontVariations": #"{"wght": 450}"#], characters: "Button"), "t")
        #expect(axes.textRun?.glyphs.allSatisfy { $0.font == "inter-variable@wght450" } == true, "\(axes.textRun?.glyphs.map(\.font) ?? [])")
        #expect { try Self.tree(["fontStyle": "\"slanted\""]) } throws: { "\($0)".contains("fontStyle must be \"italic\" or \"normal\"") }
    }

    /// `paragraphIndent` moves each paragraph's first line in and narrows it; the other lines start at the box.
    @Test func paragraphIndentMovesEachParagraphsFirstLineIn() throws {
        let text = "A first paragraph that wraps onto more lines\nA second paragraph"
        let tree = try Self.tree(["textAutoResize": "\"HEIGHT\"", "width": "160", "paragraphIndent": "24"], characters: text)
        let node = try Fixtures.node(tree, "t"), lines = node.children
        let second = try #require(lines.firstIndex { $0.textRun?.text.hasPrefix("A second") == true })
        #expect(second >= 2)
        for (index, line) in lines.enumerated() {
            let indented = index == 0 || index == second
            #expect(abs(line.frame.minX - node.frame.minX - (indented ? 24 : 0)) < 1e-9, "line \(index + 1)")
            #expect(line.frame.maxX <= node.frame.maxX + 1e-9)
        }
        // The hugging text is as wide as its widest line with its indent, rounded up to a whole point.
        let hug = try Fixtures.node(try Self.tree(["textAutoResize": "\"WIDTH_AND_HEIGHT\"", "paragraphIndent": "24"], characters: "Tag\nLonger"), "t")
        #expect(hug.frame.width == hug.children.map { $0.frame.maxX - hug.frame.minX }.max()!.rounded(.up))
    }

    /// SMALL_CAPS is `smcp`, SMALL_CAPS_FORCED `smcp` and `c2sc`; the characters stay as written, and in
    /// Inter (no `smcp` of its own) forced small caps are the upper-case text at 0.7 of the size rounded
    /// to a whole point (as Chromium sizes them), and small caps lie between the two (the capital B full size).
    @Test func smallCapsAreTheFontsFeatures() throws {
        func run(_ textCase: String) throws -> (features: [String: Int], text: String, width: Double, size: Double) {
            let node = try Fixtures.node(try Self.tree(["textCase": "\"\(textCase)\""], characters: "Bungalows"), "t")
            let run = try #require(node.textRun)
            return (run.style.features, run.text, node.frame.width, run.style.size)
        }
        let small = try run("SMALL_CAPS"), forced = try run("SMALL_CAPS_FORCED"), upper = try run("UPPER"), lower = try run("LOWER")
        #expect(small.features == ["smcp": 1] && forced.features == ["smcp": 1, "c2sc": 1])
        #expect(small.text == "Bungalows" && forced.text == "Bungalows")
        let scale = (upper.size * 0.7).rounded() / upper.size
        #expect(abs(forced.width - scale * upper.width) < 1e-9, "\(forced.width) vs \(upper.width)")
        #expect(forced.width < small.width && small.width < upper.width && lower.text == "bungalows")
    }

    /// A node's `fontFeatures` reach the run: Inter's tabular figures make "1111" as wide as "0000".
    @Test func fontFeaturesReachTheRun() throws {
        func width(_ digits: String, _ features: String?) throws -> Double {
            try Fixtures.node(try Self.tree(features.map { ["fontFeatures": $0] } ?? [:], characters: digits), "t").frame.width
        }
        #expect(abs(try width("1111", nil) - width("0000", nil)) > 1)
        #expect(abs(try width("1111", #"{"tnum": 1}"#) - width("0000", #"["tnum"]"#)) < 1e-9)
        #expect(try Self.tree(["fontFeatures": #"["tnum"]"#], characters: "1").node(named: "t")?.textRun?.style.features == ["tnum": 1])
    }

    @Test(arguments: [
        (#""letterSpacing": "wide""#, "letterSpacing \"wide\" cannot be read"),
        (#""textAutoResize": "AUTO""#, "textAutoResize \"AUTO\" is not one of"),
        (#""maxLines": 1.5"#, "maxLines is a whole number"),
        (#""textCase": "SMALL""#, "textCase \"SMALL\" is not one of"),
        (#""fontFeatures": {"tabular": 1}"#, "\"tabular\" is not an OpenType feature tag"),
        (#""fontFeatures": "tnum""#, "fontFeatures must be an object or a list"),
        (#""lineHeight": "tall""#, "lineHeight \"tall\" cannot be read"),
        (#""paragraphSpacing": -1"#, "paragraphSpacing"),
        (#""lineHeight": -4"#, "lineHeight must be a number from 0 to 10000"),
    ])
    func badTypographyIsRefusedInOneLine(field: String, message: String) throws {
        let json = #"{"version": 1, "name": "X", "designSystem": "T", "position": 1, "root": {"name": "t", "type": "text", "characters": "x", \#(field)}}"#
        #expect { try DocumentReader.read(Array(json.utf8), file: "X.component.json") } throws: { "\($0)".contains(message) }
    }

    /// A box that hugs its lines' height (WIDTH_AND_HEIGHT, HEIGHT) counts each line rounded to the
    /// nearest whole point, as each of 20 hugging texts of fractional line height in Figma's files here
    /// is (18.75 -> 19, 15.6 x 2 -> 32, 125.7 x 2 -> 252, 58.09 x 8 -> 464), and stacks them so; each
    /// line keeps its own height for its glyphs, and a fixed box keeps its own height.
    @Test(arguments: [
        ("WIDTH_AND_HEIGHT", "One", "18.75", 19.0), ("WIDTH_AND_HEIGHT", "One\nTwo", "18.75", 38), ("HEIGHT", "One\nTwo", "18.75", 38),
        ("HEIGHT", "One\nTwo\nThree", "58.0909", 174), ("NONE", "One\nTwo", "18.75", 30),
    ])
    func aHuggingHeightCountsEachLineToAWholePoint(resize: String, characters: String, lineHeight: String, height: Double) throws {
        let text = try Fixtures.node(
            try Self.tree(
                ["textAutoResize": "\"\(resize)\"", "lineHeight": lineHeight, "width": "200"].merging(resize == "NONE" ? ["height": "30"] : [:]) { a, _ in a },
                characters: characters), "t")
        #expect(text.frame.height == height, "\(text.frame)")
        let line = try #require(Double(lineHeight))
        #expect(text.children.first?.frame.minY == text.frame.minY && text.children.allSatisfy { abs($0.frame.height - line) < 1e-9 })
        // A hugging box's lines stack at whole points too (fidget2's masking_text draws its second line
        // of 125.7 pt at 126, 1 px lower than at 125.7 once its baseline is on a whole point); a fixed
        // box's at their own height.
        let step = resize == "NONE" ? line : line.rounded()
        for (above, below) in zip(text.children, text.children.dropFirst()) { #expect(abs(below.frame.minY - above.frame.minY - step) < 1e-9) }
    }

    /// `textAlignVertical` (Figma's TOP, CENTER, BOTTOM) places a fixed box's lines in its height: two
    /// lines in a box 100 pt tall start at its top, 100 less their height halved down, or at its bottom;
    /// a box that hugs its lines has no room to move them.
    @Test(arguments: [("TOP", 0.0), ("CENTER", 0.5), ("BOTTOM", 1.0)])
    func verticalAlignmentPlacesTheLinesInTheBox(figma: String, share: Double) throws {
        let tree = try Self.tree(
            ["textAutoResize": "\"NONE\"", "width": "200", "height": "100", "textAlignVertical": "\"\(figma)\""], characters: "One\nTwo")
        let text = try Fixtures.node(tree, "t")
        let lines = text.children.filter { $0.textRun != nil }
        let first = try #require(lines.first), last = try #require(lines.last)
        #expect(lines.count == 2)
        let height = last.frame.maxY - first.frame.minY
        #expect(abs(first.frame.minY - (text.frame.minY + (100 - height) * share)) < 1e-9, "\(first.frame) in \(text.frame)")
        let hugging = try Fixtures.node(try Self.tree(["textAutoResize": "\"HEIGHT\"", "width": "200", "textAlignVertical": "\"\(figma)\""]), "t")
        #expect(hugging.children.first?.frame.minY == hugging.frame.minY)
    }

    /// A text's `gradient` paints every line with it, placed in the text's frame, not the line's: each
    /// line's gradient, mapped to points through the line's frame, is the same map as the text's.
    @Test func aGradientIsPlacedInTheTextsFrameOnEveryLine() throws {
        let gradient =
            #"{"type": "linear", "stops": [{"position": 0, "color": "brand/base"}, {"position": 1, "color": "text/strong-950"}], "handles": [[0, 0.5], [1, 0.5], [0, 1]]}"#
        let tree = try Self.tree(["textAutoResize": "\"HEIGHT\"", "width": "120", "gradient": gradient, "textDecoration": "\"UNDERLINE\""])
        let text = try Fixtures.node(tree, "t")
        let stops = [DocumentGradient.Stop(offset: 0, color: "brand/base"), DocumentGradient.Stop(offset: 1, color: "text/strong-950")]
        let handles = [Point(x: 0, y: 0.5), Point(x: 1, y: 0.5), Point(x: 0, y: 1)]
        let whole = DocumentGradient(kind: .linear, stops: stops, handles: handles).unitTransform(in: text.frame)
        var painted = 0
        for line in text.children {
            for paint in line.paints {
                guard case .gradientPainted(let inner, let placed) = paint else {
                    Issue.record("\(line.name) has a paint not in the gradient: \(paint)")
                    continue
                }
                if case .text = inner { painted += 1 }
                let map = placed.unitTransform(in: line.frame)
                for (a, b) in [(map.a, whole.a), (map.b, whole.b), (map.c, whole.c), (map.d, whole.d), (map.tx, whole.tx), (map.ty, whole.ty)] {
                    #expect(abs(a - b) < 1e-9, "\(line.name): \(map) against \(whole)")
                }
            }
        }
        #expect(painted >= 3)
    }
}
