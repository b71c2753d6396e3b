import CHarfBuzz
import CICU

/// One stretch of a paragraph HarfBuzz shapes at once: same bidi level, same script, same font.
struct TextItem: Hashable, Sendable {
    /// UTF-8 byte offsets into the paragraph.
    var bytes: Range<Int>
    /// Index into `TextEngine.faces`.
    var face: Int
    var level: Int8
    var shaping: ShapingItem
}

/// Cuts a paragraph into `TextItem`s: by bidi level, by script, and by which font covers each
/// character (the style's Inter first, then the Noto fallbacks in `FallbackFonts.chain` order).
///
/// Marks, joiners and variation selectors stay in their base character's font, so a cluster is never
/// split across fonts; punctuation and spaces stay in the font before them when it has them, so an
/// Arabic phrase with a space is one run and joins across it. The colour emoji font is the exception:
/// a space, digit or punctuation after an emoji is measured and drawn in the font of the text before the
/// emoji, else the style's (the emoji font's space is as wide as an emoji), and only what continues an emoji sequence (a joiner and what
/// follows it, a variation selector, a skin tone, a keycap mark, tag characters) stays with it.
struct TextItemizer {
    let faces: FontFaces
    /// The style's own face (an Inter weight), tried first.
    let primary: Int
    /// Fallback faces in order, the colour emoji face last.
    let fallbacks: [Int]
    let emoji: Int
    let environment: TextEnvironment

    /// The items of `scalars` (with `offsets`, each scalar's UTF-8 offset, plus the end), in logical
    /// order, and the code points no font covers.
    func items(_ scalars: [UInt32], offsets: [Int], levels: [Int8]) -> (items: [TextItem], missing: [UInt32]) {
        let scripts = TextItemizer.resolvedScripts(scalars)
        let cjkLanguage = cjkLanguage(scalars)
        var items: [TextItem] = []
        var missing: [UInt32] = []
        var previousFace: Int?
        // The last face that drew text rather than an emoji.
        var lastTextFace: Int?
        for (i, scalar) in scalars.enumerated() {
            let next = i + 1 < scalars.count ? scalars[i + 1] : 0
            let face: Int
            let previous = i > 0 ? scalars[i - 1] : 0
            // Whether the scalar goes on an emoji sequence begun before it.
            var continuesEmoji = false
            if let previousFace, TextItemizer.followsItsBase(scalar), previousFace == emoji || !TextItemizer.isSkinTone(scalar) {
                face = previousFace
                continuesEmoji = previousFace == emoji
            } else if previousFace == emoji, previous == 0x200D, faces[emoji].covers(scalar) {
                // The next emoji of a ZWJ sequence ("👩‍⚕" has a medical symbol with no U+FE0F).
                face = emoji
                continuesEmoji = true
            } else if TextItemizer.isDefaultIgnorable(scalar) {
                // HarfBuzz draws these as nothing whatever the font, so no font has to have them.
                face = previousFace ?? primary
            } else if TextItemizer.wantsEmoji(scalar, next: next), faces[emoji].covers(scalar) {
                face = emoji
            } else if let base = previousFace == emoji ? lastTextFace : previousFace, TextItemizer.isCommon(scripts.raw[i]),
                faces[base].covers(scalar)
            {
                // After an emoji, the font of the text before it (Thai's space after "สวัสดี 🎉").
                face = base
            } else if let found = ([primary] + fallbacks).first(where: { faces[$0].covers(TextItemizer.shaped(scalar)) }) {
                face = found
            } else {
                face = primary
                missing.append(scalar)
            }
            previousFace = face
            if face != emoji { lastTextFace = face }
            let script = scripts.resolved[i]
            // Emoji are shaped left to right in the Common script, whatever the text around them:
            // HarfBuzz turns a right-to-left buffer of a left-to-right script around before its
            // ligatures apply, which would break ZWJ, flag and skin-tone sequences apart. A
            // right-to-left emoji item is put in visual order by the engine (`TextEngine.shapeUnits`).
            let item =
                face == emoji
                ? ShapingItem(rightToLeft: false, script: TextItemizer.common, language: "und")
                : ShapingItem(rightToLeft: levels[i] % 2 == 1, script: script, language: language(for: script, cjk: cjkLanguage))
            // An emoji sequence is one cluster, so it keeps its first scalar's level: FriBidi's data may
            // not know a newer emoji (an unassigned code point is strong left to right) while its skin
            // tone or joiner is neutral, and a level break inside the sequence would split it.
            let level = continuesEmoji ? (items.last?.level ?? levels[i]) : levels[i]
            if var last = items.last, last.face == face, last.level == level, last.shaping == item {
                last.bytes = last.bytes.lowerBound..<offsets[i + 1]
                items[items.count - 1] = last
            } else {
                items.append(TextItem(bytes: offsets[i]..<offsets[i + 1], face: face, level: level, shaping: item))
            }
        }
        return (items, missing)
    }

