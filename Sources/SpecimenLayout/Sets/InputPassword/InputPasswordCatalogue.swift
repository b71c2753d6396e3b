import SpecimenCatalogue
import SpecimenTokens

/// Backbase's `BB.InputPassword`, from its SwiftUI reference (Backbase Design System v8.1.0 and later).
///
/// The reference is an API, not a Figma page, so the set is Specimen's reading of it: each state the
/// reference names is an option of `State`, and the secure-text toggle, which the person flips in any
/// state, is a second Variant property, `Characters`, so every combination the API allows (an Error
/// with the characters shown, say) is its own variant: 6 x 2 = 12. The Text properties carry the
/// reference's own example strings; an empty label, helper or error text is the API's `nil` and hides
/// that text.
extension InputPasswordModel {
    /// A sample password for the pictures; the reference binds `text` and gives no default.
    public static let samplePassword = "hunter2"

    /// InputPassword's properties: `State` (6) x `Characters` (2) variants and the reference's example texts.
    public static let set = ComponentSet(
        name: "InputPassword", designSystem: BackbaseSets.designSystem,
        properties: [
            .variant("State", State.self),
            .variant("Characters", Characters.self),
            .text("Text", samplePassword),
            .text("Placeholder", "Enter password"),
            .text("Label Primary", "Password"),
            .text("Label Secondary", "Required"),
            .text("Helper Text", "Use at least 8 characters and one number"),
            .text("Error Text", "Minimum 8 characters"),
        ])
    /// After Appetite's seven sets.
    public static let position = 8
    /// The reference prints no numbers under its pictures.
    public static let captions: [SpecCaption] = []
    /// The icons' accessible names, as the spec's Localization table gives them (the document holds them
    /// beside the icons they name).
    public static var accessibilityStrings: [String: String] { ShippedDocuments.accessibilityStrings(document) }
    /// Backbase's type comes from `theme.typography.input.*`, which its document names itself.
    public static let layoutTokens: [TokenPath] = []
}
