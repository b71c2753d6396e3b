/// The signed-area cell accumulator (after FreeType's smooth rasterizer and font-rs), in fixed
/// point with 12 fractional bits.
///
/// Each boundary segment adds, to every cell it crosses, the area it covers to its right inside that
/// cell, and to the next cell the rest of its height, which the row sweep then carries rightwards.
/// Integer sums make the result independent of the order segments arrive in, and a segment leaving a
/// filled span cancels the one entering it exactly, so no coverage leaks past a shape's right edge.
struct CellAccumulator {
    static let shift = 12
    static let one = 1 << shift
    /// A fully covered cell: height `one` times twice the width `one` (areas are kept doubled so
    /// the trapezoid rule stays in integers).
    static let full = 2 * one * one

    /// The device pixels accumulated.
    let box: PixelBox
    /// Two spare cells a row: segments on or past the right border land there, out of sight.
    private let stride: Int
    /// `stride × box.height` cells in `scratch.cells`.
    private let cells: UnsafeMutablePointer<Int32>
    /// One flag per run of 64 cells a row, set when a segment touched the run: the row sweep fills
    /// untouched runs (a ring's hole, a fill's inside) with one value instead of summing them.
    private let touched: UnsafeMutablePointer<Bool>
    private let runsPerRow: Int
    private static let runShift = 6
    /// Holds the memory `cells` and `touched` point into.
    private let scratch: ScanScratch

    /// An empty accumulator over `box`, in the memory of `scratch` (which it keeps alive; the next
    /// accumulator on the same scratch reuses that memory, so this one is spent by then).
    init(box: PixelBox, scratch: ScanScratch) {
        self.box = box
        self.scratch = scratch
        stride = box.width + 2
        runsPerRow = (stride >> CellAccumulator.runShift) + 1
        cells = scratch.cells.filled(with: 0, count: stride * box.height)
        touched = scratch.touched.filled(with: false, count: runsPerRow * box.height)
    }

    /// Adds a boundary segment in device pixels running down from (`xTop`, `yTop`) to
    /// (`xBottom`, `yBottom`): `sign` +1 when the filled side lies to its right, -1 to its left.
    func addSegment(xTop: Double, yTop: Double, xBottom: Double, yBottom: Double, sign: Int32) {
        addSegment(xTop: xTop, yTop: yTop, xBottom: xBottom, yBottom: yBottom, sign: sign, shortcut: true)
    }

    /// `addSegment` without the shortcut for segments inside the box: always the general walk,
    /// which the shortcut must match to the last cell (the tests hold them equal).
    func addSegmentByCutting(xTop: Double, yTop: Double, xBottom: Double, yBottom: Double, sign: Int32) {
        addSegment(xTop: xTop, yTop: yTop, xBottom: xBottom, yBottom: yBottom, sign: sign, shortcut: false)
    }

    @inline(__always)
    private func addSegment(xTop: Double, yTop: Double, xBottom: Double, yBottom: Double, sign: Int32, shortcut: Bool) {
        let width = Double(box.width), height = Double(box.height)
        var xa = xTop - Double(box.x), ya = yTop - Double(box.y)
        var xb = xBottom - Double(box.x), yb = yBottom - Double(box.y)
        guard ya < yb, yb > 0, ya < height else { return }
        if ya < 0 { xa += (0 - ya) * (xb - xa) / (yb - ya); ya = 0 }
        if yb > height { xb = xa + (height - ya) * (xb - xa) / (yb - ya); yb = height }
        // Inside the box (the usual case) the segment is one piece: no border to cut at, and
        // clamping to the box changes no coordinate, so this is the general walk below, shortened.
        if shortcut, xa >= 0, xb >= 0, xa < width, xb < width {
            addFixed(x0: fixed(xa), y0: fixed(ya), x1: fixed(xb), y1: fixed(yb), sign: Int(sign))
            return
        }
        // Cut where the segment crosses the box's left or right border: left of the box a segment
        // still covers every cell to its right (it becomes a vertical at 0); right of it, none.
        var px = xa, py = ya
        func piece(to qx: Double, _ qy: Double) {
            if min(px, qx) < width {
                addFixed(
                    x0: fixed(min(max(px, 0), width)), y0: fixed(py),
                    x1: fixed(min(max(qx, 0), width)), y1: fixed(qy), sign: Int(sign))
            }
            px = qx; py = qy
        }
        func cut(at border: Double) {
            if border > min(xa, xb), border < max(xa, xb) { piece(to: border, ya + (border - xa) * (yb - ya) / (xb - xa)) }
        }
        if xa < xb { cut(at: 0); cut(at: width) } else { cut(at: width); cut(at: 0) }
        piece(to: xb, yb)
    }

    /// A coordinate in the box (never negative) to fixed point, rounded half up. Adding ½ and
    /// truncating is what `rounded()` does for these values, without its call into libm.
    @inline(__always)
    private func fixed(_ v: Double) -> Int { Int(v * Double(CellAccumulator.one) + 0.5) }

