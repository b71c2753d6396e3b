import Geometry
import SpecimenScene
import SpecimenSupport

/// Glyph coverage masks, shared by every render through one `RasterCaches`, keyed by glyph, transform and subpixel offset.
///
/// A glyph's origin is split into whole device pixels and a fraction rounded to 1/256 pixel (a
/// shift of at most 1/512 pixel, far below what 8-bit coverage can show). The outline is filled at
/// that fraction alone and the mask moved by the whole pixels, so the same glyph at the same subpixel
/// offset gives the same mask, byte for byte, wherever it lands; repeated glyphs are filled once, in
/// this picture or any earlier one (a batch or the gallery draws the same few hundred glyphs thousands
/// of times). The key is the glyph's typed identity (face, glyph id and size), the transform's linear
/// part and the subpixel offset, so a hit is the mask a fresh fill would give: renders with a warm
/// cache are byte-identical to cold ones, whichever thread filled it first.
struct GlyphMasks {
    struct Key: Hashable {
        var glyph: GlyphIdentity
        var a: Double, b: Double, c: Double, d: Double
        var x: Int
        var y: Int
    }

    /// Steps per device pixel for a glyph origin.
    static let subpixelSteps = 256
    /// The masks filled so far, by this picture and every other drawn through the same caches.
    let shared: MaskCache<Key>

    /// The device-space mask of `glyph` under `transform`, limited to `canvas`.
    mutating func mask(
        for glyph: SceneGlyph, transform: AffineTransform, canvas: PixelBox,
        scratch: ScanScratch = ScanScratch()
    ) -> CoverageMask {
        let origin = transform.apply(glyph.origin)
        let limit = Double(1 << 30)
        guard origin.x.isFinite, origin.y.isFinite, abs(origin.x) < limit, abs(origin.y) < limit else { return .empty }
        let (wholeX, stepX) = GlyphMasks.split(origin.x), (wholeY, stepY) = GlyphMasks.split(origin.y)
        let steps = Double(GlyphMasks.subpixelSteps)
        let local = AffineTransform(
            a: transform.a, b: transform.b, c: transform.c, d: transform.d,
            tx: Double(stepX) / steps, ty: Double(stepY) / steps)
        // A glyph without an identity names no font glyph in particular, so it is never shared.
        let key = glyph.identity.map {
            Key(
                glyph: $0, a: transform.a, b: transform.b, c: transform.c, d: transform.d,
                x: stepX, y: stepY)
        }
        if let key, let cached = shared.mask(key) { return cached.offsetBy(dx: wholeX, dy: wholeY) }
        let chains = MonotoneChains(
            path: glyph.outline, transform: local, tolerance: PathScanner.glyphTolerance,
            scratch: scratch)
        defer { scratch.recycle(chains) }
        let visible = canvas.offsetBy(dx: -wholeX, dy: -wholeY)
        if let key, visible.contains(chains.box) {
            let mask = PathScanner.coverage(of: chains, rule: .nonZero, within: nil, scratch: scratch)
            shared.store(mask, for: key)
            return mask.offsetBy(dx: wholeX, dy: wholeY)
        }
        // Partly off the canvas, or unnamed: fill only what shows, and keep it out of the cache.
        return PathScanner.coverage(of: chains, rule: .nonZero, within: visible, scratch: scratch).offsetBy(dx: wholeX, dy: wholeY)
    }

    /// Whole pixels and 1/256 steps of a device coordinate.
    private static func split(_ v: Double) -> (Int, Int) {
        let whole = v.rounded(.down)
        var pixel = Int(whole)
        var step = Int(((v - whole) * Double(subpixelSteps)).rounded())
        if step == subpixelSteps { pixel += 1; step = 0 }
        return (pixel, step)
    }
}
