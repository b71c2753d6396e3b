import Foundation

/// The colour spaces DTCG 2025.10 names, converted to sRGB with CSS Color 4's formulas and matrices
/// (XYZ D65 as the hub; D50 spaces adapted with CSS Color 4's Bradford matrix).
///
/// A conversion returns gamma-encoded sRGB channels, unclipped: a channel below 0 or above 1 is
/// outside sRGB, and `TokenColor` decides what to do with it.
package enum ColorSpace: String, Sendable, CaseIterable {
    case srgb, srgbLinear = "srgb-linear", displayP3 = "display-p3", hsl, hwb, lab, lch, oklab, oklch
    case a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020, xyzD50 = "xyz-d50", xyzD65 = "xyz-d65"

    /// What a valid value of each component is, for error messages.
    var componentsHelp: String {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: "[r, g, b], each 0 to 1"
        case .hsl: "[hue 0 to 360, saturation 0 to 100, lightness 0 to 100]"
        case .hwb: "[hue 0 to 360, whiteness 0 to 100, blackness 0 to 100]"
        case .lab: "[L 0 to 100, a, b]"
        case .lch: "[L 0 to 100, chroma, hue 0 to 360]"
        case .oklab: "[L 0 to 1, a, b]"
        case .oklch: "[L 0 to 1, chroma, hue 0 to 360]"
        case .xyzD50, .xyzD65: "[x, y, z]"
        }
    }

    /// `components` as gamma-encoded sRGB, unclipped.
    package func sRGB(_ c: [Double]) -> [Double] {
        switch self {
        case .srgb: return c
        case .srgbLinear: return c.map(Self.srgbEncode)
        case .hsl: return Self.hslToSRGB(c[0], c[1] / 100, c[2] / 100)
        case .hwb: return Self.hwbToSRGB(c[0], c[1] / 100, c[2] / 100)
        default: return Self.xyzD65ToSRGB(xyzD65(c))
        }
    }

    /// CIE XYZ (D65) of the components, for the spaces converted through it.
    private func xyzD65(_ c: [Double]) -> [Double] {
        switch self {
        case .displayP3: Self.multiply(Self.p3ToXYZ, c.map(Self.srgbDecode))
        case .a98RGB: Self.multiply(Self.a98ToXYZ, c.map { Self.signedPower($0, 563 / 256) })
        case .rec2020: Self.multiply(Self.rec2020ToXYZ, c.map(Self.rec2020Decode))
        case .prophotoRGB: Self.multiply(Self.d50ToD65, Self.multiply(Self.prophotoToXYZD50, c.map(Self.prophotoDecode)))
        case .xyzD65: c
        case .xyzD50: Self.multiply(Self.d50ToD65, c)
        case .lab: Self.multiply(Self.d50ToD65, Self.labToXYZD50(c))
        case .lch: Self.multiply(Self.d50ToD65, Self.labToXYZD50(Self.polarToRectangular(c)))
        case .oklab: Self.oklabToXYZ(c)
        case .oklch: Self.oklabToXYZ(Self.polarToRectangular(c))
        case .srgb, .srgbLinear, .hsl, .hwb: Self.multiply(Self.linearSRGBToXYZ, sRGB(c).map(Self.srgbDecode))
        }
    }

    // MARK: Transfer functions

    static func srgbEncode(_ x: Double) -> Double {
        abs(x) <= 0.0031308 ? 12.92 * x : (x < 0 ? -1 : 1) * (1.055 * pow(abs(x), 1 / 2.4) - 0.055)
    }

    static func srgbDecode(_ x: Double) -> Double {
        abs(x) <= 0.04045 ? x / 12.92 : (x < 0 ? -1 : 1) * pow((abs(x) + 0.055) / 1.055, 2.4)
    }

    private static func signedPower(_ x: Double, _ p: Double) -> Double { (x < 0 ? -1 : 1) * pow(abs(x), p) }

    /// Rec. 2020 is display-referred: BT.1886's EOTF with a black of 0 and a white of 1, a pure 2.4
    /// power (as ColorAide reads it), not BT.2020's camera OETF that early CSS Color 4 drafts inverted.
    private static func rec2020Decode(_ x: Double) -> Double { signedPower(x, 2.4) }

    private static func prophotoDecode(_ x: Double) -> Double {
        abs(x) <= 16.0 / 512 ? x / 16 : signedPower(x, 1.8)
    }

    // MARK: Cylindrical and perceptual spaces

    private static func hslToSRGB(_ hue: Double, _ s: Double, _ l: Double) -> [Double] {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }

    private static func hwbToSRGB(_ hue: Double, _ white: Double, _ black: Double) -> [Double] {
        if white + black >= 1 {
            let gray = white / (white + black)
            return [gray, gray, gray]
        }
        return hslToSRGB(hue, 1, 0.5).map { $0 * (1 - white - black) + white }
    }

    /// [L, C, h] -> [L, a, b].
    private static func polarToRectangular(_ c: [Double]) -> [Double] {
        let radians = c[2] * .pi / 180
        return [c[0], c[1] * cos(radians), c[1] * sin(radians)]
    }

    private static func labToXYZD50(_ lab: [Double]) -> [Double] {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
        let f1 = (lab[0] + 16) / 116
        let f0 = lab[1] / 500 + f1
        let f2 = f1 - lab[2] / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab[0] > kappa * epsilon ? pow(f1, 3) : lab[0] / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * white[0], y * white[1], z * white[2]]
    }

    private static func oklabToXYZ(_ lab: [Double]) -> [Double] {
        multiply(lmsToXYZ, multiply(oklabToLMS, lab).map { $0 * $0 * $0 })
    }

    private static func xyzD65ToSRGB(_ xyz: [Double]) -> [Double] {
        multiply(xyzToLinearSRGB, xyz).map(srgbEncode)
    }

    private static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    // MARK: CSS Color 4's matrices

    static let linearSRGBToXYZ: [[Double]] = [
        [506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218],
        [87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545],
        [7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270],
    ]
    static let xyzToLinearSRGB: [[Double]] = [
        [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
        [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
        [705.0 / 12673, -2585.0 / 12673, 705.0 / 667],
    ]
    static let p3ToXYZ: [[Double]] = [
        [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
        [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
        [0, 32229.0 / 714400, 5220557.0 / 5000800],
    ]
    static let a98ToXYZ: [[Double]] = [
        [573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567],
        [591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835],
        [53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835],
    ]
    static let rec2020ToXYZ: [[Double]] = [
        [63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314],
        [26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157],
        [0, 19567812.0 / 697040785, 295819943.0 / 278816314],
    ]
    static let prophotoToXYZD50: [[Double]] = [
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
        [0, 0, 0.82510460251046020],
    ]
    /// Bradford chromatic adaptation, D50 -> D65.
    static let d50ToD65: [[Double]] = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    static let oklabToLMS: [[Double]] = [
        [1, 0.3963377773761749, 0.2158037573099136],
        [1, -0.1055613458156586, -0.0638541728258133],
        [1, -0.0894841775298119, -1.2914855480194092],
    ]
    static let lmsToXYZ: [[Double]] = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]
}
