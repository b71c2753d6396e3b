/// What a glyph's outline depends on, as a cache key: its face, its id in that face and its size in
/// points. Equal identities always carry equal outlines, so renderers and writers may cache by it.
///
/// The face is a small number its text engine gives each of its faces (`TextEngine.faceNumber`). The
/// numbers are only ever compared, never written out, and mean something only within one engine, so a
/// cache keyed by identities belongs to whoever holds that engine (a `Renderer`), never to the process.
package struct GlyphIdentity: Hashable, Sendable {
    /// The face's number in the text engine that shaped the glyph.
    package let face: UInt32
    /// The glyph's id in that face.
    package let glyph: UInt32
    /// The size in points the outline is scaled to.
    package let size: Double

    /// The identity of `glyph` of face number `face` at `size` points.
    package init(face: UInt32, glyph: UInt32, size: Double) {
        self.face = face
        self.glyph = glyph
        self.size = size
    }
}
