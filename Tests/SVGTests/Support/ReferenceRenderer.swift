import Geometry
import Pixels
import SpecimenScene

/// A deliberately simple, slow renderer of display lists, independent of SpecimenRaster and of any
/// SVG code, used as ground truth for what the SVG must look like.
///
/// Coverage is exact along x (span overlap per pixel) and sampled at 16 rows per pixel along y, on
/// contours flattened to 0.01 px; compositing is premultiplied source-over in `Double`, each glyph
/// composited on its own as each `<use>` is. Images are sampled at pixel centres, nearest pixel.
struct ReferenceRenderer {
    static let rowsPerPixel = 16

    func render(_ list: DisplayList) -> Pixmap? {
        var canvas = Canvas(width: list.pixelWidth, height: list.pixelHeight, device: list.deviceTransform, list: list)
        if let background = list.background {
            let full = [Double](repeating: 1, count: canvas.width * canvas.height)
            canvas.composite(background, coverage: full)
        }
        let open = [Double](repeating: 1, count: canvas.width * canvas.height)
        for node in list.nodes { canvas.draw(node, clip: open) }
        return canvas.pixmap()
    }
}

private struct Canvas {
    let width: Int
    let height: Int
    let device: AffineTransform
    let list: DisplayList
    /// Premultiplied RGBA in 0...1.
    var pixels: [Double]

    init(width: Int, height: Int, device: AffineTransform, list: DisplayList) {
        self.width = width
        self.height = height
        self.device = device
        self.list = list
        pixels = [Double](repeating: 0, count: width * height * 4)
    }

    mutating func draw(_ node: SceneNode, clip: [Double]) {
        switch node {
        case .group(let group):
            let inner = group.clip.map { multiply(clip, coverage(of: $0, rule: .nonZero, transform: device)) } ?? clip
            for child in group.children { draw(child, clip: inner) }
        case .path(let shape):
            composite(shape.color, coverage: multiply(clip, coverage(of: shape.path, rule: shape.rule, transform: device)))
        case .text(let run):
            for glyph in run.glyphs {
                let place = AffineTransform.translation(x: glyph.origin.x, y: glyph.origin.y).concatenating(device)
                composite(run.color, coverage: multiply(clip, coverage(of: glyph.outline, rule: .nonZero, transform: place)))
            }
        case .image(let image):
            let mask = image.clip.map { multiply(clip, coverage(of: $0, rule: .nonZero, transform: device)) } ?? clip
            drawImage(image, mask: mask)
        }
    }

    mutating func drawImage(_ image: SceneImage, mask: [Double]) {
        let frame = image.frame
        for py in 0..<height {
            for px in 0..<width {
                let x = (Double(px) + 0.5) / list.scale + list.bounds.minX
                let y = (Double(py) + 0.5) / list.scale + list.bounds.minY
                guard frame.contains(Point(x: x, y: y)) else { continue }
                let u = min(image.pixmap.width - 1, Int((x - frame.minX) / frame.width * Double(image.pixmap.width)))
                let v = min(image.pixmap.height - 1, Int((y - frame.minY) / frame.height * Double(image.pixmap.height)))
                let source = image.pixmap[u, v]
                let cover = mask[py * width + px]
                blend(at: py * width + px, [Double(source.red), Double(source.green), Double(source.blue), Double(source.alpha)].map { $0 / 255 * cover })
            }
        }
    }

    mutating func composite(_ color: Color, coverage: [Double]) {
        let c = color.premultiplied
        let source = [Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)].map { $0 / 255 }
        for i in 0..<width * height where coverage[i] > 0 {
            blend(at: i, source.map { $0 * coverage[i] })
        }
    }

    mutating func blend(at index: Int, _ source: [Double]) {
        let keep = 1 - source[3]
        for channel in 0..<4 {
            pixels[index * 4 + channel] = source[channel] + pixels[index * 4 + channel] * keep
        }
    }

    func multiply(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 * $1 } }

    /// Area coverage of `path` (in points, mapped by `transform` to pixels) per pixel, 0...1.
    func coverage(of path: Path, rule: FillRule, transform: AffineTransform) -> [Double] {
        var mask = [Double](repeating: 0, count: width * height)
        let contours = path.transformed(by: transform).flattened(tolerance: 0.01)
        let rows = ReferenceRenderer.rowsPerPixel
        let weight = 1 / Double(rows)
        for row in 0..<height * rows {
            let y = (Double(row) + 0.5) / Double(rows)
            var crossings: [(x: Double, winding: Int)] = []
            for contour in contours {
                for i in contour.indices {
                    let a = contour[i], b = contour[(i + 1) % contour.count]
                    guard (a.y <= y) != (b.y <= y) else { continue }
                    crossings.append((a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), b.y > a.y ? 1 : -1))
                }
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            let pixelRow = row / rows
            for (index, crossing) in crossings.enumerated() {
                winding += crossing.winding
                let inside = rule == .nonZero ? winding != 0 : winding % 2 != 0
                guard inside, index + 1 < crossings.count else { continue }
                let left = max(0, crossing.x), right = min(Double(width), crossings[index + 1].x)
                guard right > left else { continue }
                for px in Int(left.rounded(.down))..<Int(right.rounded(.up)) {
                    let overlap = min(right, Double(px + 1)) - max(left, Double(px))
                    if overlap > 0 { mask[pixelRow * width + px] += overlap * weight }
                }
            }
        }
        return mask.map { min(1, $0) }
    }

    func pixmap() -> Pixmap? {
        let bytes = pixels.map { UInt8(max(0, min(255, ($0 * 255).rounded()))) }
        return Pixmap(width: width, height: height, premultipliedRGBA: bytes)
    }
}
