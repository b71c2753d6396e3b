/// SpecimenSupport: the few utilities several stages need, below the whole pipeline so that no stage
/// depends on another only for one of them.
///
/// One hash (`FNV1a64`), one parallel map (`ParallelMap`), the "did you mean" of every error that
/// lists what is valid (`Suggestions`), where the shipped fonts and themes are (`SpecimenHome`), and a
/// glyph's cache key (`GlyphIdentity`, shared by text, raster and SVG). Imports nothing of Specimen
/// and knows no design system, set, file format or stage.
