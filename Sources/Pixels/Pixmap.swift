/// A premultiplied 8-bit RGBA image, row-major, top row first, `width * 4` bytes a row.
public struct Pixmap: Hashable, Sendable {
    /// Columns, in device pixels (always positive).
    public let width: Int
    /// Rows, in device pixels (always positive).
    public let height: Int
    /// Premultiplied RGBA bytes, `width * height * 4` of them.
    package var data: [UInt8]

    /// A transparent image; `nil` when a side is not positive or the buffer would not fit in memory.
    package init?(width: Int, height: Int, fill: PremultipliedColor = .clear) {
        guard width > 0, height > 0 else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height * 4)
        guard !overflow, count <= 1 << 31 else { return nil }
        self.width = width
        self.height = height
        if fill == .clear {
            data = [UInt8](repeating: 0, count: count)
        } else {
            data = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                var i = 0
                while i < count {
                    buffer[i] = fill.red; buffer[i + 1] = fill.green; buffer[i + 2] = fill.blue; buffer[i + 3] = fill.alpha
                    i += 4
                }
                initialized = count
            }
        }
    }

    /// Wraps premultiplied bytes; `nil` when the count does not match the size.
    package init?(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
        guard width > 0, height > 0, premultipliedRGBA.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.data = premultipliedRGBA
    }

    /// Premultiplies straight-alpha bytes (what a PNG file holds) on the way in.
    package init?(width: Int, height: Int, straightRGBA: [UInt8]) {
        guard width > 0, height > 0, straightRGBA.count == width * height * 4 else { return nil }
        var bytes = straightRGBA
        AlphaConversion.premultiply(&bytes)
        self.init(width: width, height: height, premultipliedRGBA: bytes)
    }

    /// Straight-alpha bytes, for the file boundary.
    public func unpremultipliedRGBA() -> [UInt8] {
        var out = data
        AlphaConversion.unpremultiply(&out)
        return out
    }

    /// True when every pixel has alpha 255.
    ///
    /// The PNG encoder asks this of every picture: a byte-by-byte, bounds-checked loop was 3% of a
    /// cold render.
    package var isOpaque: Bool {
        // And-ing the pixels leaves the alpha bytes 0xFF only when every alpha byte was. Checked every
        // 4 KiB, so a translucent picture stops early.
        data.withUnsafeBytes { bytes in
            // Sixteen pixels a step in four vector registers: one and-with-memory a four pixels.
            let alphas = SIMD4<UInt32>(repeating: UInt32(0xFF00_0000).littleEndian)
            var offset = 0
            while offset + 4096 <= bytes.count {
                var all0 = SIMD4<UInt32>(repeating: .max), all1 = all0, all2 = all0, all3 = all0
                var word = offset
                while word < offset + 4096 {
                    all0 &= bytes.loadUnaligned(fromByteOffset: word, as: SIMD4<UInt32>.self)
                    all1 &= bytes.loadUnaligned(fromByteOffset: word + 16, as: SIMD4<UInt32>.self)
                    all2 &= bytes.loadUnaligned(fromByteOffset: word + 32, as: SIMD4<UInt32>.self)
                    all3 &= bytes.loadUnaligned(fromByteOffset: word + 48, as: SIMD4<UInt32>.self)
                    word += 64
                }
                if (all0 & all1 & all2 & all3 & alphas) != alphas { return false }
                offset += 4096
            }
            while offset < bytes.count {
                if bytes[offset + 3] != 255 { return false }
                offset += 4
            }
            return true
        }
    }

    /// The premultiplied pixel at column `x`, row `y` from the top; both must be in range.
    package subscript(x: Int, y: Int) -> PremultipliedColor {
        get {
            let i = (y * width + x) * 4
            return PremultipliedColor(red: data[i], green: data[i + 1], blue: data[i + 2], alpha: data[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            data[i] = newValue.red; data[i + 1] = newValue.green; data[i + 2] = newValue.blue; data[i + 3] = newValue.alpha
        }
    }

    /// The straight-alpha colour at a pixel (what a test or a diff reads).
    public func color(x: Int, y: Int) -> Color { self[x, y].unpremultiplied }
}
