/// SpecimenSVG: the display list as a self-contained SVG 1.1 document.
///
/// What this module promises:
/// 1. ``SVGWriter`` draws exactly what the display list says, in any SVG renderer: filled paths with
///    true arcs, glyph outlines defined once and placed with `<use>`, PNG images as `data:` URIs,
///    clips as `<clipPath>`. No fonts, stylesheets or external files are referenced.
/// 2. Every attribute and text is escaped; every `id` is a unique, valid XML name.
/// 3. The same display list gives the same string, byte for byte.
///
/// What it must never do: lay out, resolve tokens or rasterize.
