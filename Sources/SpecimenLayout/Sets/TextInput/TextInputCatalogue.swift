import SpecimenCatalogue
import SpecimenTokens

/// Text Input's catalogue entry, as the spec's Properties table gives it: 6 types x 5 states = 30 variants.
extension TextInputModel {
    /// Text Input's properties: `Type` and `State`, the title row, icons and their swaps, and the label, value and affix texts.
    public static let set = ComponentSet(
        name: "Text Input", designSystem: AppetiteSets.designSystem,
        properties: [
            .variant("Type", InputType.self),
            .variant("State", FieldStateOption.self),
        ] + AppetiteSets.titleRow + [
            .boolean("Icon Left"), .boolean("Icon Right"),
            .icon("Icon Left Swap", "phone"), .icon("Icon Right Swap", "chevron-down"),
            AppetiteSets.labelText, .text("Input Text", "Placeholder text"), AppetiteSets.helpText,
            AppetiteSets.tooltipText("This is a tooltip text to help user"),
            // The password itself, drawn as ten bullets until the eye shows it (the spec's default is "ten dots").
            .text("Password Text", "sunflower7"),
            .text("Prefix Text", "https://"), .text("Suffix Text", "kg"),
        ])
    /// First on the spec's Input page.
    public static let position = 1
    /// The spec's "## Preview": Specimen: Type Default, State Placeholder.
    public static let captions = [
        SpecCaption(set: set.name, "340 x 104, label 20, field 56, hint 16, gap 6")
    ]
    /// The shared Appetite label, hint and value styles and the focus ring's reach; Text Input has no style of its own.
    public static let layoutTokens = AppetiteSets.layoutTokens()
}
