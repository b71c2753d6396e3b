/// The optional second look, in the spirit of pixelmatch: of the pixels the exact comparison found,
/// keep only those a person would see as changed.
///
/// A pixel stays different when (1) the YIQ distance of the two colours, each composited on white,
/// exceeds `threshold² x 35215` (35215 is the largest distance there is, so the threshold is a
/// fraction of it, 0.1 in pixelmatch by default), and (2) it is not an anti-aliased edge pixel in either
/// image. A pixel counts as anti-aliased when among its 8 neighbours at most two have its brightness,
/// some are darker and some brighter, and the darkest or the brightest of them lies in a flat area
/// (more than two identical neighbours) in both images: the blend between two solid colours that a
/// sub-pixel shift of an edge changes.
package enum PerceptualComparison {
    /// The largest YIQ distance: black against white.
    package static let largestDistance = 35215.0

    /// `difference` with the pixels that do not differ perceptually removed.
    package static func filter(_ difference: PixelDifference, expected: Pixmap, actual: Pixmap, threshold: Double) -> PixelDifference {
        guard difference.differingPixels > 0 else { return difference }
        let limit = largestDistance * threshold * threshold
        var deltas = difference.deltas
        var differing = 0
        var largest = 0
        for y in 0..<difference.height {
            for x in 0..<difference.width where deltas[y * difference.width + x] != 0 {
                let index = y * difference.width + x
                if !isVisible(expected: expected, actual: actual, x: x, y: y, limit: limit) {
                    deltas[index] = 0
                } else {
                    differing += 1
                    largest = max(largest, Int(deltas[index]))
                }
            }
        }
        return PixelDifference(
            width: difference.width, height: difference.height, differingPixels: differing,
            largestDelta: largest, deltas: differing == 0 ? [] : deltas)
    }

    /// True when the exactly differing pixel (x, y) stays different: far enough apart in YIQ (`limit` is
    /// `largestDistance x threshold²`) and an anti-aliased edge in neither image. It reads the pixels up
    /// to two rows and columns around (x, y), so a streamed comparison passes a five-row window.
    static func isVisible(expected: Pixmap, actual: Pixmap, x: Int, y: Int, limit: Double) -> Bool {
        distance(expected[x, y], actual[x, y]) > limit
            && !isAntiAliased(expected, x, y, other: actual) && !isAntiAliased(actual, x, y, other: expected)
    }

    /// The colour composited on white, as R, G, B in 0...255 (premultiplied RGBA makes that a sum).
    static func onWhite(_ c: PremultipliedColor) -> (Double, Double, Double) {
        let white = Double(255 - Int(c.alpha))
        return (Double(c.red) + white, Double(c.green) + white, Double(c.blue) + white)
    }

    static func brightness(_ c: PremultipliedColor) -> Double {
        let (r, g, b) = onWhite(c)
        return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The weighted YIQ distance of two colours (Kotsarenko and Ramos' measure, which pixelmatch uses).
    static func distance(_ p: PremultipliedColor, _ q: PremultipliedColor) -> Double {
        let (r1, g1, b1) = onWhite(p), (r2, g2, b2) = onWhite(q)
        let dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// True when (x, y) in `image` looks like an anti-aliased edge between two flat colours.
    static func isAntiAliased(_ image: Pixmap, _ x: Int, _ y: Int, other: Pixmap) -> Bool {
        let centre = brightness(image[x, y])
        var equal = 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt: (Int, Int)?, brightestAt: (Int, Int)?
        for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
            for nx in max(0, x - 1)...min(image.width - 1, x + 1) where nx != x || ny != y {
                let delta = brightness(image[nx, ny]) - centre
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (nx, ny)
                }
            }
        }
        // Only darker or only brighter neighbours: a corner or a dot, not a blend between two sides.
        guard let dark = darkestAt, let bright = brightestAt else { return false }
        return (isFlat(image, dark.0, dark.1) && isFlat(other, dark.0, dark.1))
            || (isFlat(image, bright.0, bright.1) && isFlat(other, bright.0, bright.1))
    }

    /// True when more than two of the pixel's neighbours have exactly its colour.
    static func isFlat(_ image: Pixmap, _ x: Int, _ y: Int) -> Bool {
        let colour = image[x, y]
        var same = 0
        for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
            for nx in max(0, x - 1)...min(image.width - 1, x + 1) where (nx != x || ny != y) && image[nx, ny] == colour {
                same += 1
                if same > 2 { return true }
            }
        }
        return false
    }
}
