import Foundation
import Geometry

/// The line segments Skia's analytic filler walks a cubic as (`SkCubicEdge::setCubicWithoutUpdate`
/// in `src/core/SkEdge.cpp`, then `SkAnalyticCubicEdge::setCubic` and `updateCubic` in
/// `src/core/SkAnalyticEdge.cpp`), in its own fixed point, for `SkiaGlyphModel`. The cubic (device
/// pixels, monotonic in y) is read as `SkFDot6` of a 4x supersampled pixel, truncated (`SkiaGlyphModel.edgeUnits`); its points are
/// forward differences in 16.16 fixed point, every coefficient shifted down by the 2 bits of the
/// supersampling once set up; and its start is put on its quarter row before the first step, so every
/// point of the piece is moved by the start's snapping, not only the start (what moved Inter's "O"
/// by a tenth of a pixel against a curve merely cut into chords).
public enum SkiaCubicEdge {
    /// The piece's vertices from its upper end to its lower end, each on a quarter device row
    /// (`snapY`), in device pixels; the first is its upper end.
    public static func points(_ c: [Point]) -> [Point] {
        var x = c.map { SkiaGlyphModel.edgeUnits($0.x) }, y = c.map { SkiaGlyphModel.edgeUnits($0.y) }
        if y[0] > y[3] {
            x.reverse()
            y.reverse()
        }
        func snap(_ v: Int) -> Int { ((v + (1 << 13)) >> 14) << 14 }
        func device(_ fx: Int, _ fy: Int) -> Point { Point(x: Double(fx) / 65536, y: Double(fy) / 65536) }
        var shift = SkiaGlyphModel.diffToShift(delta(x), delta(y)) + 1
        shift = min(shift, 6)
        var upShift = 6, downShift = shift + upShift - 10
        if downShift < 0 {
            downShift = 0
            upShift = 10 - shift
        }
        func coefficients(_ v: [Int]) -> (p: Int, d: Int, dd: Int, ddd: Int, last: Int) {
            let b = (3 * (v[1] - v[0])) << upShift, cc = (3 * (v[0] - v[1] - v[1] + v[2])) << upShift
            let d = (v[3] + 3 * (v[1] - v[2]) - v[0]) << upShift
            return (
                (v[0] << 10) >> 2, (b + (cc >> shift) + (d >> (2 * shift))) >> 2, (2 * cc + ((3 * d) >> (shift - 1))) >> 2,
                ((3 * d) >> (shift - 1)) >> 2, (v[3] << 10) >> 2
            )
        }
        var cx = coefficients(x), cy = coefficients(y)
        cy.p = snap(cy.p)
        cy.last = snap(cy.last)
        var out = [device(cx.p, cy.p)]
        var oldy = cy.p
        for k in 1...(1 << shift) {
            var nx: Int, ny: Int
            if k < 1 << shift {
                nx = cx.p + (cx.d >> downShift)
                cx.d += cx.dd >> shift
                cx.dd += cx.ddd
                ny = cy.p + (cy.d >> downShift)
                cy.d += cy.dd >> shift
                cy.dd += cy.ddd
            } else {
                nx = cx.last
                ny = cy.last
            }
            // Finite fixed point can step back up; Skia pins it.
            ny = max(ny, oldy)
            // `updateLine`: the segment leaves its upper end at the slope of its whole-1/64-pixel
            // differences (`SkFDot6Div`), so its lower end lands where that slope takes it; the next
            // segment starts at the true point again (a horizontal step, which covers nothing).
            let sy0 = snap(oldy), sy1 = snap(ny)
            if (sy1 - sy0) >> 10 != 0 {
                let slope = (((nx - cx.p) >> 10) << 16) / ((sy1 - sy0) >> 10)
                out.append(device(cx.p + Int((Int64(slope) * Int64(sy1 - sy0)) >> 16), sy1))
            }
            out.append(device(nx, sy1))
            cx.p = nx
            cy.p = ny
            oldy = ny
        }
        return out
    }

    /// `cubic_delta_from_line`: how far the curve strays from its chord, as Skia estimates it.
    private static func delta(_ v: [Int]) -> Int {
        let oneThird = ((v[0] * 8 - v[1] * 15 + 6 * v[2] + v[3]) * 19) >> 9
        let twoThird = ((v[0] + 6 * v[1] - v[2] * 15 + v[3] * 8) * 19) >> 9
        return max(abs(oneThird), abs(twoThird))
    }
}
