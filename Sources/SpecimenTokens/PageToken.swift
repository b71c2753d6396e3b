import Foundation

/// Specimen's own tokens for what lies around a component rather than in it: the page it is drawn
/// on, and the headings of contact sheets and type samples. Every shipped theme defines them as
/// aliases of its design system's own tokens (`bg/white-0`, or
/// `theme.color.background.page`), so the scene and the gallery read one name whatever the system.
package enum PageToken {
    /// The colour of the page a component is drawn on.
    package static let background: TokenPath = "specimen/page/background"
    /// The colour of headings and captions on the page.
    package static let text: TokenPath = "specimen/page/text"
    /// The colour of secondary captions on the page, such as a sample's size.
    package static let textSecondary: TokenPath = "specimen/page/text-secondary"

    /// Decision: the page tokens a user's design system gets when its folder does not define them: a
    /// white page with near-black text in light, and the reverse in dark (neutral greys, so no design
    /// system's brand shows through), laid under the folder's own token files.
    package static func defaults(mode: String) throws -> TokenDocument {
        let (background, text, secondary) = mode == "dark" ? ("#171717", "#FFFFFF", "#A3A3A3") : ("#FFFFFF", "#171717", "#5C5C5C")
        let json = """
            {"specimen": {"page": {"background": {"$type": "color", "$value": "\(background)"},
                                   "text": {"$type": "color", "$value": "\(text)"},
                                   "text-secondary": {"$type": "color", "$value": "\(secondary)"}}}}
            """
        return try TokenDocument.parse(Data(json.utf8), source: "Specimen's page defaults")
    }
}
