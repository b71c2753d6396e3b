/// SpecimenScene: the display list, Specimen's one hand-off between resolving and drawing.
///
/// What this module promises:
/// 1. A `DisplayList` holds only resolved primitives, in points, already snapped to the device pixel
///    grid of its `scale`: paths with a colour and a fill rule, images, glyph runs already shaped and
///    outlined, and groups that name a layout node or clip. No token, alias, property or font lookup
///    is left for a consumer, so the rasterizer and the SVG writer cannot disagree.
/// 2. Node kinds are four, as in usvg: group, path, image, text.
/// 3. Building a display list is deterministic: same input, same list.
///
/// What it must never do: rasterize or encode.
