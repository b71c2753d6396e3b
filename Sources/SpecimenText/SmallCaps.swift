import CHarfBuzz

/// Small capitals (`smcp`; `c2sc` for capitals too), the one place the rule is written.
///
/// A style asks for them through its features (`TextStyle.features`: a text's `textCase` SMALL_CAPS is
/// `smcp`, SMALL_CAPS_FORCED `smcp` and `c2sc`, Figma's two small-caps cases). A face that has the
/// feature in its GSUB draws its own small capitals through HarfBuzz. A face without it (Inter has
/// neither `smcp` nor `c2sc`) has them made as browsers make them (CSS `font-synthesis-small-caps`,
/// on by default): each lower-case letter (and, for `c2sc`, each capital) whose upper case is one
/// scalar of the same UTF-8 length is shaped as that capital and drawn at 0.7 of the size, Chromium's
/// `kSmallCapsFontSizeMultiplier`, rounded to a whole point as Chromium rounds it
/// (`SimpleFontData::CreateScaledFontData` makes the smaller font at `lroundf(size * 0.7)`: 11 px at
/// 16, 10 at 14, so a line of small capitals is up to 1.9 pt narrower at 16 than at an unrounded 11.2);
/// its advance and offsets scale with it. Letters whose upper case is longer ("ß") stay as written. The
/// run's text and clusters stay the characters as written. Each stretch of small and of full-size
/// letters is shaped alone (`stretches`), so no kerning reaches across a change of size, as Chromium's
/// `SmallCapsIterator` cuts a text into runs of one size each.
enum SmallCaps {
    /// The size a synthesised small capital is drawn at, as a fraction of the style's.
    static let scale = 0.7

    /// The size a synthesised small capital of a text of `size` is drawn at: 0.7 of it, rounded to a
    /// whole point, half away from zero (C's `lroundf`, as Chromium sizes its small-caps font).
    static func size(for size: Double) -> Double { (size * scale).rounded() }

    /// Which letters are made small in `text` for `features` shaped in `face`: nil when nothing is
    /// synthesised (no small caps asked for, or the face has its own).
    static func synthesis(_ features: [String: Int], face: FontFace) -> (lower: Bool, upper: Bool)? {
        let lower = (features["smcp"] ?? 0) > 0 && !face.hasFeature("smcp")
        let upper = (features["c2sc"] ?? 0) > 0 && !face.hasFeature("c2sc")
        return lower || upper ? (lower, upper) : nil
    }

    /// `text` with the letters to be made small turned to capitals, and the UTF-8 offsets of those letters.
    static func capitalised(_ text: String, lower: Bool, upper: Bool) -> (text: String, small: Set<Int>) {
        var out = String.UnicodeScalarView(), small: Set<Int> = [], offset = 0
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            var drawn = scalar
            if lower, properties.isLowercase, let capital = single(properties.uppercaseMapping), UTF8.width(capital) == UTF8.width(scalar) {
                drawn = capital
                small.insert(offset)
            } else if upper, properties.isUppercase || properties.generalCategory == .titlecaseLetter {
                small.insert(offset)
            }
            out.append(drawn)
            offset += UTF8.width(scalar)
        }
        return (String(out), small)
    }

    /// The UTF-8 ranges of `text`'s stretches of small and of full-size letters (`small` the offsets of
    /// the small ones), when there are two or more and no right-to-left character (Chromium's
    /// `SmallCapsIterator` cuts a text so and shapes each stretch alone); nil otherwise.
    static func stretches(_ text: String, small: Set<Int>) -> [Range<Int>]? {
        var out: [(range: Range<Int>, small: Bool)] = [], offset = 0
        for scalar in text.unicodeScalars {
            if BidiParagraph.mayBeRightToLeft(scalar.value) { return nil }
            let width = UTF8.width(scalar), isSmall = small.contains(offset)
            if let last = out.last, last.small == isSmall {
                out[out.count - 1].range = last.range.lowerBound..<(offset + width)
            } else {
                out.append((offset..<(offset + width), isSmall))
            }
            offset += width
        }
        return out.count > 1 ? out.map(\.range) : nil
    }

    private static func single(_ mapping: String) -> Unicode.Scalar? {
        let scalars = mapping.unicodeScalars
        return scalars.count == 1 ? scalars.first : nil
    }
}
