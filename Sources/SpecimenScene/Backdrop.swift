import Pixels
import SpecimenDocument

/// The photo a floating component (a node filled with `{"image": "backdrop"}`) is drawn over: the
/// user's, fitted to the area, or else its design system's backdrop picture (`BackdropPicture`, its
/// folder's `backdrop.json`), painted at the area's size by `BackdropPainter`. A design system without
/// one, given no photo, has nothing there.
package enum Backdrop {
    /// The longest side an image is made with; larger requests are clamped (16384² pixels is 1 GiB).
    package static let maximumSide = 16384

    /// `picture`, `width` × `height` device pixels, opaque. Sides are clamped to `1 ... maximumSide`.
    package static func image(_ picture: BackdropPicture, width: Int, height: Int) -> Pixmap {
        var canvas = canvas(width: width, height: height)
        BackdropPainter(picture).paint(&canvas)
        return canvas
    }

    /// `photo` scaled to cover `width` × `height` device pixels: scaled uniformly until both sides
    /// are covered, centred, the overflow cropped, and sampled bilinearly at pixel centres (edge pixels
    /// repeat past the border). Premultiplied channels are interpolated, so transparent areas leave
    /// no dark fringe. Sides are clamped to `1 ... maximumSide`.
    package static func fitted(_ photo: Pixmap, width: Int, height: Int) -> Pixmap {
        var canvas = canvas(width: width, height: height)
        let (w, h) = (canvas.width, canvas.height)
        let (pw, ph) = (photo.width, photo.height)
        let scale = max(Double(w) / Double(pw), Double(h) / Double(ph))
        // Where the output's left and top edges fall in the photo, in photo pixels.
        let originX = (Double(pw) - Double(w) / scale) / 2
        let originY = (Double(ph) - Double(h) / scale) / 2
        let source = photo.data
        canvas.data.withUnsafeMutableBufferPointer { bytes in
            for y in 0..<h {
                let sy = originY + (Double(y) + 0.5) / scale - 0.5
                let (y0, y1, fy) = neighbours(sy, count: ph)
                for x in 0..<w {
                    let sx = originX + (Double(x) + 0.5) / scale - 0.5
                    let (x0, x1, fx) = neighbours(sx, count: pw)
                    let i00 = (y0 * pw + x0) * 4, i10 = (y0 * pw + x1) * 4
                    let i01 = (y1 * pw + x0) * 4, i11 = (y1 * pw + x1) * 4
                    let o = (y * w + x) * 4
                    func mix(_ c: Int) -> UInt8 {
                        let top = Double(source[i00 + c]) * (1 - fx) + Double(source[i10 + c]) * fx
                        let bottom = Double(source[i01 + c]) * (1 - fx) + Double(source[i11 + c]) * fx
                        return byte(top * (1 - fy) + bottom * fy)
                    }
                    let alpha = mix(3)
                    // Rounding each channel on its own could lift a colour a hair above its alpha.
                    bytes[o] = min(mix(0), alpha)
                    bytes[o + 1] = min(mix(1), alpha)
                    bytes[o + 2] = min(mix(2), alpha)
                    bytes[o + 3] = alpha
                }
            }
        }
        return canvas
    }

    /// The two source pixels either side of `position` and the weight of the second, edges repeating.
    private static func neighbours(_ position: Double, count: Int) -> (Int, Int, Double) {
        let floor = position.rounded(.down)
        let fraction = position - floor
        let first = Int(max(-1, min(Double(count), floor)))
        return (min(max(first, 0), count - 1), min(max(first + 1, 0), count - 1), fraction)
    }

    /// A transparent image of the clamped size.
    private static func canvas(width: Int, height: Int) -> Pixmap {
        let w = min(max(width, 1), maximumSide), h = min(max(height, 1), maximumSide)
        // Sides of 1 ... maximumSide need at most 1 GiB, under Pixmap's 2 GiB limit, so this always
        // succeeds whatever the caller asked for; the clamp above is what keeps input from reaching here.
        guard let pixmap = Pixmap(width: w, height: h) else {
            preconditionFailure("a \(w) x \(h) pixmap is within Pixmap's limits")
        }
        return pixmap
    }
}

/// A value in 0...255, rounded to nearest, halves away from zero (as `rounded()`). Worked out on the
/// integer part rather than through `rounded()`, a call into the maths library three times a pixel:
/// the clamped value is non-negative, so truncating is its floor, and the fraction left is exact.
@inline(__always)
func byte(_ value: Double) -> UInt8 {
    let clamped = max(0, min(255, value))
    let whole = UInt8(clamped)
    // `whole` is below 255 whenever a fraction is left, so adding one cannot overflow.
    return clamped - Double(whole) >= 0.5 ? whole &+ 1 : whole
}
