#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A straight-alpha 8-bit sRGB colour, as design tokens state it (`#155DFC`, `#0000003D`).
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Red, 0 to 255, not premultiplied.
    public var red: UInt8
    /// Green, 0 to 255, not premultiplied.
    public var green: UInt8
    /// Blue, 0 to 255, not premultiplied.
    public var blue: UInt8
    /// Opacity, 0 (clear) to 255 (opaque).
    public var alpha: UInt8

    /// The colour of these straight (not premultiplied) channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); `nil` for anything else.
    public init?(hex: String) {
        var s = Substring(hex)
        guard s.first == "#" else { return nil }
        s = s.dropFirst()
        // ASCII only: `Character.isHexDigit` also accepts fullwidth forms, which `UInt8(_:radix:)` rejects.
        guard s.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let digits = s.map { UInt8($0.hexDigitValue ?? 0) }
        func byte(_ i: Int) -> UInt8 { digits[i] << 4 | digits[i + 1] }
        switch digits.count {
        case 3:
            // `#abc` is `#aabbcc`: each digit doubled, which is the digit times 17.
            self.init(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17)
        case 6: self.init(red: byte(0), green: byte(2), blue: byte(4))
        case 8: self.init(red: byte(0), green: byte(2), blue: byte(4), alpha: byte(6))
        default: return nil
        }
    }

    /// Opaque white.
    package static let white = Color(red: 255, green: 255, blue: 255)
    /// Opaque black.
    package static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent (black at zero alpha).
    package static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise, upper-case: the spec's spelling.
    public var hex: String {
        let rgb = hexByte(red) + hexByte(green) + hexByte(blue)
        return alpha == 255 ? "#" + rgb : "#" + rgb + hexByte(alpha)
    }

    /// `#RRGGBB` without alpha, for SVG's `fill` (alpha goes to `fill-opacity`).
    package var opaqueHex: String { "#" + hexByte(red) + hexByte(green) + hexByte(blue) }

    /// True when `alpha` is 255.
    package var isOpaque: Bool { alpha == 255 }

    /// The `hex` spelling.
    public var description: String { hex }

    /// The colour premultiplied by its alpha, rounded to nearest.
    package var premultiplied: PremultipliedColor {
        PremultipliedColor(red: mul255(red, alpha), green: mul255(green, alpha), blue: mul255(blue, alpha), alpha: alpha)
    }

    /// The same colour with its alpha multiplied by `factor` (0...1), rounded to nearest.
    package func withOpacity(_ factor: Double) -> Color {
        var c = self
        c.alpha = UInt8((Double(alpha) * min(1, max(0, factor))).rounded())
        return c
    }

    /// WCAG 2.x relative luminance of the opaque colour.
    package var relativeLuminance: Double {
        func channel(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }
}

/// A premultiplied 8-bit RGBA colour: each colour channel is at most `alpha`.
package struct PremultipliedColor: Hashable, Sendable {
    /// Red, 0 to 255, already multiplied by alpha (at most `alpha`).
    public var red: UInt8
    /// Green, 0 to 255, already multiplied by alpha (at most `alpha`).
    public var green: UInt8
    /// Blue, 0 to 255, already multiplied by alpha (at most `alpha`).
    public var blue: UInt8
    /// Opacity, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// A colour of channels already premultiplied; not checked (keep each colour channel at most `alpha`).
    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Fully transparent: every channel zero.
    package static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Back to straight alpha, rounded to nearest (the file boundary's conversion).
    package var unpremultiplied: Color {
        guard alpha > 0 else { return .clear }
        func div(_ v: UInt8) -> UInt8 { UInt8(min(255, (UInt32(v) * 255 + UInt32(alpha) / 2) / UInt32(alpha))) }
        return Color(red: div(red), green: div(green), blue: div(blue), alpha: alpha)
    }
}

/// `a·b/255` rounded to nearest, exact for all 8-bit inputs.
@inline(__always)
package func mul255(_ a: UInt8, _ b: UInt8) -> UInt8 {
    let t = UInt32(a) * UInt32(b) + 128
    return UInt8((t + (t >> 8)) >> 8)
}

private func hexByte(_ v: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
}
