import SpecimenCatalogue
import SpecimenTokens

/// What Appetite UI's Input sets share, read from the Properties tables of its Input page (Figma,
/// October 2, 2026): the design system's name, the field states, the title row and the hint row.
/// Each set's own entry lives in its folder (`Sets/<Set>/<Set>Catalogue.swift`); the seven of them
/// hold 30 + 5 + 5 + 5 + 5 + 6 + 4 = 60 variants.
///
/// Where the table describes a default instead of quoting it, the description is turned into text once,
/// in the set's catalogue file: "ten dots" is a ten-character password (`sunflower7`) drawn as ten
/// U+2022 bullets until the eye shows it, "hint" is `hintSentence`, and "a sample sentence" is Text
/// Area's `sampleSentence`.
public enum AppetiteSets {
    /// The `designSystem` name every Appetite UI set carries in its catalogue entry.
    public static let designSystem = "Appetite UI"

    /// Appetite's registered sets, in the registry's order.
    public static var all: [ComponentSet] { ComponentRegistry.sets.filter { $0.designSystem == designSystem } }

    static let labelText = PropertyDefinition.text("Input Label Text", "Title of input")
    static let hintSentence = "This is a hint text to help user"
    static let helpText = PropertyDefinition.text("Help Text", hintSentence)
    static let titleRow: [PropertyDefinition] = [.boolean("Input Label"), .boolean("Optional"), .boolean("Tooltip"), .boolean("Help")]
    /// `Tooltip Text`, Specimen's own: what the title row's information button shows when pressed (the
    /// spec's Tooltip is a button with no text of its own), in each set's words.
    static func tooltipText(_ text: String) -> PropertyDefinition { .text("Tooltip Text", text) }

    /// The sizes an Appetite set's document reads from the theme: the shared label, hint and value styles,
    /// the set's own style (if it has one), and the focus ring's reach.
    static func layoutTokens(own: TokenPath? = nil) -> [TokenPath] {
        [AppetiteToken.typeLabel, AppetiteToken.typeHint, AppetiteToken.typeValue] + (own.map { [$0] } ?? [])
            + [AppetiteToken.focusRingGap, AppetiteToken.focusRingWidth]
    }
}
