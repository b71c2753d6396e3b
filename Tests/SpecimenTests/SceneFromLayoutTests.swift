import Specimen
import Geometry
import Pixels
import SpecimenCatalogue
import SpecimenDocument
@testable import SpecimenScene
import SpecimenLayout
import SpecimenText
import SpecimenTokens
import Testing

/// The scene built from the real layout engine's trees.
@Suite struct SceneFromLayoutTests {
    static func layout(_ set: String, _ variant: String, properties: [String] = []) throws -> LayoutTree {
        let configuration = try Catalogue.standard.configuration(set: set, variant: variant, properties: properties)
        return try LayoutEngine(text: try TextEngine.shared()).layout(configuration)
    }

    @Test(arguments: [
        ("light", "State=Placeholder", "border/sub-200"), ("dark", "State=Placeholder", "border/sub-200"),
        ("light", "State=Focused", "brand/base"), ("dark", "State=Error", "state/error/base-500"),
    ])
    func theTextInputRuleTakesItsStateColour(mode: String, variant: String, token: TokenPath) throws {
        let list = try SceneFixtures.build(try Self.layout("Text Input", variant), mode: mode)
        #expect(list.title == "Text Input / Type=Default, \(variant)")
        let rule = try #require(list.group("rule"))
        let paths = rule.children.compactMap { if case .path(let p) = $0 { p } else { nil } }
        #expect(paths.count == 1)
        #expect(paths.first?.color == (try SceneFixtures.theme(mode).color(token)))
    }

    /// Every filled outline of every variant, at every usual scale, has its box on the device grid:
    /// rects, rounded rects, circles, strokes and rings alike, since each is built from a snapped frame
    /// and whole-pixel offsets.
    @Test(arguments: [1.0, 2, 3])
    func everyOutlineOfEveryVariantIsOnTheGrid(scale: Double) throws {
        let builder = try SceneFixtures.builder()
        let renderer = try Renderer.standard()
        for configuration in Catalogue.standard.allConfigurations {
            let theme = try renderer.theme(for: configuration.set, mode: .light)
            let tree = try LayoutEngine(text: try TextEngine.shared()).layout(configuration)
            let list = try builder.build(tree, theme: theme, options: SceneOptions(scale: scale))
            var offGrid: [Rect] = []
            for path in list.paths {
                for contour in path.path.contours {
                    let box = contour.controlBounds
                    if ![box.minX, box.minY, box.maxX, box.maxY].allSatisfy({ isOnGrid($0, scale: scale) }) { offGrid.append(box) }
                }
            }
            #expect(offGrid.isEmpty, "\(configuration.name) at \(scale)x: \(offGrid)")
            #expect(list.pixelWidth == Int((list.bounds.width * scale).rounded()), "\(configuration.name)")
        }
    }

    /// Digit Input's focused cell (cell 3) wears `focusRing/brand`: a 2 pt gap in the surface colour
    /// hugging the cell, then a 2 pt brand ring, its outer box the cell grown by 4.
    @Test(arguments: ["light", "dark"])
    func theFocusedDigitCellWearsTheRing(mode: String) throws {
        let tree = try Self.layout("Digit Input", "State=Focused")
        let list = try SceneFixtures.build(tree, mode: mode, scale: 2)
        let theme = try SceneFixtures.theme(mode)
        let cell = try #require(tree.node(named: "cell3")).frame
        // The bands around the cell: even-odd paths whose box holds the cell and is larger than it.
        let rings = list.paths.filter { $0.rule == .evenOdd && $0.path.controlBounds.contains(cell) && $0.path.controlBounds != cell }
        #expect(rings.count == 2)
        guard rings.count == 2 else { return }
        #expect(rings[0].color == (try theme.color("focusRing/brand/gap-color")))
        #expect(rings[1].color == (try theme.color("focusRing/brand/color")))
        #expect(rings[0].path.contours.last?.controlBounds == cell)
        #expect(rings[1].path.controlBounds == cell.outset(by: 4))
        #expect(list.bounds.contains(cell.outset(by: 4)))
    }

    @Test func theOverlayComposerBlursThePhotoUnderItsField() throws {
        let tree = try Self.layout("Composer", "Style=Overlay, State=Typing", properties: ["Action=on"])
        let list = try SceneFixtures.build(tree, scale: 2)
        let photo = try #require(list.images.first)
        #expect(photo.clip == nil)
        #expect(photo.frame == tree.frame)
        #expect(photo.pixmap.width == Int(tree.frame.width * 2) && photo.pixmap.height == Int(tree.frame.height * 2))
        let field = try #require(tree.node(named: "field")).frame
        let blurs = list.images.dropFirst()
        // The field and the action circle each blur what lies under them.
        #expect(blurs.count == 2)
        for blur in blurs {
            let clip = try #require(blur.clip)
            #expect(isClose(blur.frame, clip.controlBounds))
            #expect(blur.pixmap.width == Int((blur.frame.width * 2).rounded()))
        }
        #expect(blurs.first?.frame == field)
        #expect(blurs.first?.clip == Path.roundedRect(field, radius: field.height / 2))
    }

    @Test func theSameTreeGivesTheSameList() throws {
        let tree = try Self.layout("Counter Input", "State=Focused")
        let first = try SceneFixtures.build(tree, scale: 3), second = try SceneFixtures.build(tree, scale: 3)
        #expect(first.paths.map(\.path) == second.paths.map(\.path))
        #expect(first.paths.map(\.color) == second.paths.map(\.color))
        #expect(first.texts.flatMap(\.glyphs).map(\.key) == second.texts.flatMap(\.glyphs).map(\.key))
    }
}
