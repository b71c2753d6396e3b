import SpecimenCatalogue
import SpecimenTokens

/// Chip Input's catalogue entry: 5 states.
extension ChipInputModel {
    /// Chip Input's properties: `State`, the title row, `Icon Left`, and the label, placeholder, hint and tooltip texts.
    public static let set = ComponentSet(
        name: "Chip Input", designSystem: AppetiteSets.designSystem,
        properties: [
            .variant("State", FieldStateOption.self)
        ] + AppetiteSets.titleRow + [
            .boolean("Icon Left"),
            AppetiteSets.labelText, .text("Input Placeholder Text", "Add tags"), AppetiteSets.helpText,
            AppetiteSets.tooltipText("A comma or Return makes a tag"),
        ])
    /// Third on the spec's Input page.
    public static let position = 3
    /// The spec's "## Chip Input"
    public static let captions = [
        SpecCaption(set: set.name, "field padding 8, gap 8, chip row 32 tall")
    ]
    /// The shared Appetite label, hint and value styles, Chip Input's chip style and the focus ring's reach.
    public static let layoutTokens = AppetiteSets.layoutTokens(own: AppetiteToken.typeChip)
}
