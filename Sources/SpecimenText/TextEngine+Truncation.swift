import SpecimenTokens

extension TextEngine {
    /// `text` on one line, cut and ended with "…" so its width is at most `maxWidth`; the whole text
    /// when it fits.
    ///
    /// The cut falls between clusters, never inside one, and spaces before the "…" are dropped
    /// ("Hello…", not "Hello …"). When no character fits beside the ellipsis the result is "…" alone,
    /// and when even that is too wide it is an empty run, so the width promise always holds.
    public func truncated(_ text: String, style: TextStyle, maxWidth: Double) -> ShapedText {
        let whole = shape(text, style: style)
        if Self.fits(whole, maxWidth) { return whole }
        let bytes = Array(text.utf8)
        if let (_, cut) = longestFittingPrefix(bytes, run: whole, suffix: Self.ellipsis, maxWidth: maxWidth) {
            return cut
        }
        let alone = shape(Self.ellipsis, style: style)
        return Self.fits(alone, maxWidth) ? alone : shape("", style: style)
    }

    static let ellipsis = "\u{2026}"
}
