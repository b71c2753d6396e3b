import Geometry
import Pixels
import SpecimenScene

/// Walks a display list in order, drawing each node into the canvas through the clips above it.
struct SceneRenderer {
    private(set) var canvas: Pixmap
    /// Points (of the group being drawn) to device pixels; a transformed group changes it while it draws.
    private var transform: AffineTransform
    private let bounds: PixelBox
    private var glyphs: GlyphMasks
    /// The masks every picture drawn through the same rasterizer shares.
    private let caches: RasterCaches
    /// The scanner's buffers, reused from path to path of this one picture.
    private let scratch = ScanScratch()

    init(canvas: Pixmap, transform: AffineTransform, caches: RasterCaches) {
        self.canvas = canvas
        self.transform = transform
        self.caches = caches
        glyphs = GlyphMasks(shared: caches.glyphs)
        bounds = PixelBox(x: 0, y: 0, width: canvas.width, height: canvas.height)
    }

    /// Draws `nodes`, first at the bottom; `clip` (device coverage) limits them when set.
    mutating func draw(_ nodes: [SceneNode], clip: CoverageMask?) {
        for node in nodes {
            switch node {
            case .group(let group):
                if group.transform != nil || group.isComposited {
                    drawLayered(group, clip: clip)
                } else if let path = group.clip {
                    guard let inner = combinedClip(path, outer: clip) else { continue }
                    draw(group.children, clip: inner)
                } else {
                    draw(group.children, clip: clip)
                }
            case .path(let shape):
                // A stroke is filled as its outline, its curves flattened as finely as a shape's edge.
                let outline = shape.filledOutline(tolerance: PathScanner.shapeTolerance / Self.scaleFactor(transform))
                let (mask, shared) = coverage(of: outline.path, rule: outline.rule, clip: clip)
                if let gradient = shape.gradient {
                    GradientBlitter.fill(&canvas, gradient: gradient, transform: transform, mask: mask, clip: clip)
                } else {
                    Blitter.fill(&canvas, color: shape.color.premultiplied, mask: mask, clip: clip)
                }
                if !shared { scratch.recycle(mask) }
            case .image(let image):
                var imageClip = clip
                if let path = image.clip {
                    guard let inner = combinedClip(path, outer: clip) else { continue }
                    imageClip = inner
                }
                // Not a plain scale and move: turned, skewed or flipped.
                let unaligned = transform.b != 0 || transform.c != 0 || transform.a < 0 || transform.d < 0
                if unaligned, let (pixels, frame) = ImageBlitter.oriented(image.pixmap, frame: image.frame, transform: transform) {
                    // Flipped or turned by a quarter: its pixels re-ordered, drawn as an unturned image is.
                    ImageBlitter.draw(pixels, frame: frame, onto: &canvas, clip: imageClip)
                } else if unaligned {
                    // Turned by another angle or skewed: every device pixel maps back into the image.
                    let within = image.clip.map { Self.frame(image.frame, holds: $0.controlBounds) } ?? false
                    ImageBlitter.draw(
                        image.pixmap, frame: image.frame, transform: transform, onto: &canvas, clip: imageClip, clippedWithin: within)
                } else {
                    ImageBlitter.draw(image.pixmap, frame: deviceRect(image.frame), onto: &canvas, clip: imageClip)
                }
            case .text(let run):
                let color = run.color.premultiplied
                guard color.alpha > 0 else { continue }
                for glyph in run.glyphs where !glyph.outline.isEmpty {
                    let mask = glyphs.mask(for: glyph, transform: transform, canvas: bounds, scratch: scratch)
                    Blitter.fill(&canvas, color: color, mask: mask, clip: clip)
                }
            }
        }
    }

