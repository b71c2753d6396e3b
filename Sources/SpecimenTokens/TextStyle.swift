/// A weight of Inter that Specimen ships in `Fonts/`: every one from Thin (100) to Black (900). The
/// spec's three come first, so a weight halfway between two is drawn as the one of them it always was.
package enum FontWeight: String, Hashable, Sendable, CaseIterable, Codable {
    case regular = "Regular"
    case medium = "Medium"
    case semiBold = "Semi Bold"
    case thin = "Thin"
    case extraLight = "Extra Light"
    case light = "Light"
    case bold = "Bold"
    case extraBold = "Extra Bold"
    case black = "Black"

    /// The OpenType weight class (100 ... 900), as Figma shows it.
    package var numericWeight: Int {
        switch self {
        case .thin: 100
        case .extraLight: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semiBold: 600
        case .bold: 700
        case .extraBold: 800
        case .black: 900
        }
    }

    /// The shipped weight nearest `weight` (a tie goes to the one declared first).
    package static func nearest(_ weight: Double) -> FontWeight {
        allCases.min { abs(Double($0.numericWeight) - weight) < abs(Double($1.numericWeight) - weight) } ?? .regular
    }
}

/// A named text style: size and line height in points, and a weight (the spec's "18/28 Semi Bold").
package struct TextStyle: Hashable, Sendable, Codable {
    /// The style's token name, as the spec writes it.
    package var name: String
    /// Font size in points.
    package var size: Double
    /// Line height in points (not a multiple of the size).
    package var lineHeight: Double
    /// The Inter weight the style is drawn with.
    package var weight: FontWeight
    /// The font family list the style names (`"Mona Sans, sans-serif"`), drawn from a design system's
    /// folder; nil for Specimen's own Inter (a token naming Inter first is read as nil, so a style
    /// compiled ahead of time and one read from its file are equal).
    package var family: String?
    /// Points added after every cluster, the last included (Figma's and DTCG's `letterSpacing`,
    /// resolved from px, em or % of `size` when the style is read); may be negative; 0 for none.
    /// How it is applied (per cluster, never inside a ligature or a joining script) is
    /// `TextEngine.letterSpaced`'s rule.
    package var letterSpacing: Double
    /// OpenType features turned on or off for the whole text (`fontFeatures`: tag to value, `tnum` 1),
    /// passed to HarfBuzz as `FontFeatures` writes down; empty for the font's defaults.
    package var features: [String: Int]
    /// The line height is the font's own (Figma's auto, `INTRINSIC_%`; a token's `"auto"`): the face's
    /// hhea ascender + descender + line gap at `size`, which only the text engine knows, so
    /// `TextEngine.resolved(_:)` puts it into `lineHeight` (until then 1.2 x `size`, CSS's usual `normal`).
    package var autoLineHeight: Bool
    /// Italic (DTCG/CSS `fontStyle: "italic"`, Figma's `italic`): drawn in the family's italic face, or a
    /// variable font's `ital` or `slnt` axis (`TextEngine`'s face matching says which).
    package var italic: Bool
    /// A variable font's axes set explicitly (`fontVariations`: tag to design value, `{"wdth": 87.5}`),
    /// over those the style sets itself (`wght` from `weight`, `ital`/`slnt` from `italic`, `opsz` from
    /// `size`); empty for none. Inter with any is drawn from its variable font, `InterVariable.ttf`.
    package var variations: [String: Double]
    /// Points after each paragraph but the last (DTCG/Tokens Studio `paragraphSpacing`); a text node's
    /// own `paragraphSpacing` wins over it. 0 for none.
    package var paragraphSpacing: Double
    /// Points each paragraph's first line starts in (`paragraphIndent`); a text node's own wins. 0 for none.
    package var paragraphIndent: Double

    /// A style of `size`/`lineHeight` points; `family` nil means Specimen's own Inter.
    package init(
        name: String, size: Double, lineHeight: Double, weight: FontWeight, family: String? = nil, letterSpacing: Double = 0,
        features: [String: Int] = [:], autoLineHeight: Bool = false, italic: Bool = false, variations: [String: Double] = [:],
        paragraphSpacing: Double = 0, paragraphIndent: Double = 0
    ) {
        self.name = name
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
        self.family = family
        self.letterSpacing = letterSpacing.isFinite ? letterSpacing : 0
        self.features = features
        self.autoLineHeight = autoLineHeight
        self.italic = italic
        self.variations = variations.filter { $0.value.isFinite }
        self.paragraphSpacing = paragraphSpacing.isFinite ? paragraphSpacing : 0
        self.paragraphIndent = paragraphIndent.isFinite ? paragraphIndent : 0
    }

    /// "16/24 Regular": how the spec writes a style.
    package var summary: String {
        "\(format(size))/\(format(lineHeight)) \(weight.rawValue)\(italic ? " Italic" : "")"
    }

    private func format(_ v: Double) -> String { TokenValue.format(v) }
}
