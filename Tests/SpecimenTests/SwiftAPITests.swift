import Foundation
import Testing
import SpecimenPNG
import Specimen

/// The component API: values built in code, modifiers that return copies, errors at render time.
@Suite struct SwiftAPITests {
    @Test func theReadmeExampleBuildsAndRenders() throws {
        let example = try renderReadmeExample()
        let image = try PNGDecoder().decode(example.png)
        #expect(image.width == 686 && image.height == 192)
        #expect(example.svg.contains("aria-label=\"Lock icon\""))
        #expect(example.svg.contains("Minimum 8 characters"))
        #expect(example.layout.configuration.name == "Text Input/Type=Default, State=Error")
        #expect(example.layout.configuration.value("Input Label Text") == "Email")
        #expect(example.layout.node(named: "optional") == nil && example.layout.node(named: "tooltip") == nil)
    }

    /// The API renders exactly what the catalogue configuration it describes renders.
    @Test func aValueRendersAsItsConfiguration() throws {
        let field = InputPassword(text: "", placeholder: "Enter password", labelPrimaryText: "Password").focused(true)
        let renderer = try PasswordFixtures.renderer()
        let direct = try renderer.png(try field.configuration, options: RenderOptions(theme: .light, scale: 1))
        #expect(try field.png(theme: .light, scale: 1, renderer: renderer) == direct)
        #expect(try field.png() == direct, "the shared default renderer draws the same bytes")
    }

    /// The reference's form state decides the variant: Disabled > Read-only > Error > focus.
    @Test(arguments: [
        (InputPassword(text: "", placeholder: "p"), InputPassword.State.default),
        (InputPassword(text: "abc", placeholder: "p"), .default),
        (InputPassword(text: "", placeholder: "p").focused(true), .focused),
        (InputPassword(text: "abc", placeholder: "p").focused(true), .editing),
        (InputPassword(text: "abc", placeholder: "p").focused(true).errorText("Too short"), .error),
        (InputPassword(text: "abc", placeholder: "p").errorText(""), .error),
        (InputPassword(text: "abc", placeholder: "p").errorText("x").readOnly(true), .readOnly),
        (InputPassword(text: "abc", placeholder: "p").readOnly(true).disabled(true), .disabled),
        (InputPassword(text: "abc", placeholder: "p").disabled(true).disabled(false), .default),
    ])
    func theStateFollowsTheModifiers(field: InputPassword, state: InputPassword.State) throws {
        #expect(field.state == state)
        #expect(try field.configuration.value("State") == state.rawValue)
    }

    /// nil labels and messages become empty texts, which draw nothing; the rest map one to one.
    @Test func propertiesMapToTheCatalogue() throws {
        let bare = try InputPassword(text: "pw", placeholder: "Enter password").configuration
        #expect(bare.value("Label Primary") == "" && bare.value("Label Secondary") == "")
        #expect(bare.value("Helper Text") == "" && bare.value("Error Text") == "")
        #expect(bare.value("Characters") == "Hidden")
        let full = try InputPassword(text: "pw", placeholder: "Type it", labelPrimaryText: "A", labelSecondaryText: "B")
            .helperText("help").errorText("wrong").charactersVisible(true).configuration
        #expect(full.variant.name == "State=Error, Characters=Visible")
        #expect(
            ["Text", "Placeholder", "Label Primary", "Label Secondary", "Helper Text", "Error Text"].map(full.value)
                == ["pw", "Type it", "A", "B", "help", "wrong"])
        #expect(try InputPassword(text: "pw", placeholder: "p").layout().frame.height == 48)
    }

    /// Modifiers return changed copies and leave the original as it was.
    @Test func modifiersReturnCopies() throws {
        let original = InputPassword(text: "pw", placeholder: "p")
        let changed = original.errorText("no").readOnly(true)
        #expect(original.errorText == nil && !original.isReadOnly)
        #expect(changed.errorText == "no" && changed.isReadOnly)
        let input = TextInput(type: .password, state: .filled)
        let labelled = input.label("PIN")
        #expect(try input.configuration.value("Input Label Text") == "Title of input")
        #expect(try labelled.configuration.value("Input Label Text") == "PIN")
        #expect(input != labelled)
    }

    /// Each Appetite set's value names its variant through one enum per Variant property.
    @Test func appetiteValuesNameTheirVariants() throws {
        let cases: [(any ComponentDescription, String)] = [
            (TextInput(type: .rightSelection, state: .focused).showsIconLeft(false), "Text Input/Type=Right Selection, State=Focused"),
            (TextArea(state: .filled).value("Hello").counterText("5/500"), "Text Area/State=Filled"),
            (ChipInput(state: .error).placeholder("Add tags"), "Chip Input/State=Error"),
            (CounterInput(state: .disabled).number(7), "Counter Input/State=Disabled"),
            (DigitInput(state: .filled), "Digit Input/State=Filled"),
            (Stepper(size: .md, state: .max).value(9), "Stepper/Size=md, State=Max"),
            (Composer(style: .overlay, state: .typing).avatar(true).actionIcon("microphone"), "Composer/Style=Overlay, State=Typing"),
        ]
        for (component, name) in cases {
            #expect(try component.configuration.name == name)
        }
        #expect(try CounterInput().number(7).configuration.value("Input Number") == "7")
        #expect(try Stepper().value(9).configuration.value("Value") == "9")
        #expect(try Composer().avatar(true).configuration.isOn("Avatar"))
        #expect(try TextArea().showsCounter(false).configuration.isOn("Counter") == false)
        #expect(
            try TextInput().optional(false).tooltip(false).showsHint(false).configuration.sortedOverrides.map(\.0)
                == ["Help", "Optional", "Tooltip"])
    }

    /// Bad values are errors when rendering, never traps while building.
    @Test func badValuesThrowAtRenderTime() throws {
        let unknownIcon = TextInput().iconLeft("no-such-icon")
        #expect(throws: LayoutError.self) { _ = try unknownIcon.png() }
        let malformedIcon = Composer().accessoryIcon("Paper Clip")
        #expect(throws: CatalogueError.badIconName(set: "Composer", property: "Accessory Icon", value: "Paper Clip")) {
            _ = try malformedIcon.svg()
        }
        let unknownProperty = TextInput().setting("Colour", to: "red")
        #expect(throws: CatalogueError.self) { _ = try unknownProperty.layout() }
        #expect(throws: RenderError.badScale(100)) { _ = try DigitInput().png(scale: 100) }
    }
}
