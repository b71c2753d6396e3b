import Pixels

/// Bilinear sampling of a premultiplied image stretched over a device rectangle, in integers.
///
/// Each device pixel's centre maps back into the image; the two nearest image columns and rows are
/// weighted in 1/256 steps and the result rounded to nearest, so sampling is deterministic and an
/// image sampled exactly on its own pixel centres returns its own bytes.
struct ImageSampler {
    /// Which two image pixels one device column (or row) reads, and how much of the second.
    struct Tap {
        var first: Int
        var second: Int
        var weight: Int
    }

    let image: Pixmap
    private let columns: ContiguousArray<Tap>
    private let rows: ContiguousArray<Tap>
    /// The device pixel the first column and row of taps belong to.
    private let originX: Int
    private let originY: Int

    /// A sampler for device pixels in `box`, with the image drawn over the device rectangle at
    /// (`left`, `top`) sized `width` × `height`.
    init(image: Pixmap, left: Double, top: Double, width: Double, height: Double, box: PixelBox) {
        self.image = image
        originX = box.x; originY = box.y
        columns = ImageSampler.taps(
            from: box.x, count: box.width, start: left,
            step: Double(image.width) / width, limit: image.width)
        rows = ImageSampler.taps(
            from: box.y, count: box.height, start: top,
            step: Double(image.height) / height, limit: image.height)
    }

    private static func taps(from first: Int, count: Int, start: Double, step: Double, limit: Int) -> ContiguousArray<Tap> {
        var taps = ContiguousArray<Tap>()
        taps.reserveCapacity(count)
        let bound = Double(limit)
        for i in 0..<count {
            let u = min(max((Double(first + i) + 0.5 - start) * step - 0.5, -1), bound)
            let floor = u.rounded(.down)
            var index = Int(floor)
            var weight = Int(((u - floor) * 256).rounded())
            if weight == 256 { index += 1; weight = 0 }
            taps.append(Tap(first: min(max(index, 0), limit - 1), second: min(max(index + 1, 0), limit - 1), weight: weight))
        }
        return taps
    }

    /// The premultiplied colour at device pixel (`x`, `y`), which must lie in the sampler's box.
    @inline(__always)
    func sample(_ pixels: UnsafeBufferPointer<UInt8>, x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let column = columns[x - originX], row = rows[y - originY]
        let stride = image.width * 4
        let a = row.first * stride + column.first * 4, b = row.first * stride + column.second * 4
        let c = row.second * stride + column.first * 4, d = row.second * stride + column.second * 4
        let wx = column.weight, wy = row.weight
        @inline(__always) func mix(_ k: Int) -> UInt8 {
            let upper = Int(pixels[a + k]) * (256 - wx) + Int(pixels[b + k]) * wx
            let lower = Int(pixels[c + k]) * (256 - wx) + Int(pixels[d + k]) * wx
            return UInt8(truncatingIfNeeded: (upper * (256 - wy) + lower * wy + 32768) >> 16)
        }
        return (mix(0), mix(1), mix(2), mix(3))
    }
}
