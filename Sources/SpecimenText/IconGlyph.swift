import SpecimenSupport

/// One Material Design Icons glyph, found by name with `TextEngine.icon(named:)`.
public struct IconGlyph: Sendable, Hashable {
    /// The MDI name, such as `chevron-down`.
    public let name: String
    /// The private-use code point the webfont maps the icon to (U+F140 for `chevron-down`).
    package let codepoint: UInt32
    /// The glyph's index in MaterialDesignIcons.ttf.
    package let glyphID: UInt32
    /// Drawn flipped left to right (a directional icon in a right-to-left layout).
    package var mirrored: Bool

    /// The icon `name` at `codepoint`, glyph `glyphID`, flipped when `mirrored`.
    package init(name: String, codepoint: UInt32, glyphID: UInt32, mirrored: Bool = false) {
        self.name = name
        self.codepoint = codepoint
        self.glyphID = glyphID
        self.mirrored = mirrored
    }

    /// Unique per (glyph, size, flip), e.g. `mdi-g305-s24` or `mdi-mirrored-g305-s24`: equal keys mean
    /// equal outlines.
    package func key(size: Double) -> String {
        GlyphKey.make(font: mirrored ? IconGlyph.mirroredFontTag : IconGlyph.fontTag, glyph: glyphID, size: size)
    }

    /// The same as ``key(size:)``, typed, for caches.
    package func identity(size: Double) -> GlyphIdentity {
        GlyphIdentity(face: mirrored ? IconGlyph.mirroredFaceNumber : IconGlyph.faceNumber, glyph: glyphID, size: size)
    }

    static let fontTag = "mdi"
    static let mirroredFontTag = "mdi-mirrored"
    /// The icon face's numbers in every engine's glyph identities: the first two (`TextEngine.faceNumber`).
    static let faceNumber: UInt32 = 0
    static let mirroredFaceNumber: UInt32 = 1
}
