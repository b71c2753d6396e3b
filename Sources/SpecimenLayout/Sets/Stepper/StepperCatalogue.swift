import SpecimenCatalogue
import SpecimenTokens

/// Stepper's catalogue entry: 2 sizes x 3 states = 6 variants.
///
/// `Minimum` and `Maximum` are Specimen's own (the spec's buttons "work", so a value has bounds):
/// whole numbers whose defaults keep the spec's pictures, since the default value (2) sits on neither.
/// A `State=Min` or `State=Max` Stepper starts with its value on the bound (see `StepperModel`).
extension StepperModel {
    /// Stepper's properties: `Size` and `State` variants, `Value` (2) and the bounds `Minimum` (0) and `Maximum` (10).
    public static let set = ComponentSet(
        name: "Stepper", designSystem: AppetiteSets.designSystem,
        properties: [
            .variant("Size", Size.self),
            .variant("State", State.self),
            .text("Value", "2"),
            .wholeNumber("Minimum", 0), .wholeNumber("Maximum", 10),
        ])
    /// Sixth on the spec's Input page.
    public static let position = 6
    /// The spec's "## Stepper": sm 107 x 36, md 123 x 44, gap 12, value 16/24 Semi Bold.
    public static let captions = [
        SpecCaption(set: set.name, applies: ["Size": "sm"], "sm 107 x 36, gap 12, value 16/24 Semi Bold"),
        SpecCaption(set: set.name, applies: ["Size": "md"], "md 123 x 44, gap 12, value 16/24 Semi Bold"),
    ]
    /// The shared Appetite label, hint and value styles, Stepper's value style and the focus ring's reach.
    public static let layoutTokens = AppetiteSets.layoutTokens(own: AppetiteToken.typeStepper)
}
