/// What a person typed, counted as they count it: user-perceived characters (grapheme clusters, so
/// "é" as e plus an accent, a ZWJ family or a flag is one), leaving out the invisible bidi formatting
/// marks (LRM, RLM, ALM, the embeddings and overrides, the isolates) that a pseudo-locale or a
/// bidi-aware editor adds around or inside the text: no one typed them, and no one sees them.
package enum TypedCharacters {
    /// Unicode's bidi formatting characters (UAX #9, table 4, and the marks of section 2.6).
    static let bidiFormatting: Set<Unicode.Scalar> = [
        "\u{200E}", "\u{200F}", "\u{061C}",
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]

    /// True when `character` is something typed, not only bidi marks.
    package static func counts(_ character: Character) -> Bool {
        character.unicodeScalars.contains { !bidiFormatting.contains($0) }
    }

    /// The characters of `text` a person typed.
    package static func count(_ text: String) -> Int {
        text.reduce(0) { $0 + (counts($1) ? 1 : 0) }
    }
}
