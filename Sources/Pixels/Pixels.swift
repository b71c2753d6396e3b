/// Pixels: colours and pixel buffers, with no dependencies.
///
/// What this module promises:
/// 1. `Color` is straight (non-premultiplied) 8-bit sRGB, as tokens and files state colours.
/// 2. `Pixmap` is premultiplied 8-bit RGBA, as the rasterizer composites; conversion happens only at
///    the file boundary (`Pixmap.unpremultipliedRGBA()` / `Pixmap(straightRGBA:)`).
/// 3. Every operation is deterministic: integer arithmetic with fixed rounding, no threads.
