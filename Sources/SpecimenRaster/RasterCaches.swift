/// The coverage masks a rasterizer keeps between pictures: shapes (every Text Input variant has the
/// same field outline) and glyphs at a subpixel offset.
///
/// A value, not a process-wide singleton: whoever draws many pictures (a `Renderer`, and through it a
/// batch's or the gallery's threads) holds one and passes it down, so two renderers never share masks
/// and dropping the renderer frees them. Thread-safe: each cache is behind its own `Mutex`. Every
/// entry is recomputable and keyed by every input its fill reads, so a warm cache changes no byte.
/// Glyph keys carry a text engine's face numbers, so one caches value serves one text engine's
/// display lists (a `Renderer` has exactly one).
package final class RasterCaches: Sendable {
    let shapes: MaskCache<ShapeMasks.Key>
    let glyphs: MaskCache<GlyphMasks.Key>

    /// Empty caches of at most `byteLimit` bytes each (16 MiB by default); past it a cache starts over.
    package init(byteLimit: Int = 16 << 20) {
        shapes = MaskCache(byteLimit: byteLimit)
        glyphs = MaskCache(byteLimit: byteLimit)
    }
}
