/// The vertical metrics of one font, in the font's own units (divide by `unitsPerEm`, multiply by the
/// size in points, or call the `…(at:)` helpers).
///
/// `ascender` and `descender` are the hhea values Figma uses to place a baseline; both are positive.
package struct FontMetrics: Sendable, Hashable {
    /// Font units per em: what every other metric is divided by.
    package let unitsPerEm: Double
    /// hhea ascender: how far the line box reaches above the baseline.
    package let ascender: Double
    /// hhea descender, made positive: how far the line box reaches below the baseline.
    package let descender: Double
    /// hhea line gap (Figma ignores it; kept for completeness).
    package let lineGap: Double
    /// OS/2 cap height: the height of flat capitals such as H.
    package let capHeight: Double
    /// OS/2 x-height: the height of flat lowercase letters such as x.
    package let xHeight: Double
    /// post underlinePosition: the top of the underline above the baseline (negative: below), as
    /// OpenType defines it and FreeType reads it.
    package let underlinePosition: Double
    /// post underlineThickness.
    package let underlineThickness: Double
    /// OS/2 yStrikeoutPosition: the top of the strikethrough above the baseline.
    package let strikeoutPosition: Double
    /// OS/2 yStrikeoutSize: the strikethrough's thickness.
    package let strikeoutThickness: Double

    /// Metrics in font units, as given; `descender` positive.
    package init(
        unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double,
        underlinePosition: Double = 0, underlineThickness: Double = 0, strikeoutPosition: Double = 0, strikeoutThickness: Double = 0
    ) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.underlinePosition = underlinePosition
        self.underlineThickness = underlineThickness
        self.strikeoutPosition = strikeoutPosition
        self.strikeoutThickness = strikeoutThickness
    }

    /// The underline's or strikethrough's band relative to the baseline at `size`, y down: its top
    /// (positive below the baseline) and its thickness, in points, from the font's own tables; a table
    /// that is missing or zero gives way to the other line's thickness, else 1/14 em, and to half the
    /// descender below (underline) or half the x-height above (strikethrough).
    package func decoration(_ line: TextDecorationLine, size: Double) -> (top: Double, thickness: Double) {
        let fallback = unitsPerEm / 14
        switch line {
        case .underline:
            let thickness = underlineThickness > 0 ? underlineThickness : strikeoutThickness > 0 ? strikeoutThickness : fallback
            let position = underlinePosition != 0 ? underlinePosition : -descender / 2
            return (points(-position, size: size), points(thickness, size: size))
        case .strikethrough:
            let thickness = strikeoutThickness > 0 ? strikeoutThickness : underlineThickness > 0 ? underlineThickness : fallback
            let position = strikeoutPosition != 0 ? strikeoutPosition : xHeight > 0 ? xHeight / 2 + thickness / 2 : ascender / 3
            return (points(-position, size: size), points(thickness, size: size))
        }
    }

    /// `units` of this font in points at `size`.
    package func points(_ units: Double, size: Double) -> Double { units * size / unitsPerEm }

    /// The ascender in points at `size`.
    package func ascender(at size: Double) -> Double { points(ascender, size: size) }
    /// The descender (positive, below the baseline) in points at `size`.
    package func descender(at size: Double) -> Double { points(descender, size: size) }

    /// The font's own line height at `size` (Figma's auto line height, `INTRINSIC_%`): hhea ascender +
    /// descender + line gap, unrounded. Figma's `lineHeightPx` for Roboto's INTRINSIC_% texts in the
    /// fixtures is exactly 2,400/2,048 of the size (16.40625 at 14, 21.09375 at 18): Roboto's hhea
    /// ascender 1,900 + descender 500 + gap 0. The gap is added as CSS's `normal` adds it; Inter's
    /// and the Noto faces' are 0, so for them the two readings agree (Inter: 3,408/2,816 = 1.2102).
    package func intrinsicLineHeight(at size: Double) -> Double { points(ascender + descender + lineGap, size: size) }
    /// The cap height in points at `size`.
    package func capHeight(at size: Double) -> Double { points(capHeight, size: size) }
    /// The x-height in points at `size`.
    package func xHeight(at size: Double) -> Double { points(xHeight, size: size) }

    /// Where the baseline sits below the top of a line box `lineHeight` tall, before it is drawn: the
    /// hhea ascender + descender box centred in the line height, unrounded. Layout measures with it (a
    /// frame's baseline alignment, a text's first baseline); `drawnBaseline` puts the glyphs on a whole
    /// point from it.
    package func baselineOffset(size: Double, lineHeight: Double) -> Double {
        let asc = ascender(at: size), desc = descender(at: size)
        return (lineHeight - (asc + desc)) / 2 + asc
    }

    /// Where a line's glyphs are drawn, in the canvas's points: the one statement of the rule (README
    /// "Glyphs in the line box"). The line box's bottom goes to the nearest whole point and the baseline
    /// a whole number of points above it, the distance below the baseline (descender + lower
    /// half-leading, `lineHeight - baselineOffset`) rounded; so every line's baseline is on a whole
    /// point, and x is left as laid out. Figma's own render bounds of 15 Inter lines (Medium to Bold, 11
    /// to 96 px, line heights 20 to 115.2, tops on and off whole pixels) put each baseline exactly there;
    /// rounding the centred baseline itself misses two of them by 1 px (96/115.2, a line shorter than
    /// the font) (`GlyphPlacementTests`). Halves go up, as `PixelGrid` rounds. On a whole point, a
    /// baseline is on the device grid at every whole scale, where Chromium too draws whole device
    /// pixels; Specimen never moves it further, at any scale.
    package static func drawnBaseline(lineTop: Double, lineHeight: Double, baselineOffset: Double) -> Double {
        let below = lineHeight - baselineOffset, bottom = lineTop + lineHeight
        guard below.isFinite, bottom.isFinite else { return lineTop + baselineOffset }
        return (bottom + 0.5).rounded(.down) - (below + 0.5).rounded(.down)
    }
}

/// A line drawn with a text: Figma's `textDecoration` UNDERLINE and STRIKETHROUGH.
package enum TextDecorationLine: String, Hashable, Sendable, CaseIterable {
    case underline, strikethrough
}
