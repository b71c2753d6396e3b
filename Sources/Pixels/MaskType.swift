/// How a mask layer lets the layers it masks show (Figma's `maskType`; SVG's `mask-type`): by its
/// alpha, by its outline alone, or by its luminance.
public enum MaskType: String, Hashable, Sendable, CaseIterable {
    /// The mask layer's alpha, its paints' and opacity's included (Figma's ALPHA, the default).
    case alpha
    /// The mask layer's shapes, every paint taken as opaque (Figma's VECTOR, `isMaskOutline`).
    case vector
    /// The mask layer's luminance times its alpha (Figma's LUMINANCE; SVG's default `mask-type`), in
    /// sRGB with the coefficients of SVG's luminance-to-alpha (0.2125, 0.7154, 0.0721).
    case luminance

    /// The coverage (0...255) one premultiplied pixel of the drawn mask gives: its alpha, or its
    /// luminance (premultiplied channels, so the alpha is in it), rounded to nearest.
    package func coverage(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt8 {
        switch self {
        case .alpha, .vector: return alpha
        case .luminance:
            let y = 0.2125 * Double(red) + 0.7154 * Double(green) + 0.0721 * Double(blue)
            return UInt8(min(255, max(0, y.rounded())))
        }
    }
}
