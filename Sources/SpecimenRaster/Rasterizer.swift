import Geometry
import Pixels
import SpecimenScene

/// Specimen's rasterizer: exact-area anti-aliasing, premultiplied 8-bit source-over.
package struct Rasterizer: Sendable {
    /// The largest side, in pixels, `render` will draw; a component picture is never near it, and
    /// the cap keeps a damaged display list from asking for gigabytes.
    package static let maximumSide = 16384
    /// The shape and glyph masks this rasterizer and its copies fill and reuse.
    package let caches: RasterCaches

    /// A rasterizer with caches of its own: a `Renderer` holds one and every render through it (a
    /// batch's or the gallery's threads) shares its masks; one made here and dropped fills from cold.
    package init(caches: RasterCaches = RasterCaches()) { self.caches = caches }

    /// Draws `list` into a new pixmap of `pixelWidth × pixelHeight`: the background first (when
    /// set, else transparent), then every node in order.
    ///
    /// Sides are clamped to `1...maximumSide`, so a list with an empty size gives a 1×1 transparent
    /// (or background-coloured) pixmap rather than a trap.
    package func render(_ list: DisplayList) -> Pixmap {
        let width = min(max(list.pixelWidth, 1), Rasterizer.maximumSide)
        let height = min(max(list.pixelHeight, 1), Rasterizer.maximumSide)
        let fill = list.background?.premultiplied ?? .clear
        // Both sides are within 1...16384, so the buffer is at most 1 GiB and `Pixmap` accepts it.
        guard let canvas = Rasterizer.canvas(width: width, height: height, fill: fill) else { return Rasterizer.blank }
        var renderer = SceneRenderer(canvas: canvas, transform: list.deviceTransform, caches: caches)
        renderer.draw(list.nodes, clip: nil)
        return renderer.canvas
    }

    /// The exact-area coverage of `path` filled with `rule` under `transform` (to device pixels),
    /// limited to the pixels `0 ..< width` by `0 ..< height`. Reading it pixel by pixel is how a test
    /// checks anti-aliasing against true areas; the renderer blends these same masks.
    package func fillCoverage(
        path: Path, rule: FillRule, transform: AffineTransform,
        width: Int, height: Int
    ) -> CoverageMask {
        guard width > 0, height > 0 else { return .empty }
        return PathScanner.coverage(
            of: path, rule: rule, transform: transform,
            within: PixelBox(x: 0, y: 0, width: width, height: height))
    }

    /// A pixmap of one colour, written a pixel-sized word at a time (the background of every render).
    static func canvas(width: Int, height: Int, fill: PremultipliedColor) -> Pixmap? {
        guard fill != .clear else { return Pixmap(width: width, height: height) }
        let count = width * height
        let word = (UInt32(fill.red) | UInt32(fill.green) << 8 | UInt32(fill.blue) << 16 | UInt32(fill.alpha) << 24).littleEndian
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            guard let base = UnsafeMutableRawPointer(buffer.baseAddress) else { initialized = 0; return }
            for i in 0..<count { base.storeBytes(of: word, toByteOffset: i * 4, as: UInt32.self) }
            initialized = count * 4
        }
        return Pixmap(width: width, height: height, premultipliedRGBA: bytes)
    }

    /// A 1×1 transparent pixmap. `Pixmap` refuses only empty or gigantic sizes, never this constant
    /// one, so the unwrap cannot fail and touches no input.
    private static let blank: Pixmap = Pixmap(width: 1, height: 1)!
}
