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
    private var cells: ContiguousArray<Int32>
    /// One flag per run of 64 cells a row, set when a segment touched the run: the row sweep fills
    /// untouched runs (a ring's hole, a fill's inside) with one value instead of summing them.
    private var touched: ContiguousArray<Bool>
    private let runsPerRow: Int
    private static let runShift = 6

    /// An empty accumulator over `box`, in the memory of `scratch`'s buffers (give them back with
    /// `recycle(into:)`).
    init(box: PixelBox, scratch: ScanScratch) {
        self.box = box
        stride = box.width + 2
        runsPerRow = (stride >> CellAccumulator.runShift) + 1
        cells = ScanScratch.take(&scratch.cells, filledWith: 0, count: stride * box.height)
        touched = ScanScratch.take(&scratch.touched, filledWith: false, count: runsPerRow * box.height)
    }

    /// Returns the buffers to `scratch` for the next path; the accumulator is spent.
    mutating func recycle(into scratch: ScanScratch) {
        swap(&cells, &scratch.cells)
        swap(&touched, &scratch.touched)
    }

    /// Adds a boundary segment in device pixels running down from (`xTop`, `yTop`) to
    /// (`xBottom`, `yBottom`): `sign` +1 when the filled side lies to its right, -1 to its left.
    mutating func addSegment(xTop: Double, yTop: Double, xBottom: Double, yBottom: Double, sign: Int32) {
        let width = Double(box.width), height = Double(box.height)
        var xa = xTop - Double(box.x), ya = yTop - Double(box.y)
        var xb = xBottom - Double(box.x), yb = yBottom - Double(box.y)
        guard ya < yb, yb > 0, ya < height else { return }
        if ya < 0 { xa += (0 - ya) * (xb - xa) / (yb - ya); ya = 0 }
        if yb > height { xb = xa + (height - ya) * (xb - xa) / (yb - ya); yb = height }
        // Cut where the segment crosses the box's left or right border: left of the box a segment
        // still covers every cell to its right (it becomes a vertical at 0); right of it, none.
        var px = xa, py = ya
        func piece(to qx: Double, _ qy: Double) {
            if min(px, qx) < width {
                addFixed(x0: fixed(min(max(px, 0), width)), y0: fixed(py),
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
    private mutating func addFixed(x0: Int, y0: Int, x1: Int, y1: Int, sign: Int) {
        guard y0 < y1 else { return }
        let shift = CellAccumulator.shift, one = CellAccumulator.one
        let dx = x1 - x0, dy = y1 - y0
        let first = y0 >> shift, last = (y1 - 1) >> shift
        let stride = self.stride, runsPerRow = self.runsPerRow
        cells.withUnsafeMutableBufferPointer { cells in
            touched.withUnsafeMutableBufferPointer { touched in
                for row in first ... last {
                    let top = max(y0, row << shift), bottom = min(y1, (row + 1) << shift)
                    let xTop = top == y0 ? x0 : x0 + (top - y0) * dx / dy
                    let xBottom = bottom == y1 ? x1 : x0 + (bottom - y0) * dx / dy
                    // Mark every run the segment can reach in this row, and the cell after it.
                    let low = min(xTop, xBottom) >> (shift + CellAccumulator.runShift)
                    let high = ((max(xTop, xBottom) >> shift) + 1) >> CellAccumulator.runShift
                    for run in low ... high { touched[row * runsPerRow + run] = true }
                    CellAccumulator.addRow(cells, base: row * stride, xa: xTop, ya: top - (row << shift),
                                           xb: xBottom, yb: bottom - (row << shift), sign: sign, one: one)
                }
            }
        }
    }

    /// A segment within one row (`0 ≤ ya < yb ≤ one`), walked cell by cell.
    @inline(__always)
    private static func addRow(_ cells: UnsafeMutableBufferPointer<Int32>, base: Int,
                               xa: Int, ya: Int, xb: Int, yb: Int, sign: Int, one: Int) {
        let shift = CellAccumulator.shift
        @inline(__always) func cover(_ cell: Int, _ px: Int, _ py: Int, _ qx: Int, _ qy: Int) {
            let left = cell << shift
            let h = sign * (qy - py), sum = (px - left) + (qx - left)
            let i = base + cell
            cells[i] = cells[i] &+ Int32(truncatingIfNeeded: h * (2 * one - sum))
            cells[i + 1] = cells[i + 1] &+ Int32(truncatingIfNeeded: h * sum)
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
        values.withUnsafeMutableBufferPointer { out in
            cells.withUnsafeBufferPointer { cells in
                touched.withUnsafeBufferPointer { touched in
                    for row in 0 ..< box.height {
                        var sum: Int32 = 0
                        let source = row * stride, target = row * width
                        var start = 0
                        for run in 0 ..< runsPerRow where start < width {
                            let end = min(width, start + runLength)
                            if touched[row * runsPerRow + run] {
                                for column in start ..< end {
                                    sum = sum &+ cells[source + column]
                                    out[target + column] = byte(sum)
                                }
                            } else {
                                let value = byte(sum)
                                if value != 0 {
                                    for column in start ..< end { out[target + column] = value }
                                }
                            }
                            start = end
                        }
                    }
                }
            }
        }
        return CoverageMask(box: box, values: values)
    }
}
