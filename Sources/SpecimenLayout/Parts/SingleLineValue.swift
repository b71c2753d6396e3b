import Geometry
import SpecimenText
import SpecimenTokens

/// The typed value of a one-line field (Text Input, Composer, InputPassword) and its caret.
///
/// At rest a value too long for its room is cut at the end with "…", so it reads from its start.
/// Focused, the field scrolls to keep the caret in view, as a person typing sees it: the text before
/// the caret is cut at its START with "…", so the caret and the last characters typed stay visible.
enum SingleLineValue {
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
        let editing = EditingRun(shown, offset: value.caretOffset, style: style, room: max(0, space.remaining - Caret.width),
                                 caretWidth: Caret.width, text: context.text, environment: context.environment.text)
        let run = editing.run, caretX = editing.caretX
        let node = context.textNode(name, run, role: .value, x: space.minX, centeredIn: row, color: color)
        return [node, Caret.node(x: space.minX + caretX, lineTop: node.frame.minY, height: node.frame.height, color: caretColor)]
    }
}