    /// A group with a transform or a layer of its own. The transform maps the group's clip and
    /// children; a composited group's children are drawn on a transparent layer the canvas's size,
    /// the layer blurred by `blur` points (in device pixels, through the transform's scale), then laid
    /// over the canvas through the group's clip and the clips above it, cut by its mask, at the group's
    /// opacity and in its blend mode: SVG's order (filter, clip, mask, opacity, blend).
    private mutating func drawLayered(_ group: SceneGroup, clip: CoverageMask?) {
        let outer = transform
        if let local = group.transform { transform = local.concatenating(outer) }
        defer { transform = outer }
        var groupClip = clip
        if let path = group.clip {
            guard let inner = combinedClip(path, outer: clip) else { return }
            groupClip = inner
        }
        guard group.isComposited else {
            draw(group.children, clip: groupClip)
            return
        }
        guard let layer = Pixmap(width: canvas.width, height: canvas.height) else { return }
        var offscreen = SceneRenderer(canvas: layer, transform: transform, caches: caches)
        offscreen.draw(group.children, clip: nil)
        var pixels = offscreen.canvas
        if let sigma = group.blur { pixels = pixels.gaussianBlurred(sigma: sigma * Self.scaleFactor(transform)) }
        if let mask = group.mask, let layer = Pixmap(width: canvas.width, height: canvas.height) {
            // The mask layer is drawn in the group's own coordinates, unclipped, then cuts the group's.
            var masking = SceneRenderer(canvas: layer, transform: transform, caches: caches)
            masking.draw(mask.nodes, clip: nil)
            LayerMasking.apply(masking.canvas, type: mask.type, to: &pixels)
        }
        if group.opacity >= 1, group.blend == .normal {
            ImageBlitter.draw(
                pixels, frame: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)),
                onto: &canvas, clip: groupClip)
        } else {
            LayerCompositor.composite(pixels, onto: &canvas, clip: groupClip, opacity: group.opacity, blend: group.blend)
        }
    }

    /// Whether `inner` lies inside `frame`, give or take floating-point noise.
    private static func frame(_ frame: Rect, holds inner: Rect) -> Bool {
        let slack = 1e-9 * max(1, frame.width, frame.height)
        return inner.minX >= frame.minX - slack && inner.minY >= frame.minY - slack && inner.maxX <= frame.maxX + slack
            && inner.maxY <= frame.maxY + slack
    }

    /// How many device pixels a point of the group's space is: the scale itself for the display list's
    /// own map, else the square root of the area a unit square becomes (a blur under a skew or a
    /// non-uniform scale is drawn round, where SVG would stretch it).
    private static func scaleFactor(_ t: AffineTransform) -> Double {
        if t.b == 0, t.c == 0, t.a == t.d { return abs(t.a) }
        return abs(t.a * t.d - t.b * t.c).squareRoot()
    }

    /// A shape's coverage, computed only where the canvas and the clip let it show.
    /// `shared` when the mask is held by the shape cache (never give its memory back).
    private func coverage(of path: Path, rule: FillRule, clip: CoverageMask?) -> (mask: CoverageMask, shared: Bool) {
        let region = clip.map { $0.box.intersection(bounds) } ?? bounds
        guard !region.isEmpty else { return (.empty, true) }
        return ShapeMasks.coverage(
            of: path, rule: rule, transform: transform, within: region, scratch: scratch,
            cache: caches.shapes)
    }

    /// The clip inside both `path` (non-zero) and `outer`, or `nil` when nothing can show through.
    private func combinedClip(_ path: Path, outer: CoverageMask?) -> CoverageMask? {
        let mask = coverage(of: path, rule: .nonZero, clip: outer).mask
        let combined = outer.map { mask.multiplied(by: $0) } ?? mask
        return combined.isEmpty ? nil : combined
    }

    /// A rectangle in points as device pixels, under a transform that only scales and moves.
    private func deviceRect(_ r: Rect) -> Rect {
        let a = transform.apply(r.origin), b = transform.apply(Point(x: r.maxX, y: r.maxY))
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}
