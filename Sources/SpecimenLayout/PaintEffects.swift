import Geometry

/// How far Figma's effects reach, and the one conversion from Figma's blur radius to a Gaussian.
package enum PaintEffects {
    /// Figma's blur radius as the standard deviation of the Gaussian drawn: radius / 2, as CSS defines a
    /// box-shadow's blur radius (twice the deviation) and as Figma's own CSS export writes its shadows
    /// (`box-shadow: 0 4px 8px` for a blur of 8) and blurs (`blur(radius / 2)`).
    /// The decision is in docs/decisions.md ("Figma's blur radius").
    package static func sigma(radius: Double) -> Double { radius.isFinite ? max(0, radius) / 2 : 0 }

    /// How far past its shape a blur of `radius` shows: three deviations, where a Gaussian's tail
    /// falls below an 8-bit step.
    package static func spill(radius: Double) -> Double { 3 * sigma(radius: radius) }
}

extension Paint {
    /// What the paint covers when drawn in `frame`: the frame itself for every paint that stays inside
    /// it, more for a drop shadow (moved, spread and blurred) and a layer blur.
    package func reach(in frame: Rect) -> Rect {
        switch self {
        case .shadow(_, _, let offset, let radius, let spread, let inner, _):
            guard !inner else { return frame }
            let cast = frame.outset(by: max(0, spread) + PaintEffects.spill(radius: radius)).offsetBy(dx: offset.x, dy: offset.y)
            return frame.union(cast)
        case .contentShadow(_, let offset, let radius, let inner, _, _):
            guard !inner else { return frame }
            return frame.union(frame.outset(by: PaintEffects.spill(radius: radius)).offsetBy(dx: offset.x, dy: offset.y))
        case .layerBlur(let radius):
            return frame.outset(by: PaintEffects.spill(radius: radius))
        case .transform(let map):
            // Turned, the frame's picture is its bounding box, from the frame's top-left.
            return frame.union(Rect(origin: frame.origin, size: map.boundingSize(of: frame.size)))
        case .stroke(_, let width, _, let align, let widths, _) where align != .inside:
            // A centre or outside stroke covers the frame grown by its outer part on each side.
            let out = (widths ?? SideWidths(top: width, right: width, bottom: width, left: width)).scaled(align.outward)
            return frame.union(
                Rect(
                    x: frame.minX - out.left, y: frame.minY - out.top,
                    width: frame.width + out.left + out.right, height: frame.height + out.top + out.bottom))
        case .strokedPath(let path, let width, _, let style, let align, _, let markers):
            // The line's own outline, which reaches past the path by half its width, its caps and miters
            // (twice that outside it; inside it, no further than the path).
            let outline =
                align == .inside ? path.controlBounds : path.stroked(width: align == .outside ? 2 * width : width, style: style, tolerance: 0.01).controlBounds
            // A marker reaches at most its scale times √3 widths past an end, and a stroked one half a width more.
            let marked = markers == .none ? outline : outline.outset(by: (StrokeMarker.scale * 3.0.squareRoot() + 0.5) * width)
            return marked.isEmpty ? frame : frame.union(marked.offsetBy(dx: frame.minX, dy: frame.minY))
        case .cutPath(let path, _, _, let align, _) where align == .outside:
            // Outside its outline a cut path reaches as far as the path itself (a stroke's outer half).
            let bounds = path.controlBounds
            return bounds.isEmpty ? frame : frame.union(bounds.offsetBy(dx: frame.minX, dy: frame.minY))
        case .blended(let inner, _), .gradientPainted(let inner, _):
            return inner.reach(in: frame)
        default:
            return frame
        }
    }
}
