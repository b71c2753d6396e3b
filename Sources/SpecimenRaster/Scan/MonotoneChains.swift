import Geometry

/// A path flattened in device pixels and cut into y-monotone chains: polylines whose points only
/// ever go down. A circle is two chains, a glyph's bowl four, however finely they are flattened,
/// which is what lets the fill-rule sweep work per chain instead of per vertex.
struct MonotoneChains {
    /// One chain: points `start ..< end` of `xs`/`ys`, with strictly increasing `y`.
    struct Chain {
        var start: Int
        var end: Int
        /// +1 when the contour runs down the chain, -1 when it runs up.
        var winding: Int
    }

    var xs = ContiguousArray<Double>()
    var ys = ContiguousArray<Double>()
    var chains = ContiguousArray<Chain>()
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity

    /// The pixels the path can touch.
    var box: PixelBox { PixelBox.enclosing(minX: minX, minY: minY, maxX: maxX, maxY: maxY) }

    /// How far from the origin, in device pixels, a point may lie. A billion pixels is far past any
    /// canvas, and keeping every coordinate below it keeps every later sum finite (a NaN is not
    /// below it either, so non-finite points fail the same test).
    static let limit = Double(1 << 30)

    /// `path` under `transform`, flattened so no chord strays more than `tolerance` device pixels
    /// from the true curve. Contours holding a non-finite or wildly distant point are left out.
    /// The points and chains are written into `scratch`'s buffers (give them back with
    /// `ScanScratch.recycle(_:)`).
    init(path: Path, transform: AffineTransform, tolerance: Double, scratch: ScanScratch) {
        xs = ScanScratch.take(&scratch.xs)
        ys = ScanScratch.take(&scratch.ys)
        chains = ScanScratch.take(&scratch.chains)
        // The contour buffer is borrowed (the flattener empties it) and given back with its capacity.
        var contour: Polygon = []
        swap(&contour, &scratch.contour)
        defer { swap(&contour, &scratch.contour) }
        if transform.isUniformScaleAndTranslate {
            // Arcs stay exact arcs under this transform, so they are flattened in device pixels.
            path.flattenContours(tolerance: tolerance, transform: transform, into: &contour) { add($0) }
        } else {
            // Any other map would turn arcs into coarse chords first; flatten in the path's own
            // units with the tolerance shrunk by the largest stretch, then map the points.
            let stretch =
                (transform.a * transform.a + transform.b * transform.b
                + transform.c * transform.c + transform.d * transform.d).squareRoot()
            guard stretch.isFinite, stretch > 0 else { return }
            path.flattenContours(tolerance: tolerance / stretch, into: &contour) { polygon in
                for i in polygon.indices { polygon[i] = transform.apply(polygon[i]) }
                add(polygon)
            }
        }
    }

    private mutating func add(_ polygon: Polygon) {
        let n = polygon.count
        guard n > 2 else { return }
        for point in polygon where !(abs(point.x) < MonotoneChains.limit && abs(point.y) < MonotoneChains.limit) { return }
        var lowX = minX, highX = maxX, lowY = minY, highY = maxY
        // The buffers are moved out, so the points are written through pointers with no
        // uniqueness or capacity check each: room for every point twice (a chain repeats the point
        // it starts from), the rest trimmed after.
        var xs = ContiguousArray<Double>(), ys = ContiguousArray<Double>(), chains = ContiguousArray<Chain>()
        swap(&xs, &self.xs); swap(&ys, &self.ys); swap(&chains, &self.chains)
        let base = xs.count
        xs.append(contentsOf: repeatElement(0, count: 2 * n))
        ys.append(contentsOf: repeatElement(0, count: 2 * n))
        var count = base
        xs.withUnsafeMutableBufferPointer { xs in
            ys.withUnsafeMutableBufferPointer { ys in
                /// Closes the chain of points `start ..< count`, turning an upward one around; a
                /// chain of one point or a level run is dropped.
                func finishChain(from start: Int, direction: Int) {
                    guard count - start >= 2, direction != 0 else { count = start; return }
                    if direction < 0 {
                        MonotoneChains.reverse(xs, start, count)
                        MonotoneChains.reverse(ys, start, count)
                    }
                    chains.append(Chain(start: start, end: count, winding: direction))
                }
                // Walk the closed polygon, starting a new chain wherever the direction turns or an
                // edge runs level (a level edge bounds no area, and would make x two-valued at one height).
                var direction = 0
                var chainStart = count
                var previous = polygon[n - 1]
                for point in polygon {
                    lowX = min(lowX, point.x); highX = max(highX, point.x)
                    lowY = min(lowY, point.y); highY = max(highY, point.y)
                    let step = point.y > previous.y ? 1 : (point.y < previous.y ? -1 : 0)
                    if step != direction || step == 0 {
                        finishChain(from: chainStart, direction: direction)
                        chainStart = count
                        if step != 0 { xs[count] = previous.x; ys[count] = previous.y; count += 1 }
                        direction = step
                    }
                    if step != 0 { xs[count] = point.x; ys[count] = point.y; count += 1 }
                    previous = point
                }
                finishChain(from: chainStart, direction: direction)
            }
        }
        xs.removeLast(xs.count - count)
        ys.removeLast(ys.count - count)
        swap(&xs, &self.xs); swap(&ys, &self.ys); swap(&chains, &self.chains)
        minX = lowX; maxX = highX; minY = lowY; maxY = highY
    }

    /// Reverses `values[start ..< end]` in place (the slice's generic `reverse()` cost more than
    /// the swaps).
    @inline(__always)
    private static func reverse(_ values: UnsafeMutableBufferPointer<Double>, _ start: Int, _ end: Int) {
        var i = start, j = end - 1
        while i < j { values.swapAt(i, j); i += 1; j -= 1 }
    }
}
