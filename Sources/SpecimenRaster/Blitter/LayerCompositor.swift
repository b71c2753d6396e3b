import Pixels

/// Lays a group's finished layer over the canvas at an opacity and in a blend mode, through a clip.
enum LayerCompositor {
    /// Composites every pixel of `layer` (the canvas's size) onto `canvas`: each layer pixel scaled by
    /// `opacity` and the clip's coverage, then combined with the canvas pixel under `blend` (normal
    /// is the integer source-over every other fill uses).
    static func composite(_ layer: Pixmap, onto canvas: inout Pixmap, clip: CoverageMask?, opacity: Double, blend: BlendMode) {
        guard layer.width == canvas.width, layer.height == canvas.height else { return }
        let fade = UInt8(min(255, max(0, (opacity * 255).rounded())))
        guard fade > 0 else { return }
        var area = PixelBox(x: 0, y: 0, width: canvas.width, height: canvas.height)
        if let clip { area = area.intersection(clip.box) }
        guard !area.isEmpty else { return }
        let width = canvas.width
        layer.data.withUnsafeBufferPointer { source in
            canvas.data.withUnsafeMutableBufferPointer { pixels in
                for y in area.y..<area.maxY {
                    for x in area.x..<area.maxX {
                        let i = (y * width + x) * 4
                        guard source[i + 3] != 0 else { continue }
                        var cover = fade
                        if let clip { cover = mul255(cover, clip[x, y]) }
                        guard cover != 0 else { continue }
                        let s = PremultipliedColor(
                            red: mul255(source[i], cover), green: mul255(source[i + 1], cover),
                            blue: mul255(source[i + 2], cover), alpha: mul255(source[i + 3], cover))
                        if blend == .normal {
                            SourceOver.blend(pixels, at: i, red: s.red, green: s.green, blue: s.blue, alpha: s.alpha)
                            continue
                        }
                        let d = PremultipliedColor(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
                        let o = blend.composite(s, over: d)
                        pixels[i] = o.red; pixels[i + 1] = o.green; pixels[i + 2] = o.blue; pixels[i + 3] = o.alpha
                    }
                }
            }
        }
    }
}
