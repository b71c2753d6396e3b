/// A 2-D affine map: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (SVG's `matrix(a b c d tx ty)`).
package struct AffineTransform: Hashable, Sendable {
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
}
