import SpecimenSupport

/// One positioned glyph of a `ShapedText`.
package struct ShapedGlyph: Sendable, Hashable {
    /// The glyph's index in its font (HarfBuzz output, after ligatures and substitutions).
    package let glyphID: UInt32
    /// The UTF-8 byte offset, in the run's `text`, of the first character this glyph draws.
    /// Glyphs of one grapheme cluster share it, so cutting only where it changes never splits a cluster.
    package let cluster: Int
    /// The glyph origin relative to the run origin, in points: the sum of earlier advances plus the
    /// glyph's own GPOS offset. y grows downward.
    package let x: Double
    /// The glyph origin's vertical offset from the run origin, in points, y down.
    package let y: Double
    /// How far the pen moves after this glyph, in points (GPOS kerning included).
    package let advance: Double
    /// Unique per (font, glyph, size), e.g. `inter-semibold-g123-s18`: equal keys mean equal outlines,
    /// so renderers may cache by it. Spelled when read, not when shaped: a layout shapes many runs
    /// only to measure them (a truncation's search, a leaf measured twice), and spelling a string per
    /// glyph was most of what a shaping cost once its glyphs were cached.
    package var key: String { givenKey ?? GlyphKey.make(font: font, glyph: glyphID, size: keySize) }
    /// The key a glyph made by hand was given; nil for a shaped glyph, whose key is its font, id and size.
    private var givenKey: String?
    private var keySize: Double
    /// The same as ``key``, typed, for caches (`nil` for glyphs made by hand).
    package let identity: GlyphIdentity?
    /// The tag of the font that drew it (`inter-regular`, `noto-arabic`, ...); empty means the run
    /// style's own Inter weight.
    package let font: String

    /// A glyph made by hand, with its cache `key` as given; positions in points.
    package init(
        glyphID: UInt32, cluster: Int, x: Double, y: Double, advance: Double, key: String, font: String = "",
        identity: GlyphIdentity? = nil
    ) {
        self.font = font
        self.glyphID = glyphID
        self.cluster = cluster
        self.x = x
        self.y = y
        self.advance = advance
        self.givenKey = key
        self.keySize = 0
        self.identity = identity
    }

    /// A shaped glyph of the face tagged `font` at `size`: its key is spelled from them when read.
    init(glyphID: UInt32, cluster: Int, x: Double, y: Double, advance: Double, font: String, size: Double, identity: GlyphIdentity?) {
        self.init(glyphID: glyphID, cluster: cluster, x: x, y: y, advance: advance, key: "", font: font, identity: identity)
        givenKey = nil
        keySize = size
    }

    /// The same glyph `dx` further right, its cluster `bytes` further into a longer text (a run
    /// shaped in pieces and joined, `SmallCaps`).
    func moved(dx: Double, bytes: Int) -> ShapedGlyph {
        var out = ShapedGlyph(glyphID: glyphID, cluster: cluster + bytes, x: x + dx, y: y, advance: advance, key: "", font: font, identity: identity)
        out.givenKey = givenKey
        out.keySize = keySize
        return out
    }
}

/// Described as it always was, key included (the key is now computed, and a description lists only what
/// is stored): digests of layouts' descriptions, such as the document parity tables, stay the same.
extension ShapedGlyph: CustomReflectable {
    /// The stored fields plus the computed `key`, so descriptions match those of before the key was computed.
    package var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "glyphID": glyphID, "cluster": cluster, "x": x, "y": y, "advance": advance, "key": key,
                "identity": identity as Any, "font": font,
            ], displayStyle: .struct)
    }
}

/// How glyph keys are spelled, shared by text glyphs and icons.
enum GlyphKey {
    static func make(font: String, glyph: UInt32, size: Double) -> String {
        "\(font)-g\(glyph)-s\(format(size))"
    }

    /// `18` for whole sizes, the shortest round-tripping decimal otherwise, so distinct sizes never share a key.
    static func format(_ size: Double) -> String {
        if size == size.rounded(), abs(size) < 1e15 { return String(Int(size)) }
        return String(size)
    }
}
