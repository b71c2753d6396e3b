/// SpecimenPDF: the display list as a PDF 1.7 document, sized in points.
///
/// What this module promises:
/// 1. ``PDFWriter`` draws exactly what the display list says: filled paths (non-zero or even-odd)
///    with circular arcs as cubic Béziers, glyph outlines defined once as form XObjects, images as
///    image XObjects with a soft mask, clips as clipping paths. Nothing depends on a font on the
///    reader's machine.
/// 2. Every text run is also written as invisible text (render mode 3) in a Type 3 font with a
///    `ToUnicode` map, laid over its glyphs, so a viewer can search and select it and `pdftotext`
///    extracts it.
/// 3. The same pages give the same bytes: no dates, no random ids, compressed with fixed settings.
///
/// What it must never do: lay out, resolve tokens or rasterize.
