/// SpecimenRaster: Specimen's own rasterizer, from a `DisplayList` to a premultiplied `Pixmap`.
///
/// The parts, after tiny-skia: `Scan/` turns a path into exact per-pixel coverage, `Blitter/` writes
/// coverage into a pixmap, `Pipeline/` holds the per-pixel arithmetic (source-over, image sampling),
/// and `SceneRenderer` walks the display list.
///
/// What this module promises:
/// 1. Anti-aliasing is exact area coverage, never supersampling: paths are flattened in device
///    pixels finely enough that every pixel of a radius-16 corner, or of a 1 pt ring around it, is
///    within 1/255 of its true area at 1x, 2x and 3x.
/// 2. Fill rules are real: non-zero and even-odd are applied to the exact winding of every region
///    before coverage is accumulated, so a pixel crossed by both edges of a thin ring is still exact.
/// 3. Compositing is premultiplied source-over in 8-bit integers with round-to-nearest: full coverage
///    of an opaque colour writes exactly that colour's bytes.
/// 4. Clips multiply anti-aliased coverage; nested clips multiply with each other.
/// 5. Images whose pixels line up with device pixels are copied exactly; others are sampled bilinearly.
/// 6. A glyph at the same subpixel offset gives the same pixels wherever it lands.
/// 7. Same display list, same bytes: integer accumulation, no threads, no global state. The only
///    memory across pictures is a `RasterCaches` value the caller holds (a `Renderer` holds one), and
///    a hit in it is the mask a fresh fill gives.
///
/// What it must never do: read tokens, fonts or files, allocate per pixel, or trap on bad geometry
/// (non-finite points are skipped, not drawn).
