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
    ///
    /// Walked row by row over the image, the canvas and the clip together: the same blend per pixel
    /// as a mask of 255s through ``Blitter/visit(_:mask:clip:_:)`` (which this did), without making
    /// that mask or multiplying an index per pixel, and with an opaque image pixel under no clip (or
    /// a full one) stored as its four bytes. The 8 images of the 72 variants at 2x (backdrops and
    /// blurred shadows, 213 K pixels) cost 11.1 M instructions that way, about 52 a pixel; 3.0 M now.
    private static func copy(_ image: Pixmap, x: Int, y: Int, onto pixmap: inout Pixmap, clip: CoverageMask?) {
        var area = PixelBox(x: x, y: y, width: image.width, height: image.height)
            .intersection(PixelBox(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
        if let clip { area = area.intersection(clip.box) }
        guard !area.isEmpty else { return }
        let width = pixmap.width, imageWidth = image.width
        image.data.withUnsafeBytes { source in
            pixmap.data.withUnsafeMutableBufferPointer { pixels in
                guard let raw = UnsafeMutableRawPointer(pixels.baseAddress), let source = source.baseAddress else { return }
                let clipValues = clip?.values ?? []
                clipValues.withUnsafeBytes { clipBytes in
                    for py in area.y..<area.maxY {
                        // Pointers shifted so that device column px reads pixel (or byte) px.
                        let from = source + ((py &- y) &* imageWidth &- x) &* 4
                        let clipRow = clip.flatMap { c in clipBytes.baseAddress.map { $0 + ((py &- c.y) &* c.width &- c.x) } }
                        let rowStart = py &* width
                        for px in area.x..<area.maxX {
                            let coverage = clipRow?.load(fromByteOffset: px, as: UInt8.self) ?? 255
                            guard coverage != 0 else { continue }
                            let s = from + px &* 4, i = (rowStart &+ px) &* 4
                            let alpha = s.load(fromByteOffset: 3, as: UInt8.self)
                            if coverage == 255, alpha == 255 {
                                raw.storeBytes(of: s.loadUnaligned(as: UInt32.self), toByteOffset: i, as: UInt32.self)
                                continue
                            }
                            blend(
                                pixels, at: i, s.load(as: UInt8.self), s.load(fromByteOffset: 1, as: UInt8.self),
                                s.load(fromByteOffset: 2, as: UInt8.self), alpha, coverage)
                        }
                    }
                }
            }
        }
    }

    /// Any other placement: bilinear samples (filtered by `ImageResampler` when an axis shrinks by 2 or
    /// more), with the frame's own edges anti-aliased.
    private static func sample(_ image: Pixmap, frame: Rect, onto pixmap: inout Pixmap, clip: CoverageMask?) {
        let canvas = PixelBox(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        let edges = PathScanner.coverage(of: .rect(frame), rule: .nonZero, transform: .identity, within: canvas)
        guard !edges.box.isEmpty else { return }
        if Double(image.width) / frame.width >= 2 || Double(image.height) / frame.height >= 2 {
            // Shrunk by 2 or more: filtered over every pixel under each device pixel, not 2 x 2 taps.
            let box = edges.box
            let out = ImageResampler.resampled(image, left: frame.minX, top: frame.minY, width: frame.width, height: frame.height, box: box)
            Blitter.visit(&pixmap, mask: edges, clip: clip) { pixels, i, px, py, coverage in
                let o = ((py - box.y) * box.width + (px - box.x)) * 4
                blend(pixels, at: i, out[o], out[o + 1], out[o + 2], out[o + 3], coverage)
            }
            return
        }
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

    /// Draws `image` over `frame` (points) under a transform that may turn, skew or flip it: each
    /// device pixel the frame covers maps back into the image and reads it bilinearly (in 1/256 steps,
    /// clamped at the edges, as the axis-aligned sampler does). `clippedWithin` says the clip lies
    /// inside the frame (an image fill cut to its node's shape), so the clip alone is the image's edge:
    /// one edge anti-aliased once, as cairo intersects a clip with an image's frame, not twice.
    static func draw(
        _ image: Pixmap, frame: Rect, transform: AffineTransform, onto pixmap: inout Pixmap, clip: CoverageMask?, clippedWithin: Bool
    ) {
        guard frame.width > 0, frame.height > 0, let back = transform.inverted else { return }
        let canvas = PixelBox(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        var edges: CoverageMask
        var through = clip
        if clippedWithin, let clip {
            edges = clip
            through = nil
        } else {
            edges = PathScanner.coverage(of: .rect(frame), rule: .nonZero, transform: transform, within: canvas)
        }
        guard !edges.box.isEmpty else { return }
        let sx = Double(image.width) / frame.width, sy = Double(image.height) / frame.height
        let w = image.width, h = image.height
        image.data.withUnsafeBufferPointer { source in
            Blitter.visit(&pixmap, mask: edges, clip: through) { pixels, i, px, py, coverage in
                let p = back.apply(Point(x: Double(px) + 0.5, y: Double(py) + 0.5))
                let u = min(max((p.x - frame.minX) * sx - 0.5, -1), Double(w)), v = min(max((p.y - frame.minY) * sy - 0.5, -1), Double(h))
                let fu = u.rounded(.down), fv = v.rounded(.down)
                let wx = Int(((u - fu) * 256).rounded()), wy = Int(((v - fv) * 256).rounded())
                let x0 = min(max(Int(fu), 0), w - 1), x1 = min(max(Int(fu) + 1, 0), w - 1)
                let y0 = min(max(Int(fv), 0), h - 1), y1 = min(max(Int(fv) + 1, 0), h - 1)
                func mix(_ k: Int) -> UInt8 {
                    let upper = Int(source[(y0 * w + x0) * 4 + k]) * (256 - wx) + Int(source[(y0 * w + x1) * 4 + k]) * wx
                    let lower = Int(source[(y1 * w + x0) * 4 + k]) * (256 - wx) + Int(source[(y1 * w + x1) * 4 + k]) * wx
                    return UInt8(truncatingIfNeeded: (upper * (256 - wy) + lower * wy + 32768) >> 16)
                }
                blend(pixels, at: i, mix(0), mix(1), mix(2), mix(3), coverage)
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
