import Geometry
import Pixels
import SpecimenCatalogue
@testable import SpecimenScene
import SpecimenLayout
import SpecimenText
import SpecimenTokens
import Testing

@Suite struct SceneBuilderTests {
    @Test(arguments: [("light", "#D1D1D6"), ("dark", "#48484A")])
    func ruleFillTakesBorderSub200FromTheTheme(mode: String, hex: String) throws {
        let rule = LayoutNode(
            "rule", frame: Rect(x: 0, y: 51, width: 120, height: 1),
            paints: [.fill(.rect, color: "border/sub-200")])
        let list = try SceneFixtures.build(try SceneFixtures.tree(rule), mode: mode)
        let paths = try #require(list.group("rule")).children.compactMap { if case .path(let p) = $0 { p } else { nil } }
        #expect(paths.count == 1)
        #expect(paths.first?.color == (try SceneFixtures.theme(mode).color("border/sub-200")))
        #expect(paths.first?.color.hex == hex)
        #expect(paths.first?.rule == .nonZero)
        #expect(paths.first?.path.controlBounds == Rect(x: 0, y: 51, width: 120, height: 1))
    }

    @Test func strokeIsOneEvenOddRingWhoseOuterEdgeIsTheFrame() throws {
        let frame = Rect(x: 10, y: 20, width: 100, height: 40)
        let node = LayoutNode(
            "field", frame: frame,
            paints: [.stroke(.roundedRect(radius: 8), width: 1, color: "brand/base")])
        let list = try SceneFixtures.build(try SceneFixtures.tree(node))
        #expect(list.paths.count == 1)
        let ring = try #require(list.paths.first)
        #expect(ring.rule == .evenOdd)
        #expect(ring.color.hex == "#155DFC")
        let contours = ring.path.contours
        #expect(contours.count == 2)
        #expect(contours.first?.controlBounds == frame)
        #expect(contours.last?.controlBounds == frame.inset(by: 1))
        #expect(contours.first == Path.roundedRect(frame, radius: 8))
        #expect(contours.last == Path.roundedRect(frame.inset(by: 1), radius: 7))
    }

    @Test func pillAndCircleStrokesKeepTheirShapeInside() throws {
        let pill = LayoutNode(
            "pill", frame: Rect(x: 0, y: 0, width: 120, height: 40),
            paints: [.stroke(.roundedRect(radius: 9999), width: 1, color: "border/sub-200")])
        let dot = LayoutNode(
            "dot", frame: Rect(x: 0, y: 50, width: 40, height: 40),
            paints: [.stroke(.circle, width: 2, color: "border/sub-200")])
        let root = LayoutNode("root", frame: Rect(x: 0, y: 0, width: 120, height: 90), children: [pill, dot])
        let list = try SceneFixtures.build(try SceneFixtures.tree(root, frame: Rect(x: 0, y: 0, width: 120, height: 90)))
        #expect(list.paths.count == 2)
        let radii = list.paths.map { ring in
            ring.path.elements.compactMap { if case .arc(_, let radius, _, _) = $0 { radius } else { nil } }
        }
        // The pill's ends stay half-circles: 20 outside, 19 inside; the circle shrinks about its centre.
        #expect(Set(radii[0]) == [20, 19])
        #expect(Set(radii[1]) == [20, 18])
        #expect(list.paths[1].path.contours.last?.controlBounds == Rect(x: 2, y: 52, width: 36, height: 36))
    }

    @Test(arguments: [("light", "#FFFFFF", "#155DFC"), ("dark", "#0E0E0F", "#2B7FFF")])
    func focusRingIsAGapBandThenABrandBand(mode: String, gapHex: String, ringHex: String) throws {
        // The layout's focusRing node spans the ring's outer box: the focused shape grown by 4.
        let frame = Rect(x: 4, y: 4, width: 48, height: 48)
        let ringNode = LayoutNode(
            "focusRing", frame: frame.outset(by: 4),
            paints: [.focusRing(.roundedRect(radius: 16), gap: 2, width: 2, color: "focusRing/brand/color", gapColor: "focusRing/brand/gap-color")])
        let list = try SceneFixtures.build(try SceneFixtures.tree(ringNode, frame: frame), mode: mode)
        #expect(list.paths.count == 2)
        let (gap, ring) = (list.paths[0], list.paths[1])
        #expect(gap.rule == .evenOdd && ring.rule == .evenOdd)
        #expect(gap.color.hex == gapHex)
        #expect(ring.color.hex == ringHex)
        #expect(gap.path.contours.map(\.controlBounds) == [frame.outset(by: 2), frame])
        #expect(ring.path.contours.map(\.controlBounds) == [frame.outset(by: 4), frame.outset(by: 2)])
        // Radii grow with the offset, so the ring follows the shape's corners.
        #expect(ring.path.contours.first == Path.roundedRect(frame.outset(by: 4), radius: 16))
        #expect(gap.path.contours.last == Path.roundedRect(frame, radius: 12))
        // The ring lies outside the frame, so the picture grows to hold it.
        #expect(list.bounds == frame.outset(by: 4))
        #expect(list.pixelWidth == 56 && list.pixelHeight == 56)
    }

