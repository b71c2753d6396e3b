import SpecimenCatalogue
import SpecimenTokens

/// Counter Input's catalogue entry: 5 states.
///
/// `Minimum` and `Maximum` are Specimen's own (the spec's buttons "work", so a value has bounds):
/// whole numbers whose defaults keep the spec's pictures, since the default value (24) sits on neither.
/// So is `Tooltip Text`, what the title row's information button shows when pressed: the spec's
/// Tooltip is a button with no text of its own.
extension CounterInputModel {
    /// Counter Input's properties: `State`, the title row, label, number (24), hint, tooltip text and bounds (0 to 999).
    public static let set = ComponentSet(
        name: "Counter Input", designSystem: AppetiteSets.designSystem,
        properties: [
            .variant("State", FieldStateOption.self)
        ] + AppetiteSets.titleRow + [
            AppetiteSets.labelText, .text("Input Number", "24"), AppetiteSets.helpText,
            AppetiteSets.tooltipText("Use − and + to change the number"),
            .wholeNumber("Minimum", 0), .wholeNumber("Maximum", 999),
        ])
    /// Fourth on the spec's Input page.
    public static let position = 4
    /// The spec's "## Counter Input"
    public static let captions = [
        SpecCaption(set: set.name, "radius 9999, padding 6 and 12, buttons 32, value 18/28 Semi Bold")
    ]
    /// The shared Appetite label, hint and value styles, Counter Input's number style and the focus ring's reach.
    public static let layoutTokens = AppetiteSets.layoutTokens(own: AppetiteToken.typeCounter)
}
