import CHarfBuzz

/// How letter spacing (`TextStyle.letterSpacing`) meets shaped text: the one place the rule is written.
///
/// - The spacing is added after every cluster, the last one included, so a run (and a line, and a
///   hugging text box) is `count of clusters x spacing` wider than unspaced. Chromium does the same
///   (a `Range.getClientRects` box of `letter-spacing: 0.32px` text is wider by 0.32 px per
///   character, trailing one included; measured in `Tests/TextTests/Fixtures/letter-spacing-chromium.tsv`),
///   and Figma's auto-width boxes of spaced text are as wide as the spaced advances, trailing spacing
///   included.
/// - A cluster is HarfBuzz's: a base and its marks, a ligature, an emoji sequence. Spacing never goes
///   inside one, so it never separates what shaping joined.
/// - Optional ligatures (`liga`, `clig`) are not formed when the spacing is not zero, as CSS asks
///   ("UAs should not apply optional ligatures" when letter-spacing is set) and Chromium does, so
///   `fi` stays two clusters spaced apart rather than one spaced as one.
/// - Letters of scripts that join (Arabic, Syriac, N'Ko, Mongolian and their kin) take no spacing, as
///   Chromium leaves cursive scripts unspaced (spacing would break the joins); the spaces and digits
///   between them still do (Chromium's `مرحبا بالعالم` at -0.5px is 0.5 px narrower, once for its space).
/// - Negative spacing tightens the same way; nothing is clamped.
enum LetterSpacing {
    /// The features turned off while a style has letter spacing.
    static let ligatures = ["liga", "clig"]

    /// True when `glyphs[i]` is the last glyph of its cluster in visual order and its script takes spacing.
    static func endsCluster(_ glyphs: [UnitGlyph], at i: Int) -> Bool {
        guard !glyphs[i].joins else { return false }
        return i + 1 == glyphs.count || glyphs[i + 1].cluster != glyphs[i].cluster
    }

    /// True when the code point starting at UTF-8 offset `cluster` (`offsets` ascending, one per
    /// scalar) is a letter of its script rather than a space, digit or mark shared by every script: in
    /// an Arabic run the letters take no spacing, its spaces do (as Chromium spaces them).
    static func joins(scalarAt cluster: Int, _ scalars: [UInt32], _ offsets: [Int]) -> Bool {
        var low = 0, high = scalars.count
        while low < high {
            let mid = (low + high) / 2
            if offsets[mid] < cluster { low = mid + 1 } else { high = mid }
        }
        guard low < scalars.count else { return false }
        return !TextItemizer.isCommon(hb_unicode_script(hb_unicode_funcs_get_default(), scalars[low]).rawValue)
    }

    /// True when the cluster starting at UTF-8 offset `cluster` of `text` takes spacing after it: its
    /// first code point is not a letter of a joining script (a space, digit or mark shared by every
    /// script is spaced; an Arabic letter is not), as the shaping pass decides for the glyph.
    static func spacesLetter(at cluster: Int, of text: String) -> Bool {
        let bytes = text.utf8
        guard cluster >= 0, cluster < bytes.count else { return true }
        let start = bytes.index(bytes.startIndex, offsetBy: cluster)
        guard let scalar = String(text[start...]).unicodeScalars.first else { return true }
        return !joins(hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value).rawValue)
    }

    /// True for the ISO 15924 scripts (HarfBuzz's tags) whose letters join into words.
    static func joins(_ script: UInt32) -> Bool { joining.contains(script) }

    private static let joining: Set<UInt32> = Set(
        ["Arab", "Syrc", "Nkoo", "Mong", "Mand", "Mani", "Phlp", "Rohg", "Sogd", "Ougr", "Adlm", "Phag", "Chrs"].map(tag))

    private static func tag(_ name: String) -> UInt32 { name.utf8.reduce(0) { $0 << 8 | UInt32($1) } }
}
