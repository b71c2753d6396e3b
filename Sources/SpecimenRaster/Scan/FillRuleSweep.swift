import Geometry

/// Applies a fill rule exactly, before any coverage is summed.
///
/// A plain signed-area accumulator sums winding numbers over each pixel and folds the sum with the
/// rule (FreeType's even-odd fold). That is exact only while a pixel holds at most two winding
/// values; a pixel straddling both edges of a 1 px ring holds three (outside, band, hole) and comes
/// out wrong by up to a tenth. So the sweep first cuts the plane into horizontal slabs, at every
/// chain's top and bottom and at every crossing, inside which the monotone chains keep their
/// left-to-right order. Walking a slab's chains in order gives each region's exact winding, and only
/// chains between a filled and an unfilled region are passed on, signed +1 entering and -1 leaving
/// the fill. The accumulator then sums a shape whose winding is 0 or 1 everywhere, which is exact
/// for either rule.
///
/// Slabs follow chains, not vertices, so a finely flattened arc costs one slab, not hundreds.
struct FillRuleSweep {
    private let rule: FillRule
    private let chains: MonotoneChains
    /// Chains spanning the current slab, kept in left-to-right order from slab to slab.
    private var active: ContiguousArray<ActiveChain>
    private let scratch: ScanScratch

    struct ActiveChain {
        var chain: MonotoneChains.Chain
        /// The chain's first point below the slab's top, so its segment `cursor - 1 ... cursor`
        /// holds the top.
        var cursor: Int
        /// Where the chain is at the slab's top, and its slope there (to order chains leaving one point).
        var x: Double = 0
        var slope: Double = 0
    }

    /// Crossings closer than this (in pixels) are treated as touching: the area they could move is
    /// far below 1/255 of a pixel.
    private static let crossingSlack = 1e-9
    /// The thinnest slab the sweep will cut, so nearly coincident crossings still make progress.
    private static let thinnestSlab = 1e-7

    init(rule: FillRule, chains: MonotoneChains, scratch: ScanScratch) {
        self.rule = rule
        self.chains = chains
        self.scratch = scratch
        active = ScanScratch.take(&scratch.active)
    }

    /// Feeds the boundary of the filled region between heights `top` and `bottom` into `accumulator`.
    mutating func run(top clipTop: Double, bottom clipBottom: Double, into accumulator: inout CellAccumulator) {
        let ys = chains.ys
        var order = ScanScratch.take(&scratch.order)
        var heights = ScanScratch.take(&scratch.heights)
        defer { swap(&order, &scratch.order); swap(&heights, &scratch.heights); swap(&active, &scratch.active) }
        for chain in chains.chains where ys[chain.end - 1] > clipTop && ys[chain.start] < clipBottom {
            order.append(chain)
            heights.append(max(ys[chain.start], clipTop))
            heights.append(min(ys[chain.end - 1], clipBottom))
        }
        guard !order.isEmpty else { return }
        order.sort { ys[$0.start] < ys[$1.start] }
        heights.sort()
        var next = 0
        var previous = -Double.infinity
        for k in heights.indices.dropLast() where heights[k] != previous {
            let top = heights[k]
            previous = top
            guard let bottom = heights[(k + 1)...].first(where: { $0 > top }) else { break }
            active.removeAll { ys[$0.chain.end - 1] <= top }
            while next < order.count, max(ys[order[next].start], clipTop) <= top {
                active.append(ActiveChain(chain: order[next], cursor: order[next].start + 1))
                next += 1
            }
            sweepSlab(top: top, bottom: bottom, into: &accumulator)
        }
    }

    /// One slab in which no chain starts or ends, cut again wherever two chains cross inside it.
    private mutating func sweepSlab(top: Double, bottom: Double, into accumulator: inout CellAccumulator) {
        var upper = top
        // Each cut passes at least one crossing; the budget only guards against rounding loops.
        var cutsLeft = 4 * active.count * active.count + 16
        while true {
            for i in active.indices { locate(i, at: upper) }
            sortActive()
            var lower = bottom
            // A slab between two contours (under the dot of an i, say) holds no chain at all.
            if cutsLeft > 0, active.count > 1 {
                for i in 0..<active.count - 1 {
                    if let crossing = firstCrossing(active[i], active[i + 1], from: upper, to: lower) {
                        lower = crossing
                    }
                }
                if lower < bottom {
                    lower = min(max(lower, upper + FillRuleSweep.thinnestSlab), bottom)
                    cutsLeft -= 1
                }
            }
            emitBoundaries(from: upper, to: lower, into: &accumulator)
            if lower >= bottom { return }
            upper = lower
        }
    }

