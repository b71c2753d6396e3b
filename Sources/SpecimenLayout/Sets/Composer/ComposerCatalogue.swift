import SpecimenCatalogue
import SpecimenTokens

/// Composer's catalogue entry: 2 styles x 2 states = 4 variants.
extension ComposerModel {
    /// Composer's properties: `Style` and `State` variants, the avatar, action and accessory switches, texts and icons.
    public static let set = ComponentSet(
        name: "Composer", designSystem: AppetiteSets.designSystem,
        properties: [
            .variant("Style", Style.self),
            .variant("State", State.self),
            .boolean("Avatar", false), .boolean("Action", false), .boolean("Accessory", true),
            .text("Placeholder", "Message"), .text("Value", "Looks good to me"),
            .icon("Action Icon", "camera"), .icon("Accessory Icon", "paperclip"),
        ])
    /// Last on the spec's Input page.
    public static let position = 7
    /// The spec's "## Composer"
    public static let captions = [
        SpecCaption(set: set.name, "361 x 40, field 313 x 40, gap 8, avatar, action and send 40")
    ]
    /// The shared Appetite label, hint and value styles and the focus ring's reach; Composer has no style of its own.
    public static let layoutTokens = AppetiteSets.layoutTokens()
}