    /// A segment in fixed point, inside the box, with `y0 ≤ y1`.
    @inline(__always)
    private func addFixed(x0: Int, y0: Int, x1: Int, y1: Int, sign: Int) {
        guard y0 < y1 else { return }
        let shift = CellAccumulator.shift, one = CellAccumulator.one
        let dx = x1 - x0, dy = y1 - y0
        let first = y0 >> shift, last = (y1 - 1) >> shift
        var row = first
        while row <= last {
            let top = max(y0, row << shift), bottom = min(y1, (row + 1) << shift)
            let xTop = top == y0 ? x0 : x0 + (top - y0) * dx / dy
            let xBottom = bottom == y1 ? x1 : x0 + (bottom - y0) * dx / dy
            // Mark every run the segment can reach in this row, and the cell after it.
            let flags = touched + row * runsPerRow
            // Mostly one run, set directly (a loop here became a call to memset).
            let low = min(xTop, xBottom) >> (shift + CellAccumulator.runShift)
            let high = ((max(xTop, xBottom) >> shift) + 1) >> CellAccumulator.runShift
            flags[low] = true
            var run = low + 1
            while run <= high { flags[run] = true; run += 1 }
            CellAccumulator.addRow(
                cells + row * stride, xa: xTop, ya: top - (row << shift),
                xb: xBottom, yb: bottom - (row << shift), sign: sign, one: one)
            row += 1
        }
    }

    /// A segment within one row (`0 ≤ ya < yb ≤ one`), walked cell by cell.
    @inline(__always)
    private static func addRow(
        _ cells: UnsafeMutablePointer<Int32>,
        xa: Int, ya: Int, xb: Int, yb: Int, sign: Int, one: Int
    ) {
        let shift = CellAccumulator.shift
        @inline(__always) func cover(_ cell: Int, _ px: Int, _ py: Int, _ qx: Int, _ qy: Int) {
            let left = cell << shift
            let h = sign * (qy - py), sum = (px - left) + (qx - left)
            cells[cell] = cells[cell] &+ Int32(truncatingIfNeeded: h * (2 * one - sum))
            cells[cell + 1] = cells[cell + 1] &+ Int32(truncatingIfNeeded: h * sum)
        }
        if xa == xb {
            cover(xa >> shift, xa, ya, xb, yb)
            return
        }
        let dx = xb - xa, dy = yb - ya
        var px = xa, py = ya
        if xa < xb {
            var cell = xa >> shift
            while true {
                let border = (cell + 1) << shift
                if border >= xb { cover(cell, px, py, xb, yb); return }
                let by = ya + (border - xa) * dy / dx
                cover(cell, px, py, border, by)
                px = border; py = by; cell += 1
            }
        } else {
            var cell = (xa - 1) >> shift
            while true {
                let border = cell << shift
                if border <= xb { cover(cell, px, py, xb, yb); return }
                let by = ya + (border - xa) * dy / dx
                cover(cell, px, py, border, by)
                px = border; py = by; cell -= 1
            }
        }
    }

    /// Sweeps every row left to right, summing cells into coverage, rounded to 0...255. The values
    /// are written into `scratch`'s mask buffer, which a caller done with the mask may give back.
    func mask(scratch: ScanScratch) -> CoverageMask {
        let width = box.width, stride = self.stride, runsPerRow = self.runsPerRow
        let runShift = CellAccumulator.runShift, runLength = 1 << runShift
        @inline(__always) func byte(_ sum: Int32) -> UInt8 {
            let area = min(max(Int(sum), 0), CellAccumulator.full)
            return UInt8(truncatingIfNeeded: (area * 255 + CellAccumulator.full / 2) >> (2 * CellAccumulator.shift + 1))
        }
        var values = ScanScratch.take(&scratch.values, filledWith: 0, count: width * box.height)
        let cells = self.cells, touched = self.touched
        values.withUnsafeMutableBufferPointer { out in
            for row in 0..<box.height {
                var sum: Int32 = 0
                let source = row * stride, target = row * width
                var start = 0
                for run in 0..<runsPerRow where start < width {
                    let end = min(width, start + runLength)
                    if touched[row * runsPerRow + run] {
                        // Most cells of a touched run hold no change (a segment touched a few of its
                        // 64): the byte is worked out again only where the sum moves, the same bytes
                        // for a third fewer instructions in a shape's mask.
                        var value = byte(sum)
                        for column in start..<end {
                            let cell = cells[source + column]
                            if cell != 0 {
                                sum = sum &+ cell
                                value = byte(sum)
                            }
                            out[target + column] = value
                        }
                    } else {
                        let value = byte(sum)
                        if value != 0 {
                            for column in start..<end { out[target + column] = value }
                        }
                    }
                    start = end
                }
            }
        }
        return CoverageMask(box: box, values: values)
    }
}
