import SpecimenCatalogue
import SpecimenTokens

/// Text Area's catalogue entry: 5 states.
extension TextAreaModel {
    /// The Text Area's `Value Text`: the spec says only "a sample sentence".
    public static let sampleSentence = "Please leave the parcel with the neighbour at number 12 if nobody answers the door."

    /// Text Area's properties: `State`, the title row, `Counter`, label, placeholder, hint, tooltip, counter and value texts.
    public static let set = ComponentSet(
        name: "Text Area", designSystem: AppetiteSets.designSystem,
        properties: [
            .variant("State", FieldStateOption.self)
        ] + AppetiteSets.titleRow + [
            .boolean("Counter"),
            AppetiteSets.labelText, .text("Input Text", "Add more detail"), AppetiteSets.helpText, AppetiteSets.tooltipText("This is a tooltip text to help user"),
            .text("Counter Text", "0/500"),
            .text("Value Text", sampleSentence),
        ])
    /// Second on the spec's Input page.
    public static let position = 2
    /// The spec's "## Text Area"
    public static let captions = [
        SpecCaption(set: set.name, "340 wide, 56 for one line, 24 more a line up to five, padding 16")
    ]
    /// The shared Appetite label, hint and value styles and the focus ring's reach; Text Area has no style of its own.
    public static let layoutTokens = AppetiteSets.layoutTokens()
}
