import SpecimenText
import SpecimenTokens

/// The run an editable one-line text shows while it has focus, and where its caret goes: the whole text
/// when it fits `room`, else "…" and the longest end of the text before the caret that fits (the field
/// scrolls to keep the caret in view). Read by a document's editable-text node.
struct EditingRun {
    let run: ShapedText
    /// The caret's left edge from the run's origin, before the right-to-left mirror pass.
    let caretX: Double

    static let ellipsis = "\u{2026}"

    /// `shown` (the text as drawn, masked or not) with its caret after `offset` characters, in `room`.
    init(
        _ shown: String, offset: Int, style: TextStyle, room: Double, caretWidth: Double,
        text: TextEngine, environment: TextEnvironment
    ) {
        let whole = text.shape(shown, style: style, environment: environment)
        if whole.width <= room {
            run = whole
            // At the end (the usual case) the caret follows the run's own advance, kerning included, on
            // the side where the text ends logically (its left for right-to-left text in an LTR UI).
            if offset == shown.count {
                let readsLikeUI = whole.isRightToLeft == (environment.direction == .rightToLeft)
                caretX = readsLikeUI ? whole.width : -caretWidth
            } else {
                caretX = text.shape(String(shown.prefix(offset)), style: style, environment: environment).width
            }
        } else {
            run = Self.scrolled(String(shown.prefix(offset)), style: style, room: room, text: text, environment: environment)
            caretX = run.width
        }
    }

    /// "…" and the longest end of `string` that fits `room` with it; just what fits of "…" when nothing does.
    static func scrolled(_ string: String, style: TextStyle, room: Double, text: TextEngine, environment: TextEnvironment) -> ShapedText {
        let characters = Array(string)
        func run(dropping count: Int) -> ShapedText {
            text.shape(ellipsis + String(characters[count...]), style: style, environment: environment)
        }
        if run(dropping: 0).width <= room { return run(dropping: 0) }
        // The fewest characters dropped from the start such that the rest fits: widths shrink as more
        // are dropped, so a binary search keeps a long value to a few shapings.
        var low = 1, high = characters.count
        while low < high {
            let middle = (low + high) / 2
            if run(dropping: middle).width <= room { high = middle } else { low = middle + 1 }
        }
        let best = run(dropping: low)
        return best.width <= room ? best : text.truncated(ellipsis, style: style, maxWidth: max(0, room), environment: environment)
    }
}
