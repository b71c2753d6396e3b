import SpecimenSupport
import Testing
@testable import SpecimenCatalogue
@testable import SpecimenDocument
import SpecimenLayout

/// The spec's Properties tables: variant counts per set ("Text Input 30 variants, Text Area 5, ...").
@Test(arguments: [
    ("Text Input", 30), ("Text Area", 5), ("Chip Input", 5), ("Counter Input", 5),
    ("Digit Input", 5), ("Stepper", 6), ("Composer", 4),
])
func variantCount(set: String, count: Int) throws {
    #expect(try Catalogue.standard.set(named: set).variants.count == count)
}

@Test func sixtyAppetiteVariantsInSpecOrder() {
    #expect(
        Catalogue.standard.sets.filter { $0.designSystem == "Appetite UI" }.map(\.name) == [
            "Text Input", "Text Area", "Chip Input", "Counter Input", "Digit Input", "Stepper", "Composer",
        ])
    #expect(Catalogue.standard.sets.filter { $0.designSystem == "Appetite UI" }.reduce(0) { $0 + $1.variants.count } == 60)
}

/// Defaults as the spec's tables state them.
@Test(arguments: [
    ("Text Input", "Type", "Default"), ("Text Input", "State", "Placeholder"),
    ("Text Input", "Input Label", "on"), ("Text Input", "Optional", "on"), ("Text Input", "Tooltip", "on"), ("Text Input", "Help", "on"),
    ("Text Input", "Icon Left", "on"), ("Text Input", "Icon Right", "on"),
    ("Text Input", "Icon Left Swap", "phone"), ("Text Input", "Icon Right Swap", "chevron-down"),
    ("Text Input", "Input Label Text", "Title of input"), ("Text Input", "Input Text", "Placeholder text"),
    ("Text Input", "Help Text", "This is a hint text to help user"),
    // The spec's "ten dots" are what the field draws of the password's ten characters while it is hidden
    // (PasswordRevealTests); the value is the password itself, so the eye shows it (issue 25, item 6).
    ("Text Input", "Password Text", "sunflower7"), ("Text Input", "Prefix Text", "https://"), ("Text Input", "Suffix Text", "kg"),
    ("Text Area", "Counter", "on"), ("Text Area", "Input Text", "Add more detail"), ("Text Area", "Counter Text", "0/500"),
    ("Chip Input", "Input Placeholder Text", "Add tags"), ("Chip Input", "Icon Left", "on"),
    ("Counter Input", "Input Number", "24"),
    ("Digit Input", "State", "Default"),
    ("Stepper", "Size", "sm"), ("Stepper", "State", "Default"), ("Stepper", "Value", "2"),
    ("Composer", "Style", "Default"), ("Composer", "State", "Empty"),
    ("Composer", "Avatar", "off"), ("Composer", "Action", "off"), ("Composer", "Accessory", "on"),
    ("Composer", "Placeholder", "Message"), ("Composer", "Value", "Looks good to me"),
    ("Composer", "Action Icon", "camera"), ("Composer", "Accessory Icon", "paperclip"),
])
func defaults(set: String, property: String, value: String) throws {
    let configuration = try Catalogue.standard.configuration(set: set)
    #expect(configuration.value(property) == value)
}

@Test(arguments: [
    ("Text Input", "Type=Password, State=Error"),
    ("Stepper", "Size=md, State=Min"),
    ("Composer", "Style=Overlay, State=Typing"),
    ("Digit Input", "State=Filled"),
])
func variantNamesAsFigmaNamesThem(set: String, variant: String) throws {
    let names = try Catalogue.standard.set(named: set).variants.map(\.name)
    #expect(names.contains(variant))
    #expect(try Catalogue.standard.configuration(set: set, variant: variant).variant.name == variant)
}

@Test func variantNameParsingIgnoresOrderCaseAndSpaces() throws {
    let v = try Catalogue.standard.configuration(set: "text input", variant: "state = error ,type=password")
    #expect(v.name == "Text Input/Type=Password, State=Error")
}

@Test func digitInputHasItsOwnStateNames() throws {
    let options = try Catalogue.standard.set(named: "Digit Input").property(named: "State").options
    #expect(options == ["Default", "Focused", "Filled", "Disabled", "Error"])
}

@Test func propertiesAreSettableAndValidated() throws {
    let c = try Catalogue.standard.configuration(set: "Text Input", properties: ["Optional=off", "Input Text=Hello", "Icon Left Swap=lock"])
    #expect(!c.isOn("Optional"))
    #expect(c.value("Input Text") == "Hello")
    #expect(c.value("Icon Left Swap") == "lock")
    #expect(c.isOverridden("Input Text") && !c.isOverridden("Help Text"))
    let v = try Catalogue.standard.configuration(set: "Text Input", properties: ["Input Text=a=b"])
    #expect(v.value("Input Text") == "a=b")
}

