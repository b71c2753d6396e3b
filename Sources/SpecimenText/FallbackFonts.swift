/// The fonts tried after Inter, in order, for characters Inter does not have.
///
/// Subsets of Debian 12's Noto fonts (OFL 1.1) made by `Fonts/subset-fonts.py`; README.md's Fonts
/// section lists what each keeps. One weight each (Regular): a Semi Bold label in Arabic or Japanese
/// draws in the Regular fallback, which keeps the repository small.
package enum FallbackFonts {
    /// File name in `Fonts/` and the tag glyph keys use.
    package static let chain: [(file: String, tag: String)] = [
        ("NotoSansArabic-Regular.ttf", "noto-arabic"),
        ("NotoSansHebrew-Regular.ttf", "noto-hebrew"),
        ("NotoSansDevanagari-Regular.ttf", "noto-devanagari"),
        ("NotoSansThai-Regular.ttf", "noto-thai"),
        // One face for Simplified and Traditional Chinese, Japanese and Korean: `locl` picks the forms.
        ("NotoSansCJKsc-Regular.subset.otf", "noto-cjk"),
        // The rest of CLDR's 30 most used scripts (web rank 1 to 30) Inter does not draw. After the
        // fonts above, so every character those draw keeps its font and its glyph.
        ("NotoSansBengali-Regular.ttf", "noto-bengali"),
        ("NotoSansGurmukhi-Regular.ttf", "noto-gurmukhi"),
        ("NotoSansGujarati-Regular.ttf", "noto-gujarati"),
        ("NotoSansOriya-Regular.ttf", "noto-oriya"),
        ("NotoSansTamil-Regular.ttf", "noto-tamil"),
        ("NotoSansTelugu-Regular.ttf", "noto-telugu"),
        ("NotoSansKannada-Regular.ttf", "noto-kannada"),
        ("NotoSansMalayalam-Regular.ttf", "noto-malayalam"),
        ("NotoSansSinhala-Regular.ttf", "noto-sinhala"),
        ("NotoSansLao-Regular.ttf", "noto-lao"),
        ("NotoSerifTibetan-Regular.ttf", "noto-tibetan"),
        ("NotoSansMyanmar-Regular.ttf", "noto-myanmar"),
        ("NotoSansGeorgian-Regular.ttf", "noto-georgian"),
        ("NotoSansEthiopic-Regular.ttf", "noto-ethiopic"),
        ("NotoSansKhmer-Regular.ttf", "noto-khmer"),
        ("NotoSansArmenian-Regular.ttf", "noto-armenian"),
        ("NotoSansThaana-Regular.ttf", "noto-thaana"),
        // The same CJK face's rarer Han (second levels of GB 2312, Big5, JIS X 0208, all of JIS X 0213,
        // KS X 1001's hanja; U+2000B among them), in a file of its own so the one above is unchanged.
        ("NotoSansCJKsc-Regular.rare.subset.otf", "noto-cjk-rare"),
        // Colour bitmaps (CBDT), drawn as images, the whole Noto Color Emoji 2.042 (Emoji 15.1): ZWJ,
        // flag, keycap and skin-tone sequences are ligatures of its GSUB. Last, so it only ever draws
        // what nothing else has or what asks for emoji presentation.
        ("NotoColorEmoji.ttf", "noto-emoji"),
    ]
}
