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
        ("Composer", "Style=Default, State=Typing", "sendIcon", "arrow-up", "Send"),
        ("Composer", "Style=Overlay, State=Empty", "accessory", "paperclip", "Attach a file"),
        ("Chip Input", "State=Filled", "chip1Remove", "close", "Remove tag Design"),
        ("Chip Input", "State=Error", "chip2Remove", nil, "Remove tag Research"),
        ("Chip Input", "State=Focused", "chip3Remove", nil, "Remove tag Travel"),
        ("Text Input", "Type=Password, State=Filled", "iconRight", "eye-off", "Show password"),
        ("Text Input", "Type=Default, State=Focused", "clear", "close-circle", "Clear text"),
        ("Text Input", "Type=Left Selection, State=Filled", "selectionChevron", nil, "Choose country code"),
        ("Text Input", "Type=Right Selection, State=Filled", "selectionChevron", nil, "Choose currency"),
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
        ("Appetite.chipInput.accessibility.removeChip", "Schlagwort %@ entfernen", "Chip Input", "State=Filled", "chip3Remove", "Schlagwort Travel entfernen"),
        ("Appetite.composer.accessibility.send", "Envoyer", "Composer", "Style=Default, State=Typing", "sendIcon", "Envoyer"),
        ("Appetite.textInput.accessibility.showPassword", "Passwort anzeigen", "Text Input", "Type=Password, State=Filled", "iconRight", "Passwort anzeigen"),
        ("Appetite.textInput.accessibility.clear", "Effacer", "Text Input", "Type=Default, State=Focused", "clear", "Effacer"),
    ]

    @Test(arguments: translated)
    func aStringsFileRenamesThem(key: String, text: String, set: String, variant: String, node: String, name: String) throws {
        let strings = try StringsTests.strings("\"\(key)\" = \"\(text)\";")
        let renderer = try Renderer(home: try SpecimenHome.locate(), strings: strings)
        let configuration = try Catalogue.standard.configuration(set: set, variant: variant)
        #expect(strings.accessibleNames(for: try renderer.layout(configuration))[node] == name)
        if node.hasSuffix("Icon") || node.hasSuffix("Remove") || node == "iconRight" || node == "clear" {
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

    /// The states a press reaches that no variant starts in, with buttons of their own to name.
    static let played: [(set: String, variant: String, properties: [String], script: String)] = [
        ("Text Input", "Type=Password, State=Filled", [], "press iconRight"),
        ("Text Input", "Type=Left Selection, State=Filled", [], "press selection; press tooltip"),
        ("Text Input", "Type=Right Selection, State=Focused", [], "press selection"),
        ("Text Input", "Type=Default, State=Placeholder", [], "focus; type \"Sam\""),
        ("Composer", "Style=Default, State=Empty", ["Avatar=on", "Action=on"], "press action; type \"Hi\""),
        ("Chip Input", "State=Focused", [], "type \"Photography,\"; press tooltip"),
        ("InputPassword", "State=Editing, Characters=Hidden", [], "press trailingIcon"),
        ("Counter Input", "State=Filled", [], "press tooltip"),
    ]

    /// A button's accessible name: its own key's string, else the first key's string among what it holds.
    static func name(of button: LayoutNode, _ names: [String: String]) -> String? {
        if let own = names[button.name] { return own }
        return button.children.lazy.compactMap { name(of: $0, names) }.first
    }

    /// Every icon glyph drawn in `node` and under it.
    static func glyphs(_ node: LayoutNode) -> [String] {
        node.paints.compactMap { if case .icon(let glyph, _, _) = $0 { glyph.name } else { nil } } + node.children.flatMap(glyphs)
    }

    /// Item 10 over every set x every variant x the played states: every button has a name, and no
    /// name is the name of a glyph (`arrow-up`, `close`, `eye-off`), in the layout and in the SVG, where
    /// a glyph that only decorates (the hint's information-outline, the lock) is hidden instead.
    @Test func noButtonIsNamedByItsGlyph() throws {
        let renderer = try Renderer(home: try SpecimenHome.locate())
        var trees: [(String, LayoutTree)] = []
        for configuration in Catalogue.standard.allConfigurations {
            trees.append((configuration.name, try renderer.layout(configuration)))
            // No glyph the picture draws is read out by its name: a button's glyph takes the button's
            // name, a decorative one is hidden (aria-hidden).
            let svg = try renderer.svg(configuration, options: RenderOptions())
            for glyph in Set(try renderer.layout(configuration).allNodes.flatMap(Self.glyphs)) {
                #expect(!svg.contains("aria-label=\"\(glyph)\""), "\(configuration.name): a glyph is named \(glyph) in the SVG")
            }
        }
        for played in Self.played {
            let configuration = try Catalogue.standard.configuration(set: played.set, variant: played.variant, properties: played.properties)
            for step in try renderer.play(configuration, script: try EventScript(parsing: played.script)).steps {
                trees.append(("\(configuration.name) after \(played.script)", step.layout))
            }
        }
        var buttons = 0
        for (name, tree) in trees {
            let names = AccessibilityStrings.defaults.accessibleNames(for: tree)
            for button in tree.allNodes where button.role.name == "button" {
                buttons += 1
                let label = Self.name(of: button, names)
                #expect(label?.isEmpty == false, "\(name): \(button.name) has no accessible name")
                #expect(!Self.glyphs(button).contains(label ?? ""), "\(name): \(button.name) is named by its glyph")
            }
        }
        #expect(buttons >= 150, "every set's buttons are checked: \(buttons)")
    }
}
