import Foundation
import Testing
import Specimen

/// Issue 25, item 10: a control's accessible name says what it does ("Decrease", not the glyph's
/// name "minus"), from the key its document gives the node with a default string, which a
/// `Localizable.strings` file overrides; a string may interpolate values (`%@`, `%1$@`) the node
/// binds, such as a cell's place in the code.
@Suite struct AccessibleNameTests {
    static let names: [(set: String, variant: String, node: String, glyph: String?, name: String)] = [
        ("Stepper", "Size=sm, State=Default", "decrementIcon", "minus", "Decrease"),
        ("Stepper", "Size=md, State=Max", "incrementIcon", "plus", "Increase"),
        ("Counter Input", "State=Focused", "decrementIcon", "minus", "Decrease"),
        ("Counter Input", "State=Filled", "incrementIcon", "plus", "Increase"),
        ("InputPassword", "State=Default, Characters=Hidden", "trailingIcon", "eye-off", "Password security"),
        ("InputPassword", "State=Error, Characters=Visible", "leadingIcon", "lock", "Lock icon"),
        ("Digit Input", "State=Focused", "cell3", nil, "Digit 3 of 4"),
    ]

    @Test(arguments: names)
    func controlsAreNamedForWhatTheyDo(set: String, variant: String, node: String, glyph: String?, name: String) throws {
        let renderer = try Renderer(home: try SpecimenHome.locate())
        let configuration = try Catalogue.standard.configuration(set: set, variant: variant)
        #expect(AccessibilityStrings.defaults.accessibleNames(for: try renderer.layout(configuration))[node] == name)
        guard let glyph else { return }
        let svg = try renderer.svg(configuration, options: RenderOptions())
        #expect(StringsTests.label(of: node, in: svg) == name)
        #expect(!svg.contains("aria-label=\"\(glyph)\""), "the glyph's name \(glyph) is replaced")
    }

    /// A strings file renames them, and may move or drop the values a string interpolates.
    static let translated: [(key: String, text: String, set: String, variant: String, node: String, name: String)] = [
        ("Appetite.stepper.accessibility.decrement", "Verringern", "Stepper", "Size=sm, State=Default", "decrementIcon", "Verringern"),
        ("Appetite.counterInput.accessibility.increment", "Augmenter", "Counter Input", "State=Filled", "incrementIcon", "Augmenter"),
        ("Appetite.digitInput.accessibility.cell", "Ziffer %@ von %@", "Digit Input", "State=Filled", "cell2", "Ziffer 2 von 4"),
        ("Appetite.digitInput.accessibility.cell", "全%2$@桁中%1$@桁目", "Digit Input", "State=Filled", "cell4", "全4桁中4桁目"),
        ("Appetite.digitInput.accessibility.cell", "Code digit", "Digit Input", "State=Filled", "cell1", "Code digit"),
        ("Appetite.digitInput.accessibility.cell", "100%% digit %@", "Digit Input", "State=Filled", "cell1", "100% digit 1"),
    ]

    @Test(arguments: translated)
    func aStringsFileRenamesThem(key: String, text: String, set: String, variant: String, node: String, name: String) throws {
        let strings = try StringsTests.strings("\"\(key)\" = \"\(text)\";")
        let renderer = try Renderer(home: try SpecimenHome.locate(), strings: strings)
        let configuration = try Catalogue.standard.configuration(set: set, variant: variant)
        #expect(strings.accessibleNames(for: try renderer.layout(configuration))[node] == name)
        if node.hasSuffix("Icon") {
            #expect(StringsTests.label(of: node, in: try renderer.svg(configuration, options: RenderOptions())) == name)
        }
    }

    /// Every key a layout gives has a default, so no control is ever named by its glyph.
    @Test func everyKeyHasADefault() throws {
        let renderer = try Renderer(home: try SpecimenHome.locate())
        for configuration in Catalogue.standard.allConfigurations {
            for node in try renderer.layout(configuration).allNodes {
                guard let key = node.accessibilityKey else { continue }
                #expect(AccessibilityStrings.defaults[key]?.isEmpty == false, "\(configuration.name) \(node.name): \(key) has no default")
            }
        }
    }
}
