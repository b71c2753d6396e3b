/// Groups differing pixels into boxes a person can look at: a grid merge.
///
/// The image is cut into square cells; cells holding a differing pixel that touch (8-connected) form
/// one group, whose box is the tight box around its pixels. Nearby changes (a glyph's anti-aliased
/// edge, a moved 1 px rule) so become one region rather than hundreds, and the work is linear in the
/// image. Groups are ordered top to bottom, then left to right, so the output is deterministic.
package enum RegionGrouping {
    /// Cells of 4 device pixels: changes closer than about 4 pixels join.
    package static let defaultCellSize = 4

    /// The regions of `difference`'s differing pixels, top to bottom then left to right; empty when none differ.
    /// `cellSize` is in device pixels (below 1 counts as 1).
    package static func regions(of difference: PixelDifference, cellSize: Int = defaultCellSize) -> [DifferenceRegion] {
        guard difference.differingPixels > 0 else { return [] }
        let cell = max(1, cellSize)
        let columns = (difference.width + cell - 1) / cell
        let rows = (difference.height + cell - 1) / cell
        var occupied = [Bool](repeating: false, count: columns * rows)
        difference.deltas.withUnsafeBufferPointer { deltas in
            for y in 0..<difference.height {
                let row = y * difference.width
                for x in 0..<difference.width where deltas[row + x] != 0 {
                    occupied[(y / cell) * columns + x / cell] = true
                }
            }
        }
        // Label touching cells with a flood fill, in row-major order of each group's first cell.
        var label = [Int](repeating: -1, count: columns * rows)
        var groups = 0
        var stack: [Int] = []
        for start in 0..<occupied.count where occupied[start] && label[start] < 0 {
            label[start] = groups
            stack.append(start)
            while let index = stack.popLast() {
                let cx = index % columns, cy = index / columns
                for ny in max(0, cy - 1)...min(rows - 1, cy + 1) {
                    for nx in max(0, cx - 1)...min(columns - 1, cx + 1) {
                        let neighbour = ny * columns + nx
                        if occupied[neighbour] && label[neighbour] < 0 {
                            label[neighbour] = groups
                            stack.append(neighbour)
                        }
                    }
                }
            }
            groups += 1
        }
        var boxes = [Accumulator](repeating: Accumulator(), count: groups)
        difference.deltas.withUnsafeBufferPointer { deltas in
            for y in 0..<difference.height {
                let row = y * difference.width
                for x in 0..<difference.width where deltas[row + x] != 0 {
                    boxes[label[(y / cell) * columns + x / cell]].add(x: x, y: y, delta: Int(deltas[row + x]))
                }
            }
        }
        return boxes.map(\.region).sorted { ($0.y, $0.x, $0.height, $0.width) < ($1.y, $1.x, $1.height, $1.width) }
    }

    private struct Accumulator {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        var count = 0
        var largest = 0

        mutating func add(x: Int, y: Int, delta: Int) {
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
            count += 1
            largest = max(largest, delta)
        }

        var region: DifferenceRegion {
            DifferenceRegion(
                x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1,
                pixelCount: count, largestDelta: largest)
        }
    }
}
