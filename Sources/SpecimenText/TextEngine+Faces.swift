import Foundation
import SpecimenTokens

/// Which face draws a style: Inter's static files for the weights and italics they cover, a variable
/// font's instance where the style sets axes, and the axes a variable face is set at.
///
/// Decision (issue 38): Inter's static files keep drawing every style they cover, so the shipped goldens
/// and anything else drawn in Inter's weights stay on the path they always took; Inter's variable font
/// (`InterVariable.ttf`, wght 100 to 900, slnt -10 to 0) draws a style that sets `fontVariations`. A
/// design system's variable font is matched on its axes: it covers every weight on its `wght` range, and
/// a style is drawn from it at exactly its weight.
extension TextEngine {
    /// Inter's nine italics (Debian's fonts-inter, as the upright weights), opened on first use after
    /// the upright ones.
    static let italicWeights: [(weight: FontWeight, file: String, tag: String)] = [
        (.thin, "Inter-ThinItalic.otf", "inter-thinitalic"), (.extraLight, "Inter-ExtraLightItalic.otf", "inter-extralightitalic"),
        (.light, "Inter-LightItalic.otf", "inter-lightitalic"), (.regular, "Inter-Italic.otf", "inter-italic"),
        (.medium, "Inter-MediumItalic.otf", "inter-mediumitalic"), (.semiBold, "Inter-SemiBoldItalic.otf", "inter-semibolditalic"),
        (.bold, "Inter-BoldItalic.otf", "inter-bolditalic"), (.extraBold, "Inter-ExtraBoldItalic.otf", "inter-extrabolditalic"),
        (.black, "Inter-BlackItalic.otf", "inter-blackitalic"),
    ]

    /// Inter's variable font (Debian's fonts-inter-variable `Inter.var.ttf`, the same Inter 3.19 as the
    /// static files: wght 100 to 900 and slnt -10 to 0, its italic instances at slnt -10).
    static let variableInter = (file: "InterVariable.ttf", tag: "inter-variable")

    /// The index of the first of `italicWeights` in `faces`.
    static var italicBase: Int { 3 + FallbackFonts.chain.count + moreWeights.count }
    /// The index of the variable Inter in `faces`.
    static var variableIndex: Int { italicBase + italicWeights.count }
    /// The index of a design system's first face in `faces`.
    static var designSystemBase: Int { variableIndex + 1 }

    /// The Inter face for `style`: its static weight (upright or italic) unless the style sets axes,
    /// then the variable Inter's instance for them.
    func interIndex(_ style: TextStyle) -> Int {
        if !style.variations.isEmpty { return instanced(Self.variableIndex, style) }
        guard style.italic else { return Self.index(style.weight) }
        return Self.italicBase + (Self.italicWeights.firstIndex { $0.weight == style.weight } ?? 3)
    }

    /// `base` itself for a static face; for a variable one, its instance at the axes `style` sets.
    func instanced(_ base: Int, _ style: TextStyle) -> Int {
        let face = faces[base]
        guard !face.axes.isEmpty else { return base }
        return faces.instance(of: base, coordinates: Self.coordinates(style, axes: face.axes))
    }

    /// The axes `style` sets on a variable font with `axes`, as CSS sets them: `wght` from the weight,
    /// `ital` 1 for an italic (else `slnt` at CSS's oblique angle of 14 degrees, clamped by the font),
    /// `opsz` from the size in points (CSS's `font-optical-sizing: auto`, Figma's optical size "auto"),
    /// and then every axis `fontVariations` names, which wins.
    static func coordinates(_ style: TextStyle, axes: [VariationAxis]) -> [String: Double] {
        var out: [String: Double] = [:]
        let tags = Set(axes.map(\.tag))
        if tags.contains("wght") { out["wght"] = Double(style.weight.numericWeight) }
        if style.italic {
            if tags.contains("ital") { out["ital"] = 1 } else if tags.contains("slnt") { out["slnt"] = -14 }
        }
        if tags.contains("opsz"), style.size > 0, style.size.isFinite { out["opsz"] = style.size }
        out.merge(style.variations) { _, explicit in explicit }
        return out
    }
}

extension TextEngine {
    /// The family name each font file gives and the weights it covers (its weight class, or its
    /// `wght` axis's range), as a design system's fonts are matched to the styles that name them; a
    /// file that does not open as a font is left out. What `import figma` checks a file's fonts
    /// against, so it reports missing only what the renderer will not find.
    package static func families(of files: [URL]) -> [(family: String, weights: ClosedRange<Double>)] {
        files.enumerated().compactMap { i, url in
            guard let face = try? FontFace(url: url, tag: "probe\(i)", number: faceNumber(designSystemBase + i)) else { return nil }
            let wght = face.axes.first { $0.tag == "wght" }
            let weight = Double(face.weightClass)
            return (face.familyName, wght.map { $0.minValue...$0.maxValue } ?? weight...weight)
        }
    }
}