    /// Control characters shape as spaces (`FontFace.shapingBytes`), so that is what a font must cover.
    static func shaped(_ scalar: UInt32) -> UInt32 { scalar < 0x20 || scalar == 0x7F ? 0x20 : scalar }

    /// Combining marks, joiners, variation selectors, skin-tone modifiers, emoji tag characters (the
    /// subdivision flags' "gbeng" and its end) and bidi controls.
    static func followsItsBase(_ scalar: UInt32) -> Bool {
        if scalar == 0x200C || scalar == 0x200D || (0xFE00...0xFE0F).contains(scalar) || (0x1F3FB...0x1F3FF).contains(scalar)
            || (0xE0020...0xE007F).contains(scalar)
            || (0x200E...0x200F).contains(scalar) || (0x202A...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar)
        {
            return true
        }
        let category = hb_unicode_general_category(hb_unicode_funcs_get_default(), scalar)
        return category == HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK
            || category == HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK
            || category == HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK
    }

    /// The five Fitzpatrick modifiers: part of the emoji before them, or a swatch of their own.
    static func isSkinTone(_ scalar: UInt32) -> Bool { (0x1F3FB...0x1F3FF).contains(scalar) }

    /// Invisible format characters: bidi controls, joiners, zero-width space, variation selectors, BOM.
    static func isDefaultIgnorable(_ scalar: UInt32) -> Bool {
        (0x200B...0x200F).contains(scalar) || (0x202A...0x202E).contains(scalar) || (0x2060...0x206F).contains(scalar)
            || (0xFE00...0xFE0F).contains(scalar) || scalar == 0xFEFF || scalar == 0x061C || scalar == 0x00AD
    }

    /// Characters that default to emoji presentation (Emoji_Presentation, from ICU: pictographs,
    /// regional indicators, "⌚", "✅") unless U+FE0E asks for text, and any character asking for it
    /// with U+FE0F ("❤️", the keycap "1️⃣").
    static func wantsEmoji(_ scalar: UInt32, next: UInt32) -> Bool {
        next == 0xFE0F || (next != 0xFE0E && specimen_is_emoji_presentation(Int32(bitPattern: scalar)) == 1)
    }

    static let common = tag("Zyyy"), inherited = tag("Zinh"), unknown = tag("Zzzz")

    static func isCommon(_ script: UInt32) -> Bool { script == common || script == inherited || script == unknown }

    static func tag(_ name: String) -> UInt32 { name.utf8.reduce(0) { $0 << 8 | UInt32($1) } }

    /// Each scalar's script, and the same with Common and Inherited characters given the script of the
    /// text before them (or after, at the start), as UAX #24 suggests for runs.
    static func resolvedScripts(_ scalars: [UInt32]) -> (raw: [UInt32], resolved: [UInt32]) {
        let funcs = hb_unicode_funcs_get_default()
        let raw = scalars.map { hb_unicode_script(funcs, $0).rawValue }
        var resolved = raw
        var last: UInt32?
        for i in resolved.indices {
            if isCommon(resolved[i]) {
                if let last { resolved[i] = last }
            } else {
                last = resolved[i]
            }
        }
        let first = resolved.first(where: { !isCommon($0) }) ?? tag("Latn")
        for i in resolved.indices where isCommon(resolved[i]) { resolved[i] = first }
        return (raw, resolved)
    }

    /// The language Han characters take: Japanese beside kana, Korean beside hangul, else the locale's.
    private func cjkLanguage(_ scalars: [UInt32]) -> String {
        if scalars.contains(where: { (0x3040...0x30FF).contains($0) || (0x31F0...0x31FF).contains($0) }) { return "ja" }
        if scalars.contains(where: { (0xAC00...0xD7A3).contains($0) || (0x1100...0x11FF).contains($0) }) { return "ko" }
        let language = (environment.language ?? "").lowercased()
        if language.hasPrefix("ja") { return "ja" }
        if language.hasPrefix("ko") { return "ko" }
        if ["zh-hant", "zh-tw", "zh-hk", "zh-mo"].contains(where: { language.hasPrefix($0) }) { return "zh-TW" }
        return "zh-CN"
    }

    private func language(for script: UInt32, cjk: String) -> String {
        switch script {
        case TextItemizer.tag("Arab"): "ar"
        case TextItemizer.tag("Hebr"): "he"
        case TextItemizer.tag("Deva"): "hi"
        case TextItemizer.tag("Thai"): "th"
        case TextItemizer.tag("Hani"), TextItemizer.tag("Hira"), TextItemizer.tag("Kana"), TextItemizer.tag("Hang"): cjk
        default: environment.language ?? "en"
        }
    }
}
