import Foundation
import Testing
import Specimen

/// Real design systems' files (`Examples/`, unchanged, with their licences) plus a mapping of a few
/// lines re-theme every set through the Swift API: every set draws with colours from the design
/// system's file, and its pictures change.
@Suite struct DesignSystemMappingTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    static func renderer(_ files: [String]) throws -> Renderer {
        let documents = try files.map { try TokenDocument.load(contentsOf: examples.appendingPathComponent($0)) }
        return try Renderer(home: SpecimenHome.locate(), tokenOverrides: TokenDocument.layered(documents))
    }

    /// (primitives, mapping, mode, the design system's brand colour in that mode)
    @Test(arguments: [
        ("primer/light.json5", "primer/mapping.tokens.json", ThemeMode.light, "#0969DA"),
        ("digdir/light/digdir.json", "digdir/mapping.tokens.json", ThemeMode.light, "#0062BA"),
        ("digdir/dark/digdir.json", "digdir/mapping.tokens.json", ThemeMode.dark, "#4C91CF"),
    ])
    func everySetIsReThemed(primitives: String, mapping: String, mode: ThemeMode, brand: String) throws {
        let mapped = try Self.renderer([primitives, mapping])
        #expect(mapped.tokenWarnings.isEmpty, "\(mapped.tokenWarnings)")
        let standard = try Renderer.shared()
        for set in Catalogue.standard.sets {
            let theme = try mapped.theme(for: set, mode: mode)
            let brandToken: TokenPath = set.designSystem == "Appetite UI" ? "brand/base" : "theme/color/border/brand"
            #expect(try theme.color(brandToken).hex == brand, "\(set.name)")
            let configuration = ComponentConfiguration(set: set, variant: set.defaultVariant)
            let options = RenderOptions(theme: mode, scale: 1)
            #expect(try mapped.png(configuration, options: options) != standard.png(configuration, options: options), "\(set.name) changes")
        }
    }

    /// The mapping's own tokens all resolve to the design system's values: no alias of it falls back
    /// to a shipped colour.
    @Test func theMappingResolvesIntoTheDesignSystemsFile() throws {
        let mapped = try Self.renderer(["primer/light.json5", "primer/mapping.tokens.json"])
        let theme = try mapped.theme(for: try Catalogue.standard.set(named: "Text Input"), mode: .light)
        #expect(try theme.color("state/error/base-500").hex == "#CF222E")
        #expect(theme.aliases["brand/base"] == "base/color/blue/5")
        #expect(try theme.color("focusRing/brand/color").hex == "#0969DA", "through Specimen's own alias of brand/base")
    }
}
