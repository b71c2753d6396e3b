/// The fonts tried after Inter, in order, for characters Inter does not have.
///
/// Subsets of Debian 12's Noto fonts (OFL 1.1) made by `Fonts/subset-fonts.py`; README.md's Fonts
/// section lists what each keeps. One weight each (Regular): a Semi Bold label in Arabic or Japanese
/// draws in the Regular fallback, which keeps the repository small.
public enum FallbackFonts {
    /// File name in `Fonts/` and the tag glyph keys use.
    public static let chain: [(file: String, tag: String)] = [
        ("NotoSansArabic-Regular.ttf", "noto-arabic"),
        ("NotoSansHebrew-Regular.ttf", "noto-hebrew"),
        ("NotoSansDevanagari-Regular.ttf", "noto-devanagari"),
        ("NotoSansThai-Regular.ttf", "noto-thai"),
        // One face for Simplified and Traditional Chinese, Japanese and Korean: `locl` picks the forms.
        ("NotoSansCJKsc-Regular.subset.otf", "noto-cjk"),
        // Colour bitmaps (CBDT), drawn as images; last, so it only ever draws what nothing else has
        // or what asks for emoji presentation.
        ("NotoColorEmoji.subset.ttf", "noto-emoji"),
    ]
}
