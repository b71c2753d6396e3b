import Pixels

/// Cuts a group's finished layer by its mask's drawn layer: every layer pixel scaled by the coverage
/// the mask pixel under it gives (its alpha or its luminance, `MaskType.coverage`).
enum LayerMasking {
    /// `layer` (premultiplied) with each pixel multiplied by `mask`'s coverage there; both are the
    /// canvas's size. A mask of another size hides everything, as an empty mask does.
    static func apply(_ mask: Pixmap, type: MaskType, to layer: inout Pixmap) {
        guard mask.width == layer.width, mask.height == layer.height else {
            layer.data.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            return
        }
        mask.data.withUnsafeBufferPointer { m in
            layer.data.withUnsafeMutableBufferPointer { pixels in
                for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] != 0 {
                    let cover = type.coverage(red: m[i], green: m[i + 1], blue: m[i + 2], alpha: m[i + 3])
                    if cover == 255 { continue }
                    for c in 0..<4 { pixels[i + c] = mul255(pixels[i + c], cover) }
                }
            }
        }
    }
}
