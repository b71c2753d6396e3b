/// How a layer's colour combines with what lies under it: the W3C Compositing and Blending Level 1
/// modes, which are Figma's blend modes (its PASS_THROUGH is "no layer of its own", not a mode) and
/// SVG's `mix-blend-mode` values, so every consumer names the same sixteen.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten
    case colorDodge = "color-dodge"
    case colorBurn = "color-burn"
    case hardLight = "hard-light"
    case softLight = "soft-light"
    case difference, exclusion, hue, saturation, color, luminosity

    /// The mode's name in a PDF graphics state (`/BM /ColorDodge`), PDF 1.4's spelling of the same formulas.
    package var pdfName: String {
        rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A premultiplied source pixel composited over a premultiplied backdrop pixel in this mode:
    /// `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)` and `αo = αs + αb·(1 − αs)`, the W3C
    /// formula, each channel rounded to nearest. Computed in `Double` (sums, products, quotients and
    /// the square root are exactly rounded in IEEE 754), so the same pixels give the same bytes.
    package func composite(_ source: PremultipliedColor, over backdrop: PremultipliedColor) -> PremultipliedColor {
        let sa = Double(source.alpha) / 255, ba = Double(backdrop.alpha) / 255
        if sa == 0 { return backdrop }
        let s = (Double(source.red) / 255, Double(source.green) / 255, Double(source.blue) / 255)
        let b = (Double(backdrop.red) / 255, Double(backdrop.green) / 255, Double(backdrop.blue) / 255)
        // Straight colours for B; a transparent backdrop's colour does not matter (αb multiplies it).
        let cs = (s.0 / sa, s.1 / sa, s.2 / sa)
        let cb = ba > 0 ? (b.0 / ba, b.1 / ba, b.2 / ba) : (0, 0, 0)
        let mixed = blend(backdrop: cb, source: cs)
        func channel(_ sc: Double, _ bc: Double, _ m: Double) -> UInt8 {
            let v = sc * (1 - ba) + bc * (1 - sa) + sa * ba * m
            return UInt8(min(255, max(0, (v * 255).rounded())))
        }
        let alpha = UInt8(min(255, max(0, ((sa + ba - sa * ba) * 255).rounded())))
        return PremultipliedColor(
            red: min(channel(s.0, b.0, mixed.0), alpha), green: min(channel(s.1, b.1, mixed.1), alpha),
            blue: min(channel(s.2, b.2, mixed.2), alpha), alpha: alpha)
    }

    typealias RGB = (Double, Double, Double)

    /// B(Cb, Cs) on straight colours in 0...1.
    func blend(backdrop cb: RGB, source cs: RGB) -> RGB {
        switch self {
        case .hue: return Self.setLum(Self.setSat(cs, Self.sat(cb)), Self.lum(cb))
        case .saturation: return Self.setLum(Self.setSat(cb, Self.sat(cs)), Self.lum(cb))
        case .color: return Self.setLum(cs, Self.lum(cb))
        case .luminosity: return Self.setLum(cb, Self.lum(cs))
        default: return (separable(cb.0, cs.0), separable(cb.1, cs.1), separable(cb.2, cs.2))
        }
    }

    private func separable(_ b: Double, _ s: Double) -> Double {
        switch self {
        case .normal, .hue, .saturation, .color, .luminosity: return s
        case .multiply: return b * s
        case .screen: return b + s - b * s
        case .overlay: return BlendMode.hardLight.separable(s, b)
        case .darken: return min(b, s)
        case .lighten: return max(b, s)
        case .colorDodge: return b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s))
        case .colorBurn: return b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
        case .hardLight: return s <= 0.5 ? b * 2 * s : BlendMode.screen.separable(b, 2 * s - 1)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        }
    }

    private static func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var out = c
        if n < 0 {
            out = (l + (out.0 - l) * l / (l - n), l + (out.1 - l) * l / (l - n), l + (out.2 - l) * l / (l - n))
        }
        if x > 1 {
            out = (l + (out.0 - l) * (1 - l) / (x - l), l + (out.1 - l) * (1 - l) / (x - l), l + (out.2 - l) * (1 - l) / (x - l))
        }
        return out
    }

    private static func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    private static func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    /// The W3C SetSat: the largest channel becomes `s`, the smallest 0, the middle one in proportion.
    private static func setSat(_ c: RGB, _ s: Double) -> RGB {
        let x = max(c.0, c.1, c.2), n = min(c.0, c.1, c.2)
        guard x > n else { return (0, 0, 0) }
        func scaled(_ v: Double) -> Double { v == x ? s : v == n ? 0 : (v - n) * s / (x - n) }
        // Ties: when two channels equal the maximum both become `s`, as the spec's max/mid/min order does.
        return (scaled(c.0), scaled(c.1), scaled(c.2))
    }
}
