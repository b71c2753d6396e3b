import Testing
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout
import SpecimenText

/// Where the spec ties a look to content, the content decides; the variant only chooses where the
/// content starts. Each row: a variant, the user's properties, a node and what it must show.
@Suite struct ContentDecidesTests {
    /// (set, variant, properties, node, the colour token of its fill, or of its ink when it has no fill)
    static let looks: [(String, String, [String], String, String)] = [
        // "Send stays dormant while the field is empty and turns brand blue as soon as there is text."
        ("Composer", "State=Typing", [], "send", "brand/base"),
        ("Composer", "State=Typing", ["Value="], "send", "bg/soft-100"),
        ("Composer", "State=Typing", ["Value="], "sendIcon", "fg/disabled-400"),
        ("Composer", "State=Empty", ["Value=Hi"], "send", "brand/base"),
        ("Composer", "State=Empty", [], "send", "bg/soft-100"),
        // Min and Max show when the value sits on a bound, whatever the variant said.
        ("Stepper", "State=Default", ["Value=0"], "decrementIcon", "fg/disabled-400"),
        ("Stepper", "State=Default", ["Value=10"], "incrementIcon", "fg/disabled-400"),
        ("Stepper", "State=Default", ["Value=5", "Minimum=5"], "decrementIcon", "fg/disabled-400"),
        ("Stepper", "State=Min", ["Minimum=0"], "decrementIcon", "fg/sub-700"),
        ("Stepper", "State=Max", ["Maximum=99"], "incrementIcon", "fg/sub-700"),
        ("Stepper", "State=Min", ["Value=7"], "decrementIcon", "fg/disabled-400"),
        ("Stepper", "State=Default", ["Value=two"], "decrementIcon", "fg/sub-700"),
        ("Counter Input", "State=Filled", ["Input Number=0"], "decrementIcon", "fg/disabled-400"),
        ("Counter Input", "State=Filled", ["Maximum=24"], "incrementIcon", "fg/disabled-400"),
        ("Counter Input", "State=Filled", [], "decrementIcon", "fg/sub-700"),
        // InputPassword shows Error exactly when it has error text.
        ("InputPassword", "State=Default", ["Error Text=Too short"], "errorText", "theme/color/foreground/danger"),
        ("InputPassword", "State=Error", ["Error Text="], "helperText", "theme/color/foreground/support"),
        // The Error specimens say what went wrong in the hint.
        ("Text Input", "State=Error", [], "hintText", "state/error/base-500"),
    ]

    @Test(arguments: looks)
    func theContentDecidesTheLook(set: String, variant: String, properties: [String], node: String, token: String) throws {
        let tree = try Fixtures.layout(set, variant, properties)
        let found = try Fixtures.node(tree, node)
        #expect((found.fillColors.first ?? found.inkColor) == token)
    }

    @Test func anErrorSpecimenSaysWhatWentWrongUnlessTheUserGaveAHint() throws {
        #expect(
            try Fixtures.node(try Fixtures.layout("Text Input", "State=Error"), "hintText").text == "Enter a valid value", "an Error the person gave no hint says what went wrong")
        let own = try Fixtures.layout("Text Input", "State=Error", ["Help Text=Enter an email"])
        #expect(try Fixtures.node(own, "hintText").text == "Enter an email")
        #expect(try Fixtures.node(try Fixtures.layout("Text Input", "State=Filled"), "hintText").text == "This is a hint text to help user")
    }

    @Test func theTextAreaCounterCountsTheText() throws {
        let tree = try Fixtures.layout("Text Area", "State=Filled", ["Value Text=naïve 👩‍👩‍👧"])
        #expect(try Fixtures.node(tree, "counter").text == "7/500")
    }

    /// Digit Input is Filled exactly when every cell holds a digit; content comes through the model.
    @Test func digitCellsShowTheirContent() throws {
        var model = DocumentModel(try Catalogue.standard.configuration(set: "Digit Input", variant: "State=Default"))
        #expect(model.currentValues["State"] == "Default")
        model.code = "1234"
        #expect(model.currentValues["State"] == "Filled")
        let tree = try Fixtures.engine().layout(model)
        #expect(try Fixtures.node(tree, "digit4").text == "4")
        #expect(tree.node(named: "caret") == nil)
    }

    /// "Text, any string": a value that is not a number renders, and sits on no bound.
    @Test(arguments: [("Stepper", "Value", "two"), ("Counter Input", "Input Number", "1.5"), ("Stepper", "Value", "")])
    func anyValueRenders(set: String, property: String, value: String) throws {
        let tree = try Fixtures.layout(set, nil, ["\(property)=\(value)"])
        #expect(try Fixtures.node(tree, "value").text == value)
    }

    @Test func aModelMadeInCodeLaysOutAsItsVariant() throws {
        var composer = DocumentModel(try Catalogue.standard.configuration(set: "Composer", variant: "State=Empty"))
        composer.content["Value"] = "Hello"
        composer.isFocused = true
        let tree = try Fixtures.engine().layout(composer)
        #expect(try Fixtures.node(tree, "send").fillColors == ["brand/base"])
        let caret = try Fixtures.node(tree, "caret")
        #expect(caret.frame.minX == (try Fixtures.node(tree, "value")).frame.maxX)
    }
}
