/// SpecimenSupport: the few utilities several stages need, below the whole pipeline so that no stage
/// depends on another only for one of them.
///
/// One hash (`FNV1a64`), one parallel map (`ParallelMap`), the "did you mean" of every error that
/// lists what is valid (`Suggestions`), where the shipped fonts and themes are (`SpecimenHome`), a
/// glyph's cache key (`GlyphIdentity`, shared by text, raster and SVG), the escaping of text in XML
/// (`XMLText`, shared by the SVG writer, the reports and the gallery's pages), the one order keys and
/// paths sort in (`ByteOrder`), and the one JSON codec (`JSONValue`, read by `JSONReader` in a strict
/// or a JSON5 dialect, written by `JSONWriter`). Imports nothing of Specimen but its limits and knows
/// no design system, set or stage; of file formats, only XML's escaping and JSON.
