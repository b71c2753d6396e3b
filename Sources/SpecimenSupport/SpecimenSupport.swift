/// SpecimenSupport: the few utilities several stages need, below the whole pipeline so that no stage
/// depends on another only for one of them.
///
/// One hash (`FNV1a64`), one parallel map (`ParallelMap`), the "did you mean" of every error that
/// lists what is valid (`Suggestions`), where the shipped fonts and themes are (`SpecimenHome`), a
/// glyph's cache key (`GlyphIdentity`, shared by text, raster and SVG) and the escaping of text in XML
/// (`XMLText`, shared by the SVG writer, the reports and the gallery's pages). Imports nothing of
/// Specimen and knows no design system, set or stage; of file formats, only XML's five markup
/// characters and the characters XML forbids.
