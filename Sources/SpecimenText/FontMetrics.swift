/// The vertical metrics of one font, in the font's own units (divide by `unitsPerEm`, multiply by the
/// size in points, or call the `…(at:)` helpers).
///
/// `ascender` and `descender` are the hhea values Figma uses to place a baseline; both are positive.
public struct FontMetrics: Sendable, Hashable {
    /// Font units per em: what every other metric is divided by.
    public let unitsPerEm: Double
    /// hhea ascender: how far the line box reaches above the baseline.
    public let ascender: Double
    /// hhea descender, made positive: how far the line box reaches below the baseline.
    public let descender: Double
    /// hhea line gap (Figma ignores it; kept for completeness).
    public let lineGap: Double
    /// OS/2 cap height: the height of flat capitals such as H.
    public let capHeight: Double
    /// OS/2 x-height: the height of flat lowercase letters such as x.
    public let xHeight: Double

    /// Metrics in font units, as given; `descender` positive.
    public init(unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// `units` of this font in points at `size`.
    public func points(_ units: Double, size: Double) -> Double { units * size / unitsPerEm }

    /// The ascender in points at `size`.
    public func ascender(at size: Double) -> Double { points(ascender, size: size) }
    /// The descender (positive, below the baseline) in points at `size`.
    public func descender(at size: Double) -> Double { points(descender, size: size) }
    /// The cap height in points at `size`.
    public func capHeight(at size: Double) -> Double { points(capHeight, size: size) }
    /// The x-height in points at `size`.
    public func xHeight(at size: Double) -> Double { points(xHeight, size: size) }

    /// Where the baseline sits below the top of a line box `lineHeight` tall, as Figma places it: the
    /// hhea ascender + descender box centred in the line height, unrounded. The one statement of the
    /// rule: Figma's render bounds of Inter labels in a real file put the ink within 0.02 px of it;
    /// Chromium instead rounds ascent and descent to whole pixels and floors the upper half-leading,
    /// up to 0.77 px away for Inter (README "Text as designers set it", `GlyphPlacementTests`).
    public func baselineOffset(size: Double, lineHeight: Double) -> Double {
        let asc = ascender(at: size), desc = descender(at: size)
        return (lineHeight - (asc + desc)) / 2 + asc
    }
}
