// The README's "In your own tests" example, verbatim between the markers; `ReadmeTests` checks the
// README holds the same text. Its reference image lives in `__Snapshots__/ReadmeExampleTests/`.
// README-SNAPSHOT-EXAMPLE-BEGIN
import Testing
import Specimen
import SpecimenSnapshot

@Test func passwordFieldLooksRight() throws {
    let field = try Catalogue.standard.configuration(set: "Text Input", variant: "Type=Password, State=Error")
    assertSnapshot(of: field, as: .png(RenderOptions(theme: .dark, scale: 2)))  // records an Issue on failure
}
// README-SNAPSHOT-EXAMPLE-END
