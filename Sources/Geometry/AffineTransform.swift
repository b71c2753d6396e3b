import Foundation

/// A 2-D affine map: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (SVG's `matrix(a b c d tx ty)`).
public struct AffineTransform: Hashable, Sendable {
    /// The matrix's six entries, as in the formula above; `tx` and `ty` are in the target space's units.
    package var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The map of these six entries (SVG's `matrix(a b c d tx ty)` order).
    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The map that leaves every point where it is.
    package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A map moving every point by `x`, `y`.
    package static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A map scaling about the origin by `sx` horizontally and `sy` vertically.
    package static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// First `self`, then `next`.
    package func concatenating(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// `p` under this map.
    package func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// True when the map only scales uniformly and translates, so circles stay circles.
    package var isUniformScaleAndTranslate: Bool { b == 0 && c == 0 && a == d }

    /// The map undoing this one, or `nil` when it folds the plane onto a line or a point.
    package var inverted: AffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// The map rotating by `degrees` about the origin, counter-clockwise on a y-up page (so clockwise on
    /// Specimen's y-down one when negative): Figma's `rotation` sign, where 90 turns a node a quarter
    /// to the left as its canvas shows it.
    package static func rotation(degrees: Double) -> AffineTransform {
        let r = -degrees * Double.pi / 180
        let (s, k) = (sin(r), cos(r))
        return AffineTransform(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
    }

    /// The corner of the box `size` becomes under this map's linear part nearest the top-left (the
    /// least x and the least y of its four corners), and the box's width and height.
    private func linearBounds(of size: Size) -> Rect {
        let xs = [0, a * size.width, c * size.height, a * size.width + c * size.height]
        let ys = [0, b * size.width, d * size.height, b * size.width + d * size.height]
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The size of the bounding box a box of `size` has under this map's linear part.
    package func boundingSize(of size: Size) -> Size { linearBounds(of: size).size }

    /// This map's linear part applied to `frame`'s contents, moved so that their bounding box starts at
    /// the frame's top-left: how Figma's `absoluteBoundingBox` places a turned layer.
    package func placed(in frame: Rect) -> AffineTransform {
        let box = linearBounds(of: frame.size)
        let o = frame.origin
        return AffineTransform(
            a: a, b: b, c: c, d: d,
            tx: o.x - (a * o.x + c * o.y) - box.minX, ty: o.y - (b * o.x + d * o.y) - box.minY)
    }
}
