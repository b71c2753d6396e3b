import Geometry
import Pixels
import SpecimenText

/// A colour glyph (an emoji bitmap) as a display-list image, already reduced to the device pixels it
/// covers so neither the rasterizer nor an SVG viewer has to shrink a 136-pixel bitmap by bilinear
/// sampling, which would alias.
enum ColorGlyphPicture {
    /// The image of `picture` with its glyph origin at `origin` (points), for `scale` pixels per point.
    static func image(_ picture: ColorGlyphImage, at origin: Point, scale: Double) -> SceneImage? {
        let frame = picture.frame.offsetBy(dx: origin.x, dy: origin.y)
        guard frame.width > 0, frame.height > 0, scale.isFinite, scale > 0,
            let source = Pixmap(width: picture.width, height: picture.height, premultipliedRGBA: picture.premultipliedRGBA)
        else { return nil }
        let width = max(1, Int((frame.width * scale).rounded(.up)))
        let height = max(1, Int((frame.height * scale).rounded(.up)))
        guard width < source.width || height < source.height else { return SceneImage(pixmap: source, frame: frame) }
        return SceneImage(pixmap: areaAverage(source, width: width, height: height), frame: frame)
    }

    /// `source` shrunk to `width` x `height` by averaging the source pixels each target pixel covers
    /// (premultiplied, so edges do not darken).
    static func areaAverage(_ source: Pixmap, width: Int, height: Int) -> Pixmap {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let sx = Double(source.width) / Double(width), sy = Double(source.height) / Double(height)
        for y in 0..<height {
            let y0 = Int(Double(y) * sy), y1 = max(y0 + 1, min(source.height, Int((Double(y + 1) * sy).rounded(.up))))
            for x in 0..<width {
                let x0 = Int(Double(x) * sx), x1 = max(x0 + 1, min(source.width, Int((Double(x + 1) * sx).rounded(.up))))
                var sum = (0, 0, 0, 0)
                for yy in y0..<y1 {
                    for xx in x0..<x1 {
                        let i = (yy * source.width + xx) * 4
                        sum.0 += Int(source.data[i]); sum.1 += Int(source.data[i + 1])
                        sum.2 += Int(source.data[i + 2]); sum.3 += Int(source.data[i + 3])
                    }
                }
                let count = (y1 - y0) * (x1 - x0), o = (y * width + x) * 4
                out[o] = UInt8(sum.0 / count); out[o + 1] = UInt8(sum.1 / count)
                out[o + 2] = UInt8(sum.2 / count); out[o + 3] = UInt8(sum.3 / count)
            }
        }
        return Pixmap(width: width, height: height, premultipliedRGBA: out)!
    }
}
