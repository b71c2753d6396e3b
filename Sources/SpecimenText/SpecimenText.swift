/// SpecimenText: every measurement and glyph outline of text and icons.
///
/// What this module promises:
/// 1. Text is shaped by HarfBuzz straight from the font files in `Fonts/` (GPOS kerning, ligatures on),
///    in font units, and only then scaled to points, so widths are exact and the same at every size.
/// 2. Outlines are FreeType's unhinted, unscaled contours scaled by `size / unitsPerEm`: every size has
///    the same shape, and equal glyph keys mean equal outlines.
/// 3. Every result is a value (`ShapedText`, `Path`); the engine may be shared across threads.
/// 4. Coordinates are points with y growing downward; a run's origin is on its baseline.
///
/// What it must never do: read system fonts, hint, lay out boxes or know about components.