    @Test func focusRingAroundACircleIsConcentricCircles() throws {
        let frame = Rect(x: 10, y: 10, width: 40, height: 40)
        let send = LayoutNode(
            "focusRing", frame: frame.outset(by: 4), paints: [.focusRing(.circle, gap: 2, width: 2, color: "focusRing/brand/color", gapColor: "focusRing/brand/gap-color")]
        )
        let list = try SceneFixtures.build(try SceneFixtures.tree(send))
        let arcs = list.paths.flatMap { $0.path.elements }.compactMap { element -> (Point, Double)? in
            if case .arc(let centre, let radius, _, _) = element { (centre, radius) } else { nil }
        }
        #expect(arcs.map(\.1) == [22, 20, 24, 22])
        #expect(arcs.allSatisfy { $0.0 == frame.center })
    }

    @Test func focusRingAroundASquareKeepsSquareCorners() throws {
        let frame = Rect(x: 4, y: 4, width: 40, height: 40)
        let list = try SceneFixtures.build(
            try SceneFixtures.tree(
                LayoutNode(
                    "focusRing", frame: frame.outset(by: 4),
                    paints: [.focusRing(.rect, gap: 2, width: 2, color: "focusRing/brand/color", gapColor: "focusRing/brand/gap-color")])))
        #expect(list.paths.count == 2)
        #expect(list.paths[1].path == Path.ring(outer: .rect(frame.outset(by: 4)), inner: .rect(frame.outset(by: 2))))
    }

