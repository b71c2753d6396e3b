/// The localisation rules the layout follows where the specs are silent (right to left, text scale).
enum LocalisationDecisions {
    static let all: [LayoutDecision] = [
        LayoutDecision(
            "All", "right to left mirrors every frame about the component's centre line in one pass after the set's own layout; text keeps its shaping, only its place moves",
            because: "iOS and Android mirror a layout as a whole (semanticContentAttribute, layoutDirection); one pass keeps every set consistent"),
        LayoutDecision(
            "All",
            "in right to left only icons that point along the reading direction flip: left/right arrows and chevrons, send, reply, undo, redo, backspace, list and indent glyphs",
            because: "Material's bidirectionality guidance; a phone, eye, lock, camera, paperclip, plus or chevron-down means the same either way"),
        LayoutDecision(
            "All", "the caret sits at the value's logical end: its right edge when the text reads the way the UI does, its left edge otherwise",
            because: "that is where typing continues, as UITextView and EditText draw it"),
        LayoutDecision(
            "All", "a paragraph's direction is its first strong character's, else the UI's; text aligns to the UI's leading edge",
            because: "Android's firstStrong text direction and iOS's natural alignment"),
        LayoutDecision(
            "All",
            "a paragraph's bidi levels are resolved once, before it breaks into lines, and every line keeps them and the paragraph's direction; lines break where ICU's root UAX #14 rules allow, the same in every locale (never before a hyphen or small kana; Thai, Lao, Khmer and Burmese between dictionary words)",
            because:
                "UAX #9 resolves levels per paragraph, so an override holds across a wrap; the root rules are the ones LineBreakTest.txt checks, and a gallery reads the same in every locale"
        ),
        LayoutDecision(
            "All",
            "a space, digit or punctuation after an emoji is measured and drawn in the font of the text before the emoji, else the style's; an emoji sequence is one glyph in either direction",
            because:
                "the emoji font's space is as wide as an emoji (19.92 pt against Inter's 4.5 at 16 pt); browsers and both platforms shape the text around an emoji in the text's font"
        ),
        LayoutDecision(
            "All",
            "text scale multiplies every text style's size and line height; each row or container that holds a line of text grows by what that line box gains, and never shrinks below the spec's size",
            because: "Dynamic Type and Android's font scale grow the text and its container; the 56 pt field, 20 pt label row and 16 pt hint row are the sizes at 1.0"),
        LayoutDecision(
            "All", "at any text scale icons, round buttons, strokes, paddings, gaps and widths keep their spec size; text that no longer fits a fixed width is cut with \"…\"",
            because: "Android does not scale icons with the font scale, and the spec's widths are the component's; the column is 340 pt at every size"),
    ]
}
