import Specimen
import SpecimenSnapshot
import Testing

/// Two fields of a sign-up form in one test: their references are `signUpForm.1.png` and `.2.png`,
/// and the layout, named, is `signUpForm.layout.json`.
@Test func signUpForm() throws {
    let email = TextInput(type: .default, state: .filled).label("Email").text("ada@example.com")
    let password = TextInput(type: .password, state: .error).label("Password").hint("At least 12 characters")
    assertSnapshot(of: email, as: .png(RenderOptions(scale: 2)))
    assertSnapshot(of: password, as: .png(RenderOptions(scale: 2)))
    assertSnapshot(of: password, as: .layoutJSON, named: "layout")
}

/// One reference per theme, named by the argument: `quantity.light.png` and `quantity.dark.png`.
@Test(arguments: [ThemeMode.light, .dark])
func quantity(theme: ThemeMode) throws {
    assertSnapshot(
        of: try Catalogue.standard.configuration(set: "Stepper", variant: nil), as: .png(RenderOptions(theme: theme, scale: 1)),
        named: theme)
}
