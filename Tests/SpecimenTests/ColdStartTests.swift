import Foundation
import Testing
import Specimen

/// What a cold `specimen render` skips must not change what it draws: layout sizes come from the
/// theme of the mode drawn (so a dark render reads one theme file), which holds only while the shipped
/// modes agree on every size, and a `dark:` token file reaches dark renders' sizes.
@Suite struct ColdStartTests {
    static let modes: [(light: String, dark: String)] = [("appetite-light", "appetite-dark"), ("backbase-light", "backbase-dark")]

    @Test(arguments: modes)
    func theShippedModesAgreeOnEverySizeTheLayoutReads(_ pair: (light: String, dark: String)) throws {
        let home = try SpecimenHome.locate()
        let light = try ThemeLibrary.theme(named: pair.light, mode: "light", home: home)
        let dark = try ThemeLibrary.theme(named: pair.dark, mode: "dark", home: home)
        // A document reads its text styles and the focus ring's widths by token path: every typography
        // and dimension token must be the same in both modes.
        let lightSizes = Self.sizes(light), darkSizes = Self.sizes(dark)
        #expect(lightSizes.values.contains { if case .typography = $0 { true } else { false } }, "\(pair.light) has typography tokens")
        #expect(lightSizes == darkSizes)
    }

    /// The theme's typography and dimension tokens, by path.
    static func sizes(_ theme: Theme) -> [TokenPath: TokenValue] {
        theme.values.filter { _, value in
            switch value {
            case .typography, .dimension: true
            default: false
            }
        }
    }

    @Test(arguments: ["Text Input", "InputPassword", "Digit Input"], [ThemeMode.light, .dark])
    func aRenderLaysOutAsTheLightLayoutDoes(set: String, mode: ThemeMode) throws {
        let renderer = try Renderer.standard()
        let configuration = try Catalogue.standard.configuration(set: set, variant: nil)
        let rendering = try renderer.rendering(configuration, options: RenderOptions(theme: mode, scale: 2))
        let light = try renderer.layout(configuration)
        #expect(rendering.tree.allNodes.map(\.name) == light.allNodes.map(\.name))
        #expect(rendering.tree.allNodes.map(\.frame) == light.allNodes.map(\.frame))
    }

    @Test func aDarkTokenFileReachesDarkSizesOnly() throws {
        let json = #"{"typography": {"value": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 20, "lineHeight": 32, "fontWeight": 400}}}}"#
        let renderer = try Renderer(home: SpecimenHome.locate(), modeTokenOverrides: [.dark: try TokenDocument.parse(Data(json.utf8), source: "dark.json")])
        let configuration = try Catalogue.standard.configuration(set: "Text Input", variant: "State=Filled")
        let dark = try renderer.rendering(configuration, options: RenderOptions(theme: .dark))
        let light = try renderer.rendering(configuration, options: RenderOptions(theme: .light))
        #expect(dark.tree.node(named: "value")?.frame.height == 32)
        #expect(light.tree.node(named: "value")?.frame.height == 24)
    }
}