    @Test func backgroundIsTheSurfaceOrNothing() throws {
        let tree = try SceneFixtures.tree(LayoutNode("field", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(try SceneFixtures.build(tree, mode: "light").background?.hex == "#FFFFFF")
        #expect(try SceneFixtures.build(tree, mode: "dark").background?.hex == "#0E0E0F")
        #expect(try SceneFixtures.build(tree, background: .transparent).background == nil)
    }

    @Test(arguments: [1.0, 2, 3, 1.5])
    func titleAndPixelSizeFollowTheSnappedTree(scale: Double) throws {
        let configuration = try SceneFixtures.configuration("Digit Input", "State=Error")
        let tree = LayoutTree(configuration: configuration, frame: Rect(x: 0, y: 0, width: 120.4, height: 60.5), nodes: [])
        let list = try SceneFixtures.build(tree, scale: scale)
        #expect(list.title == "Digit Input / State=Error")
        #expect(list.scale == scale)
        #expect(list.bounds == tree.snapped(toScale: scale).bounds)
        #expect(list.pixelWidth == Int((list.bounds.width * scale - 1e-9).rounded(.up)))
        #expect(list.pixelHeight == Int((list.bounds.height * scale - 1e-9).rounded(.up)))

        let whole = LayoutTree(configuration: configuration, frame: Rect(x: 0, y: 0, width: 120, height: 60), nodes: [])
        let wholeList = try SceneFixtures.build(whole, scale: scale)
        #expect(wholeList.pixelWidth == Int(120 * scale) && wholeList.pixelHeight == Int(60 * scale))
    }

    @Test func groupsFollowTheTreeWithPaintsBeforeChildren() throws {
        let label = LayoutNode("label", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let field = LayoutNode(
            "field", frame: Rect(x: 0, y: 0, width: 100, height: 40),
            paints: [
                .fill(.rect, color: "bg/weak-50"),
                .stroke(.rect, width: 1, color: "border/sub-200"),
            ],
            children: [label])
        let list = try SceneFixtures.build(try SceneFixtures.tree(field))
        #expect(list.nodes.count == 1)
        let group = try #require(list.group("field"))
        #expect(group.children.count == 3)
        guard group.children.count == 3,
            case .path(let fill) = group.children[0], case .path(let stroke) = group.children[1],
            case .group(let child) = group.children[2]
        else {
            Issue.record("expected fill, stroke, then the label's group")
            return
        }
        #expect(fill.color.hex == "#F4F5F5" && fill.rule == .nonZero)
        #expect(stroke.color.hex == "#D1D1D6" && stroke.rule == .evenOdd)
        #expect(child.id == "label" && child.children.isEmpty)
    }

    @Test func textBecomesOutlinedGlyphsWithSharedKeys() throws {
        let engine = try TextEngine.shared()
        let theme = try SceneFixtures.theme("light")
        let run = engine.shape("Hello", style: try theme.textStyle("typography/value"))
        let origin = Point(x: 12, y: 30)
        let value = LayoutNode(
            "value", frame: Rect(x: 12, y: 16, width: 100, height: 24),
            paints: [.text(run, origin: origin, color: "text/strong-950")])
        let list = try SceneFixtures.build(try SceneFixtures.tree(value))
        let text = try #require(list.texts.first)
        #expect(text.text == "Hello")
        #expect(text.color.hex == "#0E0E0F")
        #expect(text.glyphs.count == run.glyphs.count)
        #expect(text.glyphs.map(\.key) == run.glyphs.map(\.key))
        for (glyph, shaped) in zip(text.glyphs, run.glyphs) {
            #expect(glyph.origin == Point(x: origin.x + shaped.x, y: origin.y + shaped.y))
            #expect(!glyph.outline.isEmpty)
        }
        // "l" twice: one key, one outline; "H" and "e" are other glyphs.
        guard text.glyphs.count == 5 else { return }
        #expect(text.glyphs[2].key == text.glyphs[3].key)
        #expect(text.glyphs[2].outline == text.glyphs[3].outline)
        #expect(text.glyphs[0].key != text.glyphs[1].key)
    }

    @Test func iconBecomesOneGlyphFillingItsBox() throws {
        let engine = try TextEngine.shared()
        let icon = try engine.icon(named: "chevron-down")
        let box = Rect(x: 84, y: 14, width: 24, height: 24)
        let node = LayoutNode("trailing", frame: box, paints: [.icon(icon, box: box, color: "fg/soft-500")])
        let list = try SceneFixtures.build(try SceneFixtures.tree(node))
        let text = try #require(list.texts.first)
        #expect(text.text == "chevron-down")
        #expect(text.color.hex == "#8E8E93")
        #expect(text.glyphs.count == 1)
        #expect(text.glyphs.first?.key == icon.key(size: 24))
        #expect(text.glyphs.first?.origin == box.origin)
        let ink = try #require(text.glyphs.first?.outline.controlBounds)
        #expect(Rect(x: 0, y: 0, width: 24, height: 24).contains(ink) && !ink.isEmpty)
    }

    @Test func aMissingTokenIsReportedByItsPath() throws {
        let bare = Theme(name: "bare", values: ["bg/white-0": .color(.white)], aliases: [:])
        let node = LayoutNode(
            "rule", frame: Rect(x: 0, y: 0, width: 10, height: 1),
            paints: [.fill(.rect, color: "brand/base")])
        let error = #expect(throws: TokenError.self) {
            try SceneFixtures.builder().build(try SceneFixtures.tree(node), theme: bare, options: SceneOptions())
        }
        #expect(error?.description.contains("brand/base") == true)

        let ring = LayoutNode(
            "cell", frame: Rect(x: 0, y: 0, width: 10, height: 10),
            paints: [.focusRing(.rect, gap: 2, width: 2, color: "focusRing/brand/color", gapColor: "focusRing/brand/gap-color")])
        let ringError = #expect(throws: TokenError.self) {
            try SceneFixtures.builder().build(try SceneFixtures.tree(ring), theme: bare, options: SceneOptions())
        }
        #expect(ringError?.description.contains("focusRing/brand/gap") == true)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, 17])
    func aScaleThatCannotBeDrawnIsRefused(scale: Double) throws {
        let tree = try SceneFixtures.tree(LayoutNode("field", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(throws: SceneError.self) { try SceneFixtures.build(tree, scale: scale) }
    }
}
