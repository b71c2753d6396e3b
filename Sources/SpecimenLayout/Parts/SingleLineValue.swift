import Geometry
import SpecimenText
import SpecimenTokens

/// The typed value of a one-line field (Text Input, Composer, InputPassword) and its caret.
///
/// At rest a value too long for its room is cut at the end with "…", so it reads from its start.
/// Focused, the field scrolls to keep the caret in view, as a person typing sees it: the text before
/// the caret is cut at its START with "…", so the caret and the last characters typed stay visible.
enum SingleLineValue {
    static let ellipsis = "\u{2026}"

    /// What an empty field shows instead of its value.
    struct Placeholder {
        let text: String
        let color: TokenPath
    }

    static let decisions: [LayoutDecision] = [
        LayoutDecision("All", "an empty focused field draws its caret in the \(NumberText.format(Caret.width)) pt just before the placeholder, never over its first letter",
                       because: "the caret says where typing starts; over the first glyph it reads as part of the letter"),
        LayoutDecision("All", "a focused one-line value longer than its room shows \"…\", then the end of the text before the caret, then the caret",
                       because: "a field scrolls to keep the caret in view, so a person typing sees what they type; at rest the start reads first"),
    ]

    /// The value node (role `value`) at the start of `space`, centred in `row`, and the caret after it
    /// when the field has focus. `mask` draws every character as that one (a password's bullets).
    static func nodes(_ value: EditableText, placeholder: Placeholder? = nil, context: LayoutContext, style: TextStyle,
                      space: RowSpace, row: Rect, color: TokenPath, caretColor: TokenPath = AppetiteToken.brandBase,
                      mask: Character? = nil, name: String = "value") -> [LayoutNode] {
        if value.isEmpty, let placeholder {
            let run = context.fit(placeholder.text, style: style, maxWidth: space.remaining)
            let node = context.textNode("placeholder", run, role: .value, x: space.minX, centeredIn: row, color: placeholder.color)
            guard value.isFocused else { return [node] }
            return [node, Caret.node(x: space.minX - Caret.width, lineTop: node.frame.minY, height: node.frame.height, color: caretColor)]
        }
        let shown = mask.map { String(repeating: $0, count: value.text.count) } ?? value.text
        guard value.isFocused else {
            let run = context.fit(shown, style: style, maxWidth: space.remaining)
            return [context.textNode(name, run, role: .value, x: space.minX, centeredIn: row, color: color)]
        }
        let room = max(0, space.remaining - Caret.width)
        let offset = value.caretOffset
        let before = String(shown.prefix(offset))
        let whole = context.shape(shown, style: style)
        let run: ShapedText
        let caretX: Double
        if whole.width <= room {
            run = whole
            // At the end (the usual case) the caret follows the run's own advance, kerning included, on
            // the side where the text ends logically (its left for right-to-left text in an LTR UI).
            caretX = offset == shown.count
                ? context.caretX(after: whole, in: Rect(x: 0, y: 0, width: whole.width, height: 0))
                : context.shape(before, style: style).width
        } else {
            run = scrolled(before, style: style, room: room, context: context)
            caretX = run.width
        }
        let node = context.textNode(name, run, role: .value, x: space.minX, centeredIn: row, color: color)
        return [node, Caret.node(x: space.minX + caretX, lineTop: node.frame.minY, height: node.frame.height, color: caretColor)]
    }

    /// "…" and the longest end of `text` that fits `room` with it; just what fits of "…" when nothing does.
    static func scrolled(_ text: String, style: TextStyle, room: Double, context: LayoutContext) -> ShapedText {
        let characters = Array(text)
        func run(dropping count: Int) -> ShapedText {
            context.shape(ellipsis + String(characters[count...]), style: style)
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
        return best.width <= room ? best : context.fit(ellipsis, style: style, maxWidth: room)
    }
}
