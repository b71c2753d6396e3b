import Foundation
import SpecimenSupport
import Testing
import Pixels
import SpecimenCatalogue
@testable import SpecimenTokens

/// The spec's token table: every semantic token's Light and Dark value, resolved through its alias.
@Test(arguments: [
    ("border/sub-200", "#D1D1D6", "#48484A"), ("brand/base", "#155DFC", "#2B7FFF"),
    ("state/error/base-500", "#FB2C36", "#FB2C36"), ("text/soft-500", "#8E8E93", "#AEAEB2"),
    ("fg/soft-500", "#8E8E93", "#AEAEB2"), ("text/strong-950", "#0E0E0F", "#FFFFFF"),
    ("text/sub-700", "#48484A", "#C7C7CC"), ("text/disabled-400", "#AEAEB2", "#8E8E93"),
    ("border/soft-100", "#E9E9EA", "#2F2F31"), ("bg/white-0", "#FFFFFF", "#0E0E0F"),
    ("bg/weak-50", "#F4F5F5", "#242427"), ("bg/soft-100", "#E9E9EA", "#48484A"),
    ("fg/sub-700", "#48484A", "#C7C7CC"), ("fg/disabled-400", "#AEAEB2", "#8E8E93"),
    ("text/on-color/strong", "#FFFFFF", "#FFFFFF"), ("static/static-white-0", "#FFFFFF", "#FFFFFF"),
])
func semanticTokens(token: String, light: String, dark: String) throws {
    let home = try SpecimenHome.locate()
    #expect(try ThemeLibrary.theme(named: "appetite-light", mode: "light", home: home).color(TokenPath(token)).hex == light)
    #expect(try ThemeLibrary.theme(named: "appetite-dark", mode: "dark", home: home).color(TokenPath(token)).hex == dark)
}

@Test func sixteenSemanticTokensAllAliasPrimitives() throws {
    let home = try SpecimenHome.locate()
    let theme = try ThemeLibrary.theme(named: "appetite-light", mode: "light", home: home)
    // The list is Appetite's data, beside its documents: Themes/appetite/semantic-tokens.json.
    let file = home.themes.appendingPathComponent("appetite/semantic-tokens.json")
    let list = try JSONReader.parse(Array(try Data(contentsOf: file)), dialect: .json5)
    guard case .object(let members) = list, case .array(let items)? = members.first(where: { $0.key == "tokens" })?.value else {
        Issue.record("\(file.path) holds no tokens list")
        return
    }
    let semantic = items.compactMap { item -> TokenPath? in if case .string(let path) = item { TokenPath(path) } else { nil } }
    #expect(semantic.count == 16)
    for token in semantic {
        #expect(theme.aliases[token]?.segments.first == "colors", "\(token) should alias a primitive")
    }
}

/// Overlay primitives and effects, the same in both modes.
@Test(arguments: ["appetite-light", "appetite-dark"])
func overlayPrimitivesAndFocusRing(theme name: String) throws {
    let theme = try ThemeLibrary.theme(named: name, mode: name, home: try SpecimenHome.locate())
    #expect(try theme.color("colors/alpha/black/alpha-24") == Color(red: 0, green: 0, blue: 0, alpha: 61))
    #expect(try theme.color("colors/alpha/white/alpha-24") == Color(red: 255, green: 255, blue: 255, alpha: 61))
    #expect(try theme.color("colors/alpha/white/alpha-72") == Color(red: 255, green: 255, blue: 255, alpha: 184))
    #expect(try theme.dimension("focusRing/brand/gap") == 2)
    #expect(try theme.dimension("focusRing/brand/width") == 2)
    #expect(try theme.color("focusRing/brand/gap-color") == theme.color("bg/white-0"))
    #expect(try theme.color("focusRing/brand/color") == theme.color("brand/base"))
    #expect(try theme.dimension("backdropBlur/sm") > 0)
}

/// The spec's type styles: size / line height / weight.
@Test(arguments: [
    ("typography/value", 16.0, 24.0, FontWeight.regular), ("typography/counter", 18, 28, .semiBold),
    ("typography/digit", 30, 36, .medium), ("typography/stepper", 16, 24, .semiBold),
    ("typography/label", 14, 20, .medium), ("typography/hint", 12, 16, .regular),
])
func textStyles(token: String, size: Double, lineHeight: Double, weight: FontWeight) throws {
    let style = try ThemeLibrary.theme(named: "appetite-light", mode: "light", home: try SpecimenHome.locate()).textStyle(TokenPath(token))
    #expect(style.size == size && style.lineHeight == lineHeight && style.weight == weight)
}

@Test func pathsReadTheSameWithSlashesOrDots() {
    #expect(TokenPath("theme.color.input.default.border") == TokenPath("theme/color/input/default/border"))
    #expect(TokenPath("brand.base").description == "brand/base")
}
