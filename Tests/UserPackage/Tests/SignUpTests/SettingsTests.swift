import Specimen
import SpecimenSnapshot
import Testing

/// A test of the same name as one in SignUpFormTests.swift: its references and its failure artifacts
/// live under its own file's name, so neither overwrites the other's.
@Suite struct SettingsTests {
    @Test func signUpForm() throws {
        assertSnapshot(of: TextInput(type: .suffix, state: .filled).label("Weight").suffixText("kg"), as: .png(RenderOptions(scale: 1)))
    }
}
