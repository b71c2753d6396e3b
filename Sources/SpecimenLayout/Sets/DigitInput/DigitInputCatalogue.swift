import SpecimenCatalogue
import SpecimenTokens

/// Digit Input's catalogue entry: 5 states.
extension DigitInputModel {
    /// Digit Input's properties: the `State` variant alone.
    public static let set = ComponentSet(
        name: "Digit Input", designSystem: AppetiteSets.designSystem,
        properties: [
            .variant("State", State.self)
        ])
    /// Fifth on the spec's Input page.
    public static let position = 5
    /// The spec's "## Digit Input"
    public static let captions = [
        SpecCaption(set: set.name, "64 x 64, radius 16, padding 16 and 8, 30/36 Medium")
    ]
    /// The shared Appetite label, hint and value styles, Digit Input's digit style and the focus ring's reach.
    public static let layoutTokens = AppetiteSets.layoutTokens(own: AppetiteToken.typeDigit)
    /// The cells hold a one-time code, a number, which reads left to right in Arabic and Hebrew too
    /// (both platforms' code fields keep their order).
    public static let keepsOrderInRightToLeft = true
}
