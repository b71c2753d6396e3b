import Geometry
import Pixels

/// An image drawn through a flip or a quarter turn is still axis-aligned pixel for pixel: its pixels
/// re-ordered as the transform turns them, it is drawn as an unturned image is, filtered over all its
/// pixels (`ImageResampler`) where it shrinks by 2 or more. Mapping each device pixel back through the
/// transform read 2 x 2 of the image's pixels bilinearly and skipped the rest: fidget2's image_flips
/// frame (a 256 px texture at 100 pt) drew its three flipped copies sharper than its unflipped one,
/// their letters and grid lines aliased where Figma draws them averaged.
extension ImageBlitter {
    /// How far from zero a transform's entry may be and still count as zero (relative to its scale):
    /// a quarter turn composed from Figma's matrices keeps cosines of 1e-17.
    private static let turnSlack = 1e-9

    /// `image` and `frame` (points) under `transform` when it maps the image's axes onto the device's
    /// (a scale, a flip, a quarter turn, any of them together): the image's pixels mirrored or transposed
    /// as the transform turns them, and its device rectangle. Nil for any other transform (a turn by another angle, a skew), or a degenerate one.
    static func oriented(_ image: Pixmap, frame: Rect, transform t: AffineTransform) -> (image: Pixmap, frame: Rect)? {
        let scale = max(abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        guard scale > 0, scale.isFinite else { return nil }
        func zero(_ v: Double) -> Bool { abs(v) <= turnSlack * scale }
        let straight = zero(t.b) && zero(t.c) && !zero(t.a) && !zero(t.d)
        let turned = zero(t.a) && zero(t.d) && !zero(t.b) && !zero(t.c)
        guard straight || turned else { return nil }
        let corners = [
            Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY), Point(x: frame.minX, y: frame.maxY),
            Point(x: frame.maxX, y: frame.maxY),
        ].map(t.apply)
        let minX = corners.map(\.x).min() ?? 0, maxX = corners.map(\.x).max() ?? 0
        let minY = corners.map(\.y).min() ?? 0, maxY = corners.map(\.y).max() ?? 0
        let device = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard device.width > 0, device.height > 0 else { return nil }
        // Which way the image's x and y run on the device: x along the device's x (straight) or y (turned).
        let mirrorX = straight ? t.a < 0 : t.b < 0, mirrorY = straight ? t.d < 0 : t.c < 0
        return (reordered(image, transposed: turned, mirrorX: mirrorX, mirrorY: mirrorY), device)
    }

    /// `image`'s pixels with its x running backwards (`mirrorX`), its y backwards (`mirrorY`), and then
    /// its x along the result's rows and its y along its columns (`transposed`).
    private static func reordered(_ image: Pixmap, transposed: Bool, mirrorX: Bool, mirrorY: Bool) -> Pixmap {
        guard transposed || mirrorX || mirrorY else { return image }
        let w = image.width, h = image.height
        guard var out = Pixmap(width: transposed ? h : w, height: transposed ? w : h) else { return image }
        for y in 0..<h {
            let sy = mirrorY ? h - 1 - y : y
            for x in 0..<w {
                let sx = mirrorX ? w - 1 - x : x
                let from = (sy * w + sx) * 4, to = transposed ? (x * h + y) * 4 : (y * w + x) * 4
                for k in 0..<4 { out.data[to + k] = image.data[from + k] }
            }
        }
        return out
    }
}
