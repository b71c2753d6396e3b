import Pixels

/// How much of each device pixel a shape covers, 0 (none) to 255 (all), over a box of pixels;
/// every pixel outside the box is 0. Fills, clips and glyphs all become masks before they blend.
package struct CoverageMask: Hashable, Sendable {
    /// The device column of the mask's first value.
    package let x: Int
    /// The device row of the mask's first value.
    package let y: Int
    /// The box's width in pixels.
    package let width: Int
    /// The box's height in pixels.
    package let height: Int
    /// Row-major coverage, `width × height` bytes.
    package internal(set) var values: ContiguousArray<UInt8>

    /// A mask covering nothing.
    package static let empty = CoverageMask(box: .empty)

    init(box: PixelBox, values: ContiguousArray<UInt8>? = nil) {
        let box = box.isEmpty ? PixelBox.empty : box
        x = box.x; y = box.y; width = box.width; height = box.height
        self.values = values ?? ContiguousArray(repeating: 0, count: box.width * box.height)
    }

    var box: PixelBox { PixelBox(x: x, y: y, width: width, height: height) }

    /// True when no pixel is covered at all.
    package var isEmpty: Bool { width == 0 || height == 0 || !values.contains { $0 != 0 } }

    /// The coverage of device pixel (`x`, `y`); 0 outside the mask.
    package subscript(x: Int, y: Int) -> UInt8 {
        guard x >= self.x, y >= self.y, x < self.x + width, y < self.y + height else { return 0 }
        return values[(y - self.y) * width + (x - self.x)]
    }

    /// The coverage of device pixel (`x`, `y`) as a fraction of its area.
    package func coverage(x: Int, y: Int) -> Double { Double(self[x, y]) / 255 }

    /// The covered area in pixels (the sum of all coverage / 255).
    package var coveredArea: Double { Double(values.reduce(0) { $0 + Int($1) }) / 255 }

    /// The same mask moved by whole pixels.
    func offsetBy(dx: Int, dy: Int) -> CoverageMask {
        CoverageMask(box: box.offsetBy(dx: dx, dy: dy), values: values)
    }

    /// Coverage of both masks multiplied pixel by pixel (rounded to nearest), over their overlap:
    /// how nested anti-aliased clips combine.
    func multiplied(by other: CoverageMask) -> CoverageMask {
        let overlap = box.intersection(other.box)
        guard !overlap.isEmpty else { return .empty }
        var out = ContiguousArray<UInt8>(repeating: 0, count: overlap.width * overlap.height)
        out.withUnsafeMutableBufferPointer { target in
            values.withUnsafeBufferPointer { a in
                other.values.withUnsafeBufferPointer { b in
                    for row in 0..<overlap.height {
                        let ay = (overlap.y + row - y) * width - x
                        let by = (overlap.y + row - other.y) * other.width - other.x
                        let ty = row * overlap.width - overlap.x
                        for column in overlap.x..<overlap.maxX {
                            target[ty + column] = mul255(a[ay + column], b[by + column])
                        }
                    }
                }
            }
        }
        return CoverageMask(box: overlap, values: out)
    }
}
