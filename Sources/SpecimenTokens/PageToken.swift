/// Specimen's own tokens for what lies around a component rather than in it: the page it is drawn
/// on, and the headings of contact sheets and type samples. Every shipped theme defines them as
/// aliases of its design system's own tokens (Appetite's `bg/white-0`, Backbase's
/// `theme.color.background.page`), so the scene and the gallery read one name whatever the system.
public enum PageToken {
    public static let background: TokenPath = "specimen/page/background"
    public static let text: TokenPath = "specimen/page/text"
    public static let textSecondary: TokenPath = "specimen/page/text-secondary"
}
