import Geometry
import SpecimenTokens

/// One line of text shaped in one style: positioned glyphs plus the metrics layout needs.
///
/// Measures are points. The run origin is on the baseline at the left of the first glyph; y grows down.
public struct ShapedText: Sendable, Hashable {
    /// The text these glyphs draw; glyph clusters are UTF-8 offsets into it.
    public let text: String
    /// The style it was shaped in.
    package let style: TextStyle
    /// Its glyphs in visual order, left to right.
    package let glyphs: [ShapedGlyph]
    /// The sum of advances: how far the pen moves over the whole run.
    public let width: Double
    /// The font's hhea ascender at `style.size` (positive).
    package let ascender: Double
    /// The font's hhea descender at `style.size` (positive).
    package let descender: Double
    /// The union of the glyph outlines' exact bounds, relative to the run origin; `.zero` when no glyph
    /// has ink (empty text, spaces).
    package let inkBounds: Rect
    /// The paragraph's direction as the bidi algorithm resolved it: its first strong character's, else
    /// the environment's. Glyphs are in visual order either way.
    package let isRightToLeft: Bool

    /// A run of these glyphs and metrics, in points, taken as given (nothing is shaped here).
    package init(
        text: String, style: TextStyle, glyphs: [ShapedGlyph], width: Double,
        ascender: Double, descender: Double, inkBounds: Rect, isRightToLeft: Bool = false
    ) {
        self.isRightToLeft = isRightToLeft
        self.text = text
        self.style = style
        self.glyphs = glyphs
        self.width = width
        self.ascender = ascender
        self.descender = descender
        self.inkBounds = inkBounds
    }

    /// Where the baseline sits below the top of a line box of `style.lineHeight`, as Figma places it:
    /// the ascender + descender box centred in the line height.
    package var baselineOffset: Double {
        (style.lineHeight - (ascender + descender)) / 2 + ascender
    }

    /// The letter spacing after its rightmost glyph, included in `width`: what a line aligned without it
    /// (`DocumentTrailingSpacing.excluded`, Figma's rule) leaves out. Every cluster's spacing lies on its
    /// right, and a letter of a joining script has none (`LetterSpacing`). Worked out from the glyphs
    /// rather than kept, so a run's value (and every description of it) is what it was.
    package var trailingSpacing: Double {
        guard style.letterSpacing != 0, style.size.isFinite, style.size > 0, let last = glyphs.last else { return 0 }
        return LetterSpacing.spacesLetter(at: last.cluster, of: text) ? style.letterSpacing : 0
    }

    /// True when the run draws nothing.
    package var isEmpty: Bool { glyphs.isEmpty }
}
