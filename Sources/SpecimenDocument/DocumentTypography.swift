/// A text node's letter spacing (JSON `letterSpacing`): points (`0.32`, `"0.32px"`), a fraction of its
/// style's size (`"0.02em"`) or a percentage of it (`"2%"`, Figma's PERCENT). It replaces the spacing its
/// text style's token gives. Applied as `SpecimenText.LetterSpacing` writes down.
package enum DocumentLetterSpacing: Hashable, Sendable {
    case points(Double)
    /// A multiple of the font size (`"2%"` is `.em(0.02)`).
    case em(Double)

    /// The spacing in points at a font size of `size`.
    package func points(size: Double) -> Double {
        switch self {
        case .points(let v): v
        case .em(let v): v * size
        }
    }
}

/// How a text's box follows its text (JSON `textAutoResize`, Figma's field and spellings). Absent, a text
/// is one line cut with "…" to the room it is given (what Specimen's own sets draw).
package enum DocumentTextResize: String, Hashable, Sendable, CaseIterable {
    /// The box hugs the text: one line per hard line break, never wrapped or cut.
    case widthAndHeight = "WIDTH_AND_HEIGHT"
    /// The width is the node's; the text wraps at it and the height hugs the lines.
    case height = "HEIGHT"
    /// Width and height are the node's; the text wraps at the width, and lines past the height are drawn
    /// past it (as Figma draws them) and reported.
    case fixed = "NONE"
    /// Width and height are the node's; the text wraps and is cut after `maxLines` lines (or the lines
    /// its height holds), its last line ended with "…" (Figma's TRUNCATE and textTruncation ENDING).
    case truncate = "TRUNCATE"
}

/// Where a text's lines sit in its box's height (JSON `textAlignVertical`, Figma's field and spellings):
/// the lines' stack at the box's top, centred in it, or at its bottom. Only a box taller (or shorter) than
/// its lines shows it: a fixed or truncated one (`NONE`, `TRUNCATE`); a box that hugs its lines has no room.
package enum DocumentTextAlignVertical: String, Hashable, Sendable, CaseIterable {
    case top = "TOP"
    case center = "CENTER"
    case bottom = "BOTTOM"

    /// How far down the lines start in a box of `room` points holding lines `height` points tall (less
    /// than zero, so the lines overflow above the box as well as below, when they are taller than it).
    package func offset(room: Double, height: Double) -> Double {
        switch self {
        case .top: 0
        case .center: (room - height) / 2
        case .bottom: room - height
        }
    }
}

/// Whether the letter spacing after a line's last glyph counts in the width the line is centred or
/// end-aligned by (JSON `trailingLetterSpacing`). Absent: `INCLUDED`, as Chromium aligns a CSS line.
///
/// Decision (FigmaDecisions): Figma centres a letter-spaced line on its glyphs' spaced advances without
/// the spacing after the last one (four centred lines of a real file land within 0.07 pt of Figma's ink
/// that way, 0.26 to 1.2 pt off counting it), while Chromium counts it; `import figma` writes `EXCLUDED`
/// on its spaced texts, and a CSS design system's documents keep Chromium's rule by leaving it out. A
/// start-aligned line and a box's size are the same either way (Chromium's hugging box holds the last
/// spacing; no kept Figma file shows a hugging box with letter spacing).
package enum DocumentTrailingSpacing: String, Hashable, Sendable, CaseIterable {
    /// The line aligns by its whole advance, the last glyph's spacing included (Chromium, CSS).
    case included = "INCLUDED"
    /// The line aligns by its advance less the last glyph's spacing (Figma).
    case excluded = "EXCLUDED"
}

/// A text's case as drawn (JSON `textCase`, Figma's spellings): the characters stay as written (a
/// binding or `--strings` gives the text as a whole), and are drawn in this case.
package enum DocumentTextCase: String, Hashable, Sendable, CaseIterable {
    case original = "ORIGINAL"
    case upper = "UPPER"
    case lower = "LOWER"
    /// Each word's first letter upper case, the rest as written (Figma's TITLE).
    case title = "TITLE"
    /// Lower-case letters as small capitals: the font's `smcp`, else made as `SmallCaps` says (Figma's SMALL_CAPS).
    case smallCaps = "SMALL_CAPS"
    /// Every letter as a small capital: `smcp` and `c2sc` (Figma's SMALL_CAPS_FORCED).
    case smallCapsForced = "SMALL_CAPS_FORCED"
}

/// A line drawn with the text (JSON `textDecoration`, Figma's spellings), at the font's own position and
/// thickness (post and OS/2 tables), in the text's colour, as long as each line's advance.
package enum DocumentTextDecoration: String, Hashable, Sendable, CaseIterable {
    case none = "NONE"
    case underline = "UNDERLINE"
    case strikethrough = "STRIKETHROUGH"
}

/// A text node's line height in place of its style's (JSON `lineHeight`, Figma's three units): points
/// (`20`, `"20px"`, Figma's PIXELS), a percentage of the font size (`"150%"`, Figma's FONT_SIZE_%) or
/// `"auto"`, the font's own (Figma's INTRINSIC_%: hhea ascender + descender + line gap,
/// `FontMetrics.intrinsicLineHeight`).
package enum DocumentLineHeight: Hashable, Sendable {
    case points(Double)
    /// A multiple of the font size (`"150%"` is `.multiple(1.5)`).
    case multiple(Double)
    case auto
}
