import Pixels

/// The bytes a PNG's image data compresses: each row a filter-type byte, 0 (None), then its samples,
/// RGB when every pixel is opaque and straight-alpha RGBA otherwise.
enum PNGScanlines {
    static func make(_ pixmap: Pixmap, hasAlpha: Bool) -> [UInt8] {
        let width = pixmap.width
        let height = pixmap.height
        let channels = hasAlpha ? 4 : 3
        let rowLength = 1 + width * channels
        let source = hasAlpha ? pixmap.unpremultipliedRGBA() : pixmap.data
        return [UInt8](unsafeUninitializedCapacity: rowLength * height) { out, initialized in
            source.withUnsafeBufferPointer { pixels in
                guard let from = pixels.baseAddress, let to = out.baseAddress else { return }
                for y in 0..<height {
                    let row = to + y * rowLength
                    let samples = from + y * width * 4
                    row[0] = 0
                    if hasAlpha {
                        (row + 1).update(from: samples, count: width * 4)
                    } else {
                        // Four bytes stored for three: the fourth (alpha) is overwritten by the next
                        // pixel's red, so each pixel is one load and one store. The last pixel is
                        // copied byte by byte, since its fourth byte would land in the next row.
                        var target = UnsafeMutableRawPointer(row + 1)
                        var from = UnsafeRawPointer(samples)
                        let lastPixel = from + 4 * (width - 1)
                        while from < lastPixel {
                            target.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
                            target += 3
                            from += 4
                        }
                        let x = width - 1
                        row[1 + 3 * x] = samples[4 * x]
                        row[2 + 3 * x] = samples[4 * x + 1]
                        row[3 + 3 * x] = samples[4 * x + 2]
                    }
                }
            }
            initialized = rowLength * height
        }
    }
}
