import Geometry
import Pixels

/// Draws a premultiplied image over a device rectangle, source-over, through the clip.
enum ImageBlitter {
    /// How far (in device pixels) a frame may sit from whole pixels and still count as aligned.
    private static let alignmentSlack = 1e-6

    /// Draws `image` stretched over the device rectangle `frame` (already transformed).
    static func draw(_ image: Pixmap, frame: Rect, onto pixmap: inout Pixmap, clip: CoverageMask?) {
        guard frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite,
            frame.maxX.isFinite, frame.maxY.isFinite
        else { return }
        let left = frame.minX.rounded(), top = frame.minY.rounded()
        let aligned =
            abs(frame.minX - left) < alignmentSlack && abs(frame.minY - top) < alignmentSlack
            && abs(frame.width - Double(image.width)) < alignmentSlack
            && abs(frame.height - Double(image.height)) < alignmentSlack
        if aligned, abs(left) < Double(1 << 30), abs(top) < Double(1 << 30) {
            copy(image, x: Int(left), y: Int(top), onto: &pixmap, clip: clip)
        } else {
            sample(image, frame: frame, onto: &pixmap, clip: clip)
        }
    }

    /// One image pixel per device pixel: each composited as it is (scaled only by the clip).
    private static func copy(_ image: Pixmap, x: Int, y: Int, onto pixmap: inout Pixmap, clip: CoverageMask?) {
        let full = CoverageMask(
            box: PixelBox(x: x, y: y, width: image.width, height: image.height),
            values: ContiguousArray(repeating: 255, count: image.width * image.height))
        image.data.withUnsafeBufferPointer { source in
            Blitter.visit(&pixmap, mask: full, clip: clip) { pixels, i, px, py, coverage in
                let s = ((py - y) * image.width + (px - x)) * 4
                blend(pixels, at: i, source[s], source[s + 1], source[s + 2], source[s + 3], coverage)
            }
        }
    }

    /// Any other placement: bilinear samples, with the frame's own edges anti-aliased.
    private static func sample(_ image: Pixmap, frame: Rect, onto pixmap: inout Pixmap, clip: CoverageMask?) {
        let canvas = PixelBox(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        let edges = PathScanner.coverage(of: .rect(frame), rule: .nonZero, transform: .identity, within: canvas)
        guard !edges.box.isEmpty else { return }
        let sampler = ImageSampler(
            image: image, left: frame.minX, top: frame.minY,
            width: frame.width, height: frame.height, box: edges.box)
        image.data.withUnsafeBufferPointer { source in
            Blitter.visit(&pixmap, mask: edges, clip: clip) { pixels, i, px, py, coverage in
                let (r, g, b, a) = sampler.sample(source, x: px, y: py)
                blend(pixels, at: i, r, g, b, a, coverage)
            }
        }
    }

    @inline(__always)
    private static func blend(
        _ pixels: UnsafeMutableBufferPointer<UInt8>, at i: Int,
        _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8, _ coverage: UInt8
    ) {
        if coverage == 255 {
            SourceOver.blend(pixels, at: i, red: r, green: g, blue: b, alpha: a)
        } else {
            SourceOver.blend(
                pixels, at: i, red: mul255(r, coverage), green: mul255(g, coverage),
                blue: mul255(b, coverage), alpha: mul255(a, coverage))
        }
    }
}
