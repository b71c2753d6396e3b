/// Straight and premultiplied alpha over RGBA8 bytes, converted in place.
///
/// The one definition of the file boundary's conversion: `Pixmap` converts a whole image with it, and
/// the PNG row reader and writer one row at a time, so a streamed image has exactly the bytes of a
/// whole one. Opaque pixels are left as they are.
package enum AlphaConversion {
    /// Straight-alpha bytes (what a PNG file holds) made premultiplied.
    package static func premultiply(_ bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBufferPointer { pixels in
            var i = 0
            while i + 3 < pixels.count {
                let a = pixels[i + 3]
                if a != 255 {
                    pixels[i] = mul255(pixels[i], a); pixels[i + 1] = mul255(pixels[i + 1], a); pixels[i + 2] = mul255(pixels[i + 2], a)
                }
                i += 4
            }
        }
    }

    /// Premultiplied bytes made straight-alpha, for writing to a file.
    package static func unpremultiply(_ bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBufferPointer { unpremultiply($0) }
    }

    /// Premultiplied bytes made straight-alpha in place: the PNG encoder converts one row at a time
    /// into its window, so a whole straight-alpha copy of the picture is never made.
    package static func unpremultiply(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
        var i = 0
        while i + 3 < pixels.count {
            let a = pixels[i + 3]
            if a != 255 {
                let c = PremultipliedColor(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: a).unpremultiplied
                pixels[i] = c.red; pixels[i + 1] = c.green; pixels[i + 2] = c.blue
            }
            i += 4
        }
    }
}
