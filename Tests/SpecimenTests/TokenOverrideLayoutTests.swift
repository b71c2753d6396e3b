import Foundation
import Testing
import Specimen

/// A user's token file reaches the layout's sizes too, not only the colours.
@Suite struct TokenOverrideLayoutTests {
    @Test func aTypographyOverrideChangesTheValueLine() throws {
        let json = #"{"typography": {"value": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 20, "lineHeight": 32, "fontWeight": 400}}}}"#
        let overrides = try TokenDocument.parse(Data(json.utf8), source: "test")
        let renderer = try Renderer(home: SpecimenHome.locate(), tokenOverrides: overrides)
        let configuration = try Catalogue.standard.configuration(set: "Text Input", variant: "State=Filled")
        let changed = try #require(renderer.layout(configuration).node(named: "value"))
        let standard = try #require(Renderer.standard().layout(configuration).node(named: "value"))
        #expect(standard.frame.height == 24)
        #expect(changed.frame.height == 32)
        // The field keeps the spec's 56 in every case: the line is centred in it.
        #expect(try renderer.layout(configuration).node(named: "field")?.frame.height == 56)
    }

    /// InputPassword's text styles come from its own theme, so a token file reaches them too.
    @Test func aBackbaseTypographyOverrideChangesThePasswordValue() throws {
        let json = #"{"theme.typography.input.value": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 18, "lineHeight": 28, "fontWeight": 400}}}"#
        let overrides = try TokenDocument.parse(Data(json.utf8), source: "test")
        let renderer = try Renderer(home: SpecimenHome.locate(), tokenOverrides: overrides)
        let configuration = try Catalogue.standard.configuration(set: "InputPassword", variant: "State=Default")
        #expect(try Renderer.standard().layout(configuration).node(named: "value")?.frame.height == 24)
        #expect(try renderer.layout(configuration).node(named: "value")?.frame.height == 28)
    }

    @Test func aTypoInATokenFileSuggestsThePathOnce() throws {
        let overrides = try TokenDocument.parse(Data(##"{"brand": {"bsae": "#FF0000"}}"##.utf8), source: "typo.json")
        #expect {
            _ = try Renderer(home: SpecimenHome.locate(), tokenOverrides: overrides)
        } throws: { error in
            let text = "\(error)"
            return text == "unknown token brand/bsae; closest: brand/base"
        }
    }
}
