import Foundation

/// WCAG 2.x contrast, over 8-bit sRGB colours as tokens state them.
package enum WCAGContrast {
    /// Normal text: success criterion 1.4.3 (AA).
    package static let text = 4.5
    /// Large text (24 px and up, or 18.66 px bold): 1.4.3 (AA).
    package static let largeText = 3.0
    /// Icons and other graphics needed to understand the interface: 1.4.11 (AA).
    package static let graphics = 3.0
    /// The smallest size WCAG counts as large text, in CSS pixels (taken as points, as design tools do).
    package static let largeTextSize = 24.0

    /// The contrast ratio `(L1 + 0.05) / (L2 + 0.05)` of two opaque colours, lighter over darker,
    /// from 1 to 21. Alpha is ignored: composite first.
    package static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The ratio to two decimals, as the spec and reports write it (3.26:1).
    package static func rounded(_ ratio: Double) -> Double {
        (ratio * 100).rounded() / 100
    }

    /// `top` laid over the opaque `bottom` with source-over in sRGB, as the rasterizer blends.
    package static func composite(_ top: Color, over bottom: Color) -> Color {
        guard !top.isOpaque else { return top }
        let a = Double(top.alpha) / 255
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(min(255, max(0, (Double(t) * a + Double(b) * (1 - a)).rounded())))
        }
        return Color(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
    }

    /// `ratio` written as the spec writes it: `3.26:1`.
    package static func format(_ ratio: Double) -> String {
        String(format: "%.2f:1", rounded(ratio))
    }
}
