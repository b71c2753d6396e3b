// The README's typed-model example, verbatim between the markers (`ReadmeTests` checks the README
// holds the same text), alone in its file so that it compiles with its own imports only, as a
// user's file would. `ReadmeCodeTests` runs it.
// README-MODEL-EXAMPLE-BEGIN
import Specimen

/// A Composer made with given content and laid out: "On my way" typed into its focused field.
func layOutReadmeModelExample() throws -> LayoutTree {
    var composer = DocumentModel(try Catalogue.standard.configuration(set: "Composer", variant: "Style=Default, State=Empty"))
    composer.content["Value"] = "On my way"
    composer.isFocused = true
    return try LayoutEngine(text: TextEngine.shared()).layout(composer)  // Send is brand, caret after the text
}
// README-MODEL-EXAMPLE-END