    /// Moves chain `i`'s cursor to the segment holding height `y`, and records x and slope there.
    private mutating func locate(_ i: Int, at y: Double) {
        let xs = chains.xs, ys = chains.ys
        var c = active[i].cursor
        while c < active[i].chain.end - 1, ys[c] <= y { c += 1 }
        active[i].cursor = c
        let slope = (xs[c] - xs[c - 1]) / (ys[c] - ys[c - 1])
        active[i].slope = slope
        active[i].x = y == ys[c - 1] ? xs[c - 1] : (y == ys[c] ? xs[c] : xs[c - 1] + (y - ys[c - 1]) * slope)
    }

    /// Left to right at the slab's top, ties by slope so chains leaving one point keep the order
    /// they take just below it. Insertion sort: the order barely changes from slab to slab.
    private mutating func sortActive() {
        active.withUnsafeMutableBufferPointer { a in
            for i in a.indices.dropFirst() {
                let item = a[i]
                var j = i
                while j > 0, a[j - 1].x > item.x || (a[j - 1].x == item.x && a[j - 1].slope > item.slope) {
                    a[j] = a[j - 1]
                    j -= 1
                }
                a[j] = item
            }
        }
    }

    /// The first height in (`top`, `bottom`] where `left` passes to the right of `right`, or `nil`.
    /// Both are straight between their merged vertex heights, so checking at those heights is exact.
    private func firstCrossing(_ left: ActiveChain, _ right: ActiveChain, from top: Double, to bottom: Double) -> Double? {
        let xs = chains.xs, ys = chains.ys
        var i = left.cursor, j = right.cursor
        var y = top, gap = left.x - right.x
        while y < bottom {
            let nextY = min(ys[i], ys[j], bottom)
            let nextGap = MonotoneChains.x(xs, ys, segment: i, at: nextY) - MonotoneChains.x(xs, ys, segment: j, at: nextY)
            if nextGap > FillRuleSweep.crossingSlack {
                // The gap changes linearly from `gap` (≤ 0, give or take the slack) to `nextGap`.
                return y + (nextY - y) * max(0, -gap) / (nextGap - gap)
            }
            y = nextY; gap = nextGap
            if ys[i] <= y, i < left.chain.end - 1 { i += 1 }
            if ys[j] <= y, j < right.chain.end - 1 { j += 1 }
        }
        return nil
    }

    /// Walks the slab left to right, tracking the winding number: where the rule's verdict changes
    /// across a chain, its part between `top` and `bottom` bounds the fill, signed +1 entering it
    /// and -1 leaving it.
    private func emitBoundaries(from top: Double, to bottom: Double, into accumulator: inout CellAccumulator) {
        let xs = chains.xs, ys = chains.ys
        var winding = 0
        var inside = false
        let nonZero = rule == .nonZero
        for span in active {
            winding += span.chain.winding
            let nowInside = nonZero ? winding != 0 : winding & 1 != 0
            guard nowInside != inside else { continue }
            inside = nowInside
            let sign: Int32 = nowInside ? 1 : -1
            var x = span.x, y = top
            var c = span.cursor
            while ys[c] < bottom {
                accumulator.addSegment(xTop: x, yTop: y, xBottom: xs[c], yBottom: ys[c], sign: sign)
                x = xs[c]; y = ys[c]
                guard c < span.chain.end - 1 else { break }
                c += 1
            }
            if y < bottom {
                accumulator.addSegment(
                    xTop: x, yTop: y, xBottom: MonotoneChains.x(xs, ys, segment: c, at: bottom),
                    yBottom: bottom, sign: sign)
            }
        }
    }
}

extension MonotoneChains {
    /// Where the segment ending at point `c` is at height `y` (exact at its end points).
    @inline(__always)
    static func x(_ xs: ContiguousArray<Double>, _ ys: ContiguousArray<Double>, segment c: Int, at y: Double) -> Double {
        if y >= ys[c] { return xs[c] }
        if y <= ys[c - 1] { return xs[c - 1] }
        return xs[c - 1] + (y - ys[c - 1]) * (xs[c] - xs[c - 1]) / (ys[c] - ys[c - 1])
    }
}
