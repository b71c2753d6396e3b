import SpecimenText
import SpecimenTokens

/// The user-interface settings a layout is made for, beyond the configuration: reading direction,
/// language and text size.
package struct LayoutEnvironment: Sendable, Hashable {
    /// Right to left mirrors the rows (`LayoutMirror`) and orders text by the bidi algorithm.
    package var direction: TextDirection
    /// BCP 47 tag for glyph forms that depend on language (Han in ja, ko, zh-Hant); `nil` for none.
    package var language: String?
    /// The user's text size setting, as iOS Dynamic Type and Android's font scale apply it: every text
    /// style's size and line height are multiplied by it (`textScaleRange`).
    package var textScale: Double
    /// A document's own words (its literal `characters`, such as "(Optional)") as the locale shows
    /// them, keyed by the English literal, as a `Localizable.strings` file keys them. A literal with
    /// no entry is drawn as written; a pseudo-locale does not reach literals (a translator's table does).
    package var translations: [String: String] = [:]

    /// Settings for a layout; the defaults are `standard`. `textScale` is meant to lie within `textScaleRange`.
    package init(direction: TextDirection = .leftToRight, language: String? = nil, textScale: Double = 1) {
        self.direction = direction
        self.language = language
        self.textScale = textScale
    }

    /// Left to right, no language, text at 1.0: the spec's own pictures.
    package static let standard = LayoutEnvironment()

    /// 0.8 (Android's "small", iOS xSmall is about 0.82) to 3 (iOS AX5 is 53/17 ≈ 3.1 of Body).
    package static let textScaleRange = 0.8...3.0

    /// What shaping needs from it.
    package var text: TextEnvironment { TextEnvironment(direction: direction, language: language) }

    /// `height` of a row or container drawn at text scale 1, grown by what its line box of
    /// `lineHeight` (at 1.0) gains at this scale. Containers never shrink below the spec's size: touch
    /// targets keep their size when text gets smaller, as on iOS and Android.
    package func grown(_ height: Double, lineHeight: Double) -> Double {
        textScale > 1 ? height + lineHeight * (textScale - 1) : height
    }
}

extension TextStyle {
    /// This style with size and line height multiplied by `factor`, as Dynamic Type scales a style
    /// (linearly: Android 14's non-linear scaling of large sizes is not modelled). Letter spacing, a
    /// length set against the size, scales with it; the family and the font features stay.
    package func scaled(by factor: Double) -> TextStyle {
        guard factor != 1 else { return self }
        var out = self
        out.size = size * factor
        out.lineHeight = lineHeight * factor
        out.letterSpacing = letterSpacing * factor
        return out
    }
}
