import Foundation
import SpecimenPNG
import Testing
@testable import SpecimenGallery

/// Contact sheets: the grid follows the Variant properties, every variant is drawn once, labelled.
@Suite struct ContactSheetTests {
    @Test(arguments: [("Text Input", 6, 5), ("Stepper", 2, 3), ("Composer", 2, 2), ("Digit Input", 1, 5)])
    func gridFollowsTheVariantProperties(set: String, rows: Int, columns: Int) throws {
        let grid = ContactSheet.grid(for: try Catalogue.standard.set(named: set))
        #expect(grid.rows.count == rows && grid.columns.count == columns)
        #expect(grid.cells.count == rows && grid.cells.allSatisfy { $0.count == columns })
        let names = grid.cells.flatMap { $0 }.map(\.name)
        #expect(names == (try Catalogue.standard.set(named: set)).variants.map(\.name))
    }

    @Test func textInputRowsAreTypesAndColumnsStates() throws {
        let grid = ContactSheet.grid(for: try Catalogue.standard.set(named: "Text Input"))
        #expect(grid.rows.first == "Type=Default" && grid.rows.last == "Type=Suffix")
        #expect(grid.columns == ["State=Placeholder", "State=Filled", "State=Focused", "State=Error", "State=Disabled"])
        #expect(grid.cells[3][1].name == "Type=Password, State=Filled")
    }

    /// One group per variant, holding that variant's own nodes moved into its cell, and the labels.
    @Test func sheetComposesTheVariantsLists() throws {
        let renderer = try Fixtures.standardRenderer()
        let sheet = try ContactSheet(renderer: renderer).displayList(for: (try Catalogue.standard.set(named: "Stepper")), options: RenderOptions(theme: .dark, scale: 2))
        let cells = sheet.nodes.compactMap { node -> SceneGroup? in
            if case .group(let group) = node { return group }
            return nil
        }
        #expect(cells.count == (try Catalogue.standard.set(named: "Stepper")).variants.count)
        let labels = sheet.nodes.compactMap { node -> String? in
            if case .text(let text) = node { return text.text }
            return nil
        }
        #expect(labels == ["Stepper", "State=Default", "State=Min", "State=Max", "Size=sm", "Size=md"])
        let single = try renderer.displayList(try Fixtures.configuration("Stepper", "Size=sm, State=Default"), options: RenderOptions(theme: .dark, scale: 2))
        #expect(cells[0].children.count == single.nodes.count)
        #expect(sheet.pixelWidth == Int((sheet.bounds.width * 2).rounded(.up)))
    }

    /// Each column heading starts where its variants' frames start: the Focused Counter's focus ring
    /// reaches 4 pt further left, and the heading must not sit 4 pt left of the title under it.
    @Test func columnHeadingsLineUpWithTheFrames() throws {
        let sheet = try ContactSheet(renderer: try Fixtures.standardRenderer())
            .displayList(for: try Catalogue.standard.set(named: "Counter Input"), options: RenderOptions(scale: 1))
        var headings: [String: Double] = [:]
        var cells: [Double] = []
        for node in sheet.nodes {
            switch node {
            case .text(let text): headings[text.text] = text.glyphs.first.map { $0.origin.x } ?? 0
            case .group(let group): cells.append(Self.leftmostGlyph(in: .group(group)) ?? 0)
            default: break
            }
        }
        let placeholder = try #require(headings["State=Placeholder"]), focused = try #require(headings["State=Focused"])
        // The title "Title of input" starts the same distance after its heading in both columns.
        #expect(abs((cells[2] - focused) - (cells[0] - placeholder)) < 1e-9)
    }

    private static func leftmostGlyph(in node: SceneNode) -> Double? {
        switch node {
        case .text(let text): return text.glyphs.first?.origin.x
        case .group(let group): return group.children.lazy.compactMap { leftmostGlyph(in: $0) }.first
        default: return nil
        }
    }

    /// The sheet rasterizes to a PNG of its size and writes as SVG with every variant's title.
    @Test func writesPNGAndSVG() throws {
        let sheet = ContactSheet(renderer: try Fixtures.standardRenderer())
        let options = RenderOptions(scale: 1)
        let list = try sheet.displayList(for: try Catalogue.standard.set(named: "Digit Input"), options: options)
        let png = try sheet.render(try Catalogue.standard.set(named: "Digit Input"), options: options, format: .png)
        let decoded = try PNGDecoder().decode(png)
        #expect(decoded.width == list.pixelWidth && decoded.height == list.pixelHeight)
        let svg = String(decoding: try sheet.render(try Catalogue.standard.set(named: "Digit Input"), options: options, format: .svg), as: UTF8.self)
        #expect(svg.contains("<svg") && svg.contains("state-focused"))
    }

    @Test func translationMovesEveryKindOfNode() {
        let path = SceneNode.path(ScenePath(path: .rect(Rect(x: 1, y: 2, width: 3, height: 4)), color: .black))
        guard case .path(let moved) = path.translated(dx: 10, dy: 20) else {
            Issue.record("a path did not stay a path")
            return
        }
        #expect(moved.path.controlBounds == Rect(x: 11, y: 22, width: 3, height: 4))
        let text = SceneNode.text(SceneText(text: "a", color: .black, glyphs: [SceneGlyph(key: "k", outline: Path(), origin: Point(x: 5, y: 6))]))
        guard case .text(let movedText) = text.translated(dx: -5, dy: 4) else {
            Issue.record("a text did not stay a text")
            return
        }
        #expect(movedText.glyphs[0].origin == Point(x: 0, y: 10))
    }
}
