import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import Testing

/// Issue 25, item 9: at text scale 3.0 the title was cut to "Titl…" while "(Optional)" stayed whole.
/// The title names the field (it is its accessible name), so "(Optional)" gives way first: cut with
/// "…", then gone, before the title is cut. The row never overflows its 340 pt, tooltip kept.
@Suite struct TextInputTitleRowTests {
    static func layout(_ variant: String, scale: Double, _ properties: [String] = []) throws -> LayoutTree {
        let configuration = try Catalogue.standard.configuration(set: "Text Input", variant: variant, properties: properties)
        return try Fixtures.engine().layout(configuration, environment: LayoutEnvironment(textScale: scale))
    }

    @Test(arguments: Fixtures.variants("Text Input"), [1.0, 2.0, 3.0])
    func theTitleStaysWholeWhileOptionalGivesWay(variant: String, scale: Double) throws {
        let tree = try Self.layout(variant, scale: scale)
        let title = try Fixtures.node(tree, "title"), optional = try Fixtures.node(tree, "optional")
        #expect(title.text == "Title of input", "\(variant) at \(scale): the title reads \(title.text ?? "nothing")")
        #expect(optional.frame.maxX <= 340 - 24, "the row leaves the tooltip its 16 + 8 pt")
        #expect(optional.frame.minX == title.frame.maxX + 4)
        if scale < 3 { #expect(optional.text == "(Optional)") }
    }

    @Test func aTitleTooLongForTheRowIsCutAfterOptionalGaveWay() throws {
        let long = String(repeating: "Wide content ", count: 12)
        let tree = try Self.layout("Type=Default, State=Filled", scale: 1, ["Input Label Text=\(long)"])
        let title = try Fixtures.node(tree, "title")
        #expect(title.text?.hasSuffix("…") == true)
        #expect(title.frame.width >= 300, "the title takes the row once (Optional) has given way")
        #expect(try Fixtures.node(tree, "tooltip").frame.minX == 324)
    }
}
