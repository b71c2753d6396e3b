import SpecimenTokens

extension TextEngine {
    /// `text` on one line, cut and ended with "…" so its width is at most `maxWidth`; the whole text
    /// when it fits.
    ///
    /// The cut falls between clusters, never inside one, and spaces before the "…" are dropped
    /// ("Hello…", not "Hello …"). When no character fits beside the ellipsis the result is "…" alone,
    /// and when even that is too wide it is an empty run, so the width promise always holds.
    ///
    /// The cut keeps the logical start of the text, so in right-to-left text the "…" lands on the left.
    package func truncated(_ text: String, style: TextStyle, maxWidth: Double, environment: TextEnvironment = .standard) -> ShapedText {
        truncating(shape(text, style: style, environment: environment), maxWidth: maxWidth, environment: environment)
    }

    /// `truncated` of a run already shaped whole (`shape` of its text and style in `environment`), for
    /// a caller that keeps whole runs: most texts fit, and then nothing is shaped again.
    package func truncating(_ whole: ShapedText, maxWidth: Double, environment: TextEnvironment = .standard) -> ShapedText {
        if Self.fits(whole, maxWidth) { return whole }
        let text = whole.text, style = whole.style
        let bytes = Array(text.utf8)
        if let (_, cut) = longestFittingPrefix(bytes, run: whole, suffix: Self.ellipsis, maxWidth: maxWidth, environment: environment) {
            return cut
        }
        let alone = shape(Self.ellipsis, style: style, environment: environment)
        return Self.fits(alone, maxWidth) ? alone : shape("", style: style, environment: environment)
    }

    static let ellipsis = "\u{2026}"
}
