import Geometry
import Pixels
import SpecimenScene

/// Walks a display list in order, drawing each node into the canvas through the clips above it.
struct SceneRenderer {
    private(set) var canvas: Pixmap
    private let transform: AffineTransform
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
                if let sigma = group.blur {
                    drawBlurred(group, sigma: sigma, clip: clip)
                } else if let path = group.clip {
                    guard let inner = combinedClip(path, outer: clip) else { continue }
                    draw(group.children, clip: inner)
                } else {
                    draw(group.children, clip: clip)
                }
            case .path(let shape):
                let (mask, shared) = coverage(of: shape.path, rule: shape.rule, clip: clip)
                Blitter.fill(&canvas, color: shape.color.premultiplied, mask: mask, clip: clip)
                if !shared { scratch.recycle(mask) }
            case .image(let image):
                var imageClip = clip
                if let path = image.clip {
                    guard let inner = combinedClip(path, outer: clip) else { continue }
                    imageClip = inner
                }
                let frame = deviceRect(image.frame)
                ImageBlitter.draw(image.pixmap, frame: frame, onto: &canvas, clip: imageClip)
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

    /// A blurred group: its children on a transparent layer the canvas's size, the layer blurred by
    /// `sigma` points (in device pixels, through the transform's scale), then clipped by the group's
    /// clip and the clips above it and laid over the canvas.
    private mutating func drawBlurred(_ group: SceneGroup, sigma: Double, clip: CoverageMask?) {
        var groupClip = clip
        if let path = group.clip {
            guard let inner = combinedClip(path, outer: clip) else { return }
            groupClip = inner
        }
        guard let layer = Pixmap(width: canvas.width, height: canvas.height) else { return }
        var offscreen = SceneRenderer(canvas: layer, transform: transform, caches: caches)
        offscreen.draw(group.children, clip: nil)
        let blurred = offscreen.canvas.gaussianBlurred(sigma: sigma * abs(transform.a))
        ImageBlitter.draw(
            blurred, frame: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)),
            onto: &canvas, clip: groupClip)
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

    /// A rectangle in points as device pixels (the display list's transform only scales and moves).
    private func deviceRect(_ r: Rect) -> Rect {
        let a = transform.apply(r.origin), b = transform.apply(Point(x: r.maxX, y: r.maxY))
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}
