import Specimen
import SpecimenSnapshot
import Testing

/// Two suites in one file, each with a test named `field`: keyed by suite and test, their references
/// are `EmailField.field.1.png` and `PasswordField.field.1.png`, whichever runs first.
@Suite struct EmailField {
    @Test func field() throws {
        assertSnapshot(of: TextInput(type: .default, state: .filled).label("Email").text("ada@example.com"), as: .png(RenderOptions(scale: 1)))
    }
}

@Suite struct PasswordField {
    @Test func field() throws {
        assertSnapshot(of: TextInput(type: .password, state: .error).label("Password"), as: .png(RenderOptions(scale: 1)))
    }
}