/// Bad input: each error names the bad part and what is valid.
@Test(
    arguments: [
        ("Text Inptu", nil, [], "valid sets: Text Input"),
        ("Text Input", "Type=Passwrd", [], "valid: Default, Left Selection"),
        ("Text Input", "Kind=Password", [], "its properties: Type, State"),
        ("Text Input", "Password", [], "closest: 'Type=Password, State="),
        ("Text Input", "Qqqqqq", [], "closest: 'Type=Default, State=Placeholder'"),
        ("Text Input", nil, ["Optinal=off"], "its properties: Type, State, Input Label, Optional"),
        ("Text Input", nil, ["Optional=maybe"], "valid: on, off"),
        ("Text Input", nil, ["Optional"], "write it as 'Name=Value'"),
        ("Text Input", nil, ["=x"], "malformed property"),
        ("Text Input", nil, ["State=Error"], "variant property"),
        ("Stepper", nil, ["Minimum=two"], "must be a whole number, not 'two'"),
        ("Counter Input", nil, ["Maximum=1.5"], "whole number"),
        ("Text Input", "State=Error, State=Filled", [], "names 'State' twice"),
        ("Text Input", "state=Error, STATE=error", [], "names 'State' twice"),
        ("Text Input", "", [], "empty variant"),
        ("Text Input", " , ,", [], "empty variant"),
        ("Text Input", nil, ["Input Text=a", "Input Text=b"], "is set twice, to 'a' and to 'b'"),
        ("Text Input", nil, ["Optional=off", "optional=on"], "is set twice"),
        ("Text Input", nil, ["Icon Left Swap=Not An Icon"], "needs an icon name"),
    ] as [(String, String?, [String], String)])
func badInputNamesWhatIsWrong(set: String, variant: String?, properties: [String], fragment: String) {
    do {
        _ = try Catalogue.standard.configuration(set: set, variant: variant, properties: properties)
        Issue.record("expected an error for \(set) \(variant ?? "") \(properties)")
    } catch let error as CatalogueError {
        #expect(error.description.contains(fragment), "\(error.description)")
        #expect(!error.description.contains("\n"))
    } catch {
        Issue.record("unexpected error type \(error)")
    }
}

@Test(arguments: [("phon", "phone"), ("chevron-dwn", "chevron-down"), ("Text Inptu", "Text Input")])
func suggestionsFindTheClosestName(input: String, expected: String) {
    let names = ["phone", "chevron-down", "chevron-up", "Text Input", "Text Area", "lock"]
    #expect(Suggestions.closest(to: input, in: names).first == expected)
}

/// Valid text is never refused: a combining mark or a zero-width joiner right after `=` forms one
/// grapheme with it, and the split must still find the `=`.
@Test(arguments: ["\u{301}x", "\u{200D}", "\u{0308}", "\u{200D}\u{1F469}", "=", " spaced "])
func anyTextAfterTheEqualsSignIsKept(value: String) throws {
    let c = try Catalogue.standard.configuration(set: "Composer", properties: ["Value=" + value])
    #expect(c.value("Value") == value)
}

@Test func theSameValueTwiceIsNotAContradiction() throws {
    let c = try Catalogue.standard.configuration(set: "Text Input", properties: ["Optional=off", "Optional=false"])
    #expect(!c.isOn("Optional"))
}

/// "Text, any string": the Stepper's Value and the Counter's Input Number take any text.
@Test(arguments: [("Stepper", "Value", "two"), ("Counter Input", "Input Number", "1.5"), ("Stepper", "Value", "")])
func valuesAreAnyString(set: String, property: String, value: String) throws {
    let c = try Catalogue.standard.configuration(set: set, properties: ["\(property)=\(value)"])
    #expect(c.value(property) == value)
}

/// A variant spelled as its own name is looked up without parsing: for every shipped set's every
/// variant, and for spellings the exact path must leave to parsing (another case, other spaces,
/// another order, a part missing), the answer is the one parsing gives.
@Test func aVariantSpelledAsItsNameIsWhatParsingGives() throws {
    var exact = 0
    for set in Catalogue.standard.sets {
        for variant in set.variants {
            let name = variant.name
            if let found = set.variant(spelledAsItsName: name) {
                exact += 1
                #expect(found == variant, "\(set.name): \(name)")
            }
            #expect(try set.variant(named: name) == set.variant(parsing: name), "\(set.name): \(name)")
            for other in [
                name.lowercased(), name.uppercased(), name.replacingOccurrences(of: ", ", with: ","),
                name.replacingOccurrences(of: "=", with: " = "), String(name.split(separator: ",").reversed().joined(separator: ",")),
            ] where other != name {
                #expect(set.variant(spelledAsItsName: other) == nil, "\(set.name): \(other)")
                #expect((try? set.variant(named: other)) == (try? set.variant(parsing: other)), "\(set.name): \(other)")
            }
        }
    }
    #expect(exact > 60, "the shipped sets' names take the exact path")
}
