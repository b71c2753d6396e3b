import Geometry
import Testing
import SpecimenLayout

/// Text Input against the spec's Preview numbers: 340 x 104, label 20, gap 6, field 56, gap 6, hint 16.
@Suite struct TextInputTests {
    static let variants = Fixtures.variants("Text Input")
    static let types = ["Default", "Left Selection", "Right Selection", "Password", "Prefix", "Suffix"]

    @Test func thirtyVariants() {
        #expect(Self.variants.count == 30)
    }

    @Test(arguments: variants)
    func rowsAreTheSpecsInEveryVariant(variant: String) throws {
        let tree = try Fixtures.layout("Text Input", variant)
        #expect(tree.frame == Rect(0, 0, 340, 104))
        #expect(try Fixtures.node(tree, "label").frame == Rect(0, 0, 340, 20))
        #expect(try Fixtures.node(tree, "field").frame == Rect(0, 26, 340, 56))
        #expect(try Fixtures.node(tree, "hint").frame == Rect(0, 88, 340, 16))
        let rules = tree.allNodes.filter { $0.name == "rule" }
        #expect(rules.count == 1)
        #expect(rules.first?.frame == Rect(0, 81, 340, 1))
        #expect(tree.bounds == tree.frame, "an underlined field draws nothing outside its frame")
    }

    @Test(arguments: types)
    func focusedAddsClearAndMovesNothingElse(type: String) throws {
        let filled = try Fixtures.layout("Text Input", "Type=\(type), State=Filled")
        let focused = try Fixtures.layout("Text Input", "Type=\(type), State=Focused")
        #expect(filled.node(named: "clear") == nil)
        let clear = try Fixtures.node(focused, "clear")
        let added: Set = ["clear", "caret"]
        let before = filled.allNodes.map { ($0.name, $0.frame) }
        let after = focused.allNodes.filter { !added.contains($0.name) }.map { ($0.name, $0.frame) }
        #expect(before.map(\.0) == after.map(\.0))
        for (old, new) in zip(before, after) { #expect(old.1 == new.1, "\(type): \(old.0) moved") }
        // The clear button sits before (left of) the trailing item and after the value.
        let trailing = focused.node(named: "iconRight") ?? focused.node(named: "suffix") ?? focused.node(named: "divider")
        #expect(clear.frame.maxX + 8 == trailing?.frame.minX)
        #expect(clear.frame.minX >= (try Fixtures.node(focused, "caret")).frame.maxX)
    }

    @Test(arguments: ["Placeholder", "Filled", "Focused", "Error", "Disabled"])
    func heightsAreStableAcrossStatesForEveryType(state: String) throws {
        for type in Self.types {
            let tree = try Fixtures.layout("Text Input", "Type=\(type), State=\(state)")
            #expect(tree.frame.height == 104)
            #expect(try Fixtures.node(tree, "field").frame.height == 56)
        }
    }

    @Test func titleRowHoldsTitleOptionalAndTooltip() throws {
        let label = try Fixtures.node(try Fixtures.layout("Text Input"), "label")
        #expect(label.children.map(\.name) == ["title", "optional", "tooltip"])
        #expect(label.children[0].text == "Title of input")
        #expect(label.children[1].text == "(Optional)")
        #expect(label.children[1].frame.minX > label.children[0].frame.maxX)
        #expect(label.children[2].frame.maxX == 340, "the tooltip sits at the far end")
    }

    @Test func labelAndHintOffCloseUpTheColumn() throws {
        let tree = try Fixtures.layout("Text Input", nil, ["Input Label=off", "Help=off"])
        #expect(tree.frame == Rect(0, 0, 340, 56))
        #expect(try Fixtures.node(tree, "field").frame == Rect(0, 0, 340, 56))
        #expect(tree.node(named: "label") == nil && tree.node(named: "hint") == nil)
        let noExtras = try Fixtures.layout("Text Input", nil, ["Optional=off", "Tooltip=off"])
        #expect(try Fixtures.node(noExtras, "label").children.map(\.name) == ["title"])
    }

    @Test func passwordLeadsWithLockEndsOnEyeOffAndShowsTheDots() throws {
        let filled = try Fixtures.layout("Text Input", "Type=Password, State=Filled")
        #expect(try Fixtures.node(filled, "iconLeft").iconName == "lock")
        #expect(try Fixtures.node(filled, "iconRight").iconName == "eye-off")
        #expect(try Fixtures.node(filled, "value").text == String(repeating: "\u{2022}", count: 10))
        let placeholder = try Fixtures.layout("Text Input", "Type=Password, State=Placeholder")
        #expect(try Fixtures.node(placeholder, "placeholder").text == "Placeholder text")
        let swapped = try Fixtures.layout("Text Input", "Type=Password, State=Filled", ["Icon Left Swap=key", "Icon Right Swap=eye"])
        #expect(try Fixtures.node(swapped, "iconLeft").iconName == "key")
        #expect(try Fixtures.node(swapped, "iconRight").iconName == "eye")
    }

    @Test func prefixWritesBeforeTheValueAndSuffixEndsTheRow() throws {
        let prefix = try Fixtures.layout("Text Input", "Type=Prefix, State=Filled")
        let affix = try Fixtures.node(prefix, "prefix")
        #expect(affix.text == "https://")
        #expect(affix.frame.maxX == (try Fixtures.node(prefix, "value")).frame.minX)
        let suffix = try Fixtures.layout("Text Input", "Type=Suffix, State=Filled")
        let unit = try Fixtures.node(suffix, "suffix")
        #expect(unit.text == "kg")
        #expect(unit.frame.maxX == 340 - 16, "the unit ends the row at the field's padding")
        #expect(suffix.node(named: "iconRight") == nil)
    }

    @Test(arguments: [("Left Selection", "+1"), ("Right Selection", "USD")])
    func selectionTypesHaveAPickerAndADivider(type: String, text: String) throws {
        let tree = try Fixtures.layout("Text Input", "Type=\(type), State=Filled")
        let picker = try Fixtures.node(tree, "selection")
        let divider = try Fixtures.node(tree, "divider")
        let value = try Fixtures.node(tree, "value")
        #expect(picker.children.first?.text == text)
        #expect(picker.children.last?.iconName == "chevron-down")
        #expect(divider.frame.width == 1)
        #expect(divider.fillColors == ["border/soft-100"])
        if type == "Left Selection" {
            #expect(picker.frame.maxX < divider.frame.minX && divider.frame.maxX < value.frame.minX)
        } else {
            #expect(value.frame.maxX < divider.frame.minX && divider.frame.maxX < picker.frame.minX)
        }
    }

    /// At rest a long value reads from its start; focused, the field scrolls to keep the caret in view.
    @Test func aLongValueIsCutWithAnEllipsisInsideTheField() throws {
        let long = String(repeating: "A long value that does not fit ", count: 4) + "END"
        let rest = try Fixtures.node(try Fixtures.layout("Text Input", "State=Filled", ["Input Text=\(long)"]), "value")
        #expect(rest.text?.hasPrefix("A long") == true && rest.text?.hasSuffix("\u{2026}") == true)
        let tree = try Fixtures.layout("Text Input", "State=Focused", ["Input Text=\(long)"])
        let value = try Fixtures.node(tree, "value")
        #expect(value.text?.hasPrefix("\u{2026}") == true && value.text?.hasSuffix("END") == true)
        let caret = try Fixtures.node(tree, "caret")
        #expect(caret.frame.minX == value.frame.maxX)
        #expect(caret.frame.maxX <= (try Fixtures.node(tree, "clear")).frame.minX - 8)
    }
}
