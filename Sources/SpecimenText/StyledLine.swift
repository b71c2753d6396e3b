import SpecimenTokens

/// A stretch of a paragraph in its own style (a text's run: Figma's character style overrides).
package struct TextSpan: Sendable, Hashable {
    /// The characters of the stretch, as drawn.
    package var text: String
    /// The style they are shaped in.
    package var style: TextStyle

    /// A stretch of `text` in `style`.
    package init(_ text: String, style: TextStyle) {
        self.text = text
        self.style = style
    }
}

/// One line of a paragraph of mixed styles (`TextEngine.styledLines`): a shaped run per stretch of one
/// style on the line, placed side by side on one baseline.
///
/// The line's height is its tallest run's line height and the baseline is where that run puts it
/// (`ShapedText.baselineOffset`: its ascender + descender box centred in its line height), as Figma
/// sets a line of mixed sizes; every other run sits on the same baseline. A line of one style is
/// exactly that style's line box.
package struct StyledLine: Sendable, Hashable {
    /// One run on the line: its glyphs, where its origin sits from the line's left end, which span it is
    /// of, and where its characters start in the paragraph's text (UTF-8; a span's part of a line is
    /// more than one piece where its bidi level changes).
    package struct Piece: Sendable, Hashable {
        package var run: ShapedText
        package var x: Double
        package var span: Int
        package var start = 0
    }

    /// The runs in visual order, left to right.
    package var pieces: [Piece]
    /// The UTF-8 range of the paragraph's whole text the line shows (the spaces at its break dropped).
    package var range: Range<Int>
    /// The sum of the runs' advances.
    package var width: Double
    /// The letter spacing after the line's rightmost glyph, included in `width` (`ShapedText.trailingSpacing`).
    package var trailingSpacing: Double { pieces.last?.run.trailingSpacing ?? 0 }
    /// The tallest run's line height.
    package var lineHeight: Double
    /// The baseline's distance below the line box's top.
    package var baselineOffset: Double
    /// True when the paragraph reads right to left.
    package var isRightToLeft: Bool
    /// True when the line opens a paragraph: the text's first line, or the first after a hard line
    /// break other than U+2028 LINE SEPARATOR (Figma's shift-return, a line break within a paragraph).
    package var opens = false

    /// The characters the line draws, its runs' in logical order.
    package var text: String { pieces.sorted { ($0.span, $0.start) < ($1.span, $1.start) }.map(\.run.text).joined() }

    /// The runs (in visual order) placed in order from the left, with the line's metrics from the tallest run.
    init(runs: [(run: ShapedText, span: Int, start: Int)], range: Range<Int>, isRightToLeft: Bool) {
        var x = 0.0, pieces: [Piece] = []
        for (run, span, start) in runs {
            pieces.append(Piece(run: run, x: x, span: span, start: start))
            x += run.width
        }
        self.pieces = pieces
        self.range = range
        width = x
        // The tallest run decides; of equally tall ones, the one whose baseline sits lowest (a larger size).
        let tallest = runs.map(\.run).max { ($0.style.lineHeight, $0.baselineOffset) < ($1.style.lineHeight, $1.baselineOffset) }
        lineHeight = tallest?.style.lineHeight ?? 0
        baselineOffset = tallest?.baselineOffset ?? 0
        self.isRightToLeft = isRightToLeft
    }
}
