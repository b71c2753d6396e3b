import Geometry
import Pixels
import SpecimenScene

/// Fills a shape's coverage with a gradient: each covered device pixel's centre mapped back into the
/// gradient's unit space, its colour read there, composited source-over at the pixel's coverage.
enum GradientBlitter {
    /// Composites `gradient` (placed in points by its own transform, then to device by `transform`)
    /// over `pixmap` wherever `mask` (times `clip`) covers. A gradient folded flat (a zero-length
    /// line) paints its last stop, as SVG does.
    static func fill(_ pixmap: inout Pixmap, gradient: SceneGradient, transform: AffineTransform, mask: CoverageMask, clip: CoverageMask?) {
        guard let back = gradient.transform.concatenating(transform).inverted else {
            guard let last = gradient.stops.last else { return }
            Blitter.fill(&pixmap, color: last.color.premultiplied, mask: mask, clip: clip)
            return
        }
        Blitter.visit(&pixmap, mask: mask, clip: clip) { pixels, i, x, y, coverage in
            let unit = back.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
            let color = gradient.color(at: gradient.parameter(x: unit.x, y: unit.y))
            SourceOver.blend(pixels, at: i, color: color, coverage: coverage)
        }
    }
}
