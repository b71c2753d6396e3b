import Foundation
import Geometry

/// The line segments Skia's analytic filler walks a quadratic as (`SkQuadraticEdge::
/// setQuadraticWithoutUpdate` in `src/core/SkEdge.cpp`, `SkAnalyticQuadraticEdge::updateQuadratic` in
/// `src/core/SkAnalyticEdge.cpp`), for `SkiaGlyphModel`: as a cubic's, from the upper end on its
/// quarter row, but a step of two pixels or more down ends on a whole row (its x moved along the
/// segment), and a step that stays on its row is merged into the next (the segment runs from the
/// last end that moved down).
public enum SkiaQuadraticEdge {
    /// The piece's vertices from its upper end to its lower end, in device pixels.
    public static func points(_ q: [Point]) -> [Point] {
        var x = q.map { SkiaGlyphModel.edgeUnits($0.x) }, y = q.map { SkiaGlyphModel.edgeUnits($0.y) }
        if y[0] > y[2] {
            x.reverse()
            y.reverse()
        }
        func snap(_ v: Int) -> Int { ((v + (1 << 13)) >> 14) << 14 }
        func device(_ fx: Int, _ fy: Int) -> Point { Point(x: Double(fx) / 65536, y: Double(fy) / 65536) }
        var shift = SkiaGlyphModel.diffToShift((2 * x[1] - x[0] - x[2]) >> 2, (2 * y[1] - y[0] - y[2]) >> 2)
        shift = shift == 0 ? 1 : min(shift, 6)
        func coefficients(_ v: [Int]) -> (p: Int, d: Int, dd: Int, last: Int) {
            let a = (v[0] - v[1] - v[1] + v[2]) << 9, b = (v[1] - v[0]) << 10
            return ((v[0] << 10) >> 2, (b + (a >> shift)) >> 2, (a >> (shift - 1)) >> 2, (v[2] << 10) >> 2)
        }
        var cx = coefficients(x), cy = coefficients(y)
        cy.p = snap(cy.p)
        cy.last = snap(cy.last)
        var snappedX = cx.p, snappedY = cy.p
        var out = [device(snappedX, snappedY)]
        // 1 << shift segments; the coefficients are stored at half their value (`fCurveShift` is shift - 1).
        let stepShift = shift - 1
        for k in 1...(1 << shift) {
            var nx: Int, ny: Int, sx: Int, sy: Int
            if k < 1 << shift {
                nx = cx.p + (cx.d >> stepShift)
                ny = cy.p + (cy.d >> stepShift)
                if abs(cy.d >> stepShift) >= 2 << 16 {
                    let diffY = (ny - snappedY) >> 10
                    let slope = diffY != 0 ? (((nx - snappedX) >> 10) << 16) / diffY : 0
                    sy = min(cy.last, ((ny + 0x8000) >> 16) << 16)
                    sx = nx - Int((Int64(slope) * Int64(ny - sy)) >> 16)
                } else {
                    sy = min(cy.last, snap(ny))
                    sx = nx
                }
                cx.d += cx.dd
                cy.d += cy.dd
            } else {
                (nx, ny, sx, sy) = (cx.last, cy.last, cx.last, cy.last)
            }
            cx.p = nx
            cy.p = ny
            let dy = (sy - snappedY) >> 10
            guard dy != 0 else { continue }
            let slope = (((sx - snappedX) >> 10) << 16) / dy
            out.append(device(snappedX + Int((Int64(slope) * Int64(sy - snappedY)) >> 16), sy))
            if sx != snappedX + Int((Int64(slope) * Int64(sy - snappedY)) >> 16) { out.append(device(sx, sy)) }
            snappedX = sx
            snappedY = sy
        }
        return out
    }
}
