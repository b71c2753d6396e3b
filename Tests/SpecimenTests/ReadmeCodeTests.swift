import Foundation
import Testing
import Specimen
import SpecimenPNG

/// The README's typed-model and design-system examples run, and do what the README says they do.
@Suite struct ReadmeCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// "Send is brand, caret after the text": the content typed in code decides, not the Empty variant.
    @Test func theModelExampleLaysOutItsContent() throws {
        let tree = try layOutReadmeModelExample()
        let send = try #require(tree.node(named: "send"))
        #expect(send.paints.compactMap { if case .fill(_, let color) = $0 { color.description } else { nil } } == ["brand/base"])
        let value = try #require(tree.node(named: "value"))
        #expect(value.paints.contains { if case .text(let run, _, _) = $0 { run.text == "On my way" } else { false } })
        let caret = try #require(tree.node(named: "caret"), "the field is focused, so it draws a caret")
        #expect(caret.frame.minX == value.frame.maxX)
    }

    /// The Primer example's Button, drawn from its folder by the README's code, is its golden: the
    /// picture `specimen snapshot record` drew in that project.
    @Test func theDesignSystemExampleDrawsTheFoldersButton() throws {
        let png = try renderReadmeDesignSystemExample(folder: Self.root.appendingPathComponent("Examples/primer/design-system").path)
        let golden = Self.root.appendingPathComponent("Examples/primer/Snapshots/Button/Variant=Default, Size=Small, State=Rest/light@2x.png")
        let drawn = try PNGDecoder().decode(png)
        let expected = try PNGDecoder().decode(Array(try Data(contentsOf: golden)))
        #expect(drawn.width == expected.width && drawn.height == expected.height)
        #expect(drawn.data == expected.data)
    }
}
