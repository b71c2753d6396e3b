import Geometry
import SpecimenText
import SpecimenTokens

/// Text Area: the underlined field, one line deep at first, a line taller per wrapped line up to five,
/// then scrolling inside; the counter at the end of the hint row follows the typing.
struct TextAreaLayout {
    static let decisions: [LayoutDecision] = [
        LayoutDecision("Text Area", "Placeholder shows Input Text in text/soft-500; every other state shows Value Text",
                       because: "the set has a separate Value Text property for the typed answer"),
        LayoutDecision("Text Area", "past \(maxVisibleLines) lines Focused shows the last \(maxVisibleLines) (the caret's), every other state the first \(maxVisibleLines)",
                       because: "a focused field scrolls to follow the typing; at rest the top of the answer reads first, as a clipped Figma frame shows it"),
        LayoutDecision("Text Area", "lines wrap at the content width in every state, and the caret never re-wraps them",
                       because: "the same text must keep the same height in every state so the form does not jump"),
        LayoutDecision("Text Area", "the counter always counts the answer: \"<characters>/<limit>\", the limit being the number after \"/\" in Counter Text (\(counterLimit) by default); Placeholder shows 0/\(counterLimit)",
                       because: "the spec's counter \"follows the typing\", so it is derived from the text, never typed; characters are grapheme clusters, as a person counts them"),
    ]

    /// "24 more a line up to five".
    static let lineStep = 24.0
    /// "up to five and then scrolls".
    static let maxVisibleLines = 5
    /// The 500 of the default Counter Text "0/500".
    static let counterLimit = 500

    let model: TextAreaModel
    let context: LayoutContext

    private var state: FieldState { FieldState(model.state, content: model.value) }

    func layout() throws -> LayoutTree {
        // A focused empty field still shows the placeholder, behind the caret, as the one-line fields do.
        let showsValue = state != .placeholder && !model.value.isEmpty
        let counter = model.showsCounter ? model.counterText : nil
        return try LabelledColumn.layout(context, rows: model.rows, state: state, counter: counter) { top in
            let node = field(top: top, text: showsValue ? model.value.text : model.placeholder, showsValue: showsValue)
            return LabelledColumn.Body(nodes: [node], height: node.frame.height)
        }
    }

    private func field(top: Double, text: String, showsValue: Bool) -> LayoutNode {
        let state = self.state
        let inset = UnderlinedField.padding
        let contentWidth = LabelledColumn.width - 2 * inset
        let all = context.lines(text, style: context.styles.value, maxWidth: contentWidth)
        let visible = Self.visibleLines(all, focused: state == .focused)
        let lineStep = Self.lineStep * context.environment.textScale
        let height = UnderlinedField.height(context) + Double(visible.count - 1) * lineStep
        let frame = Rect(x: 0, y: top, width: LabelledColumn.width, height: height)

        let color = showsValue ? state.valueColor : AppetiteToken.textSoft500
        let lines = visible.enumerated().map { index, run in
            context.textNode("line\(index + 1)", run, role: .value, x: inset, lineTop: top + inset + Double(index) * lineStep, color: color)
        }
        // The value's box is the content width by its lines, so the caret after the last line lies in it;
        // before a placeholder the caret sits in the 1 pt just left of it, so the box starts there.
        let caretRoom = showsValue ? 0 : Caret.width
        let lineBoxes = lines.dropFirst().reduce(lines[0].frame) { $0.union($1.frame) }
        let box = Rect(x: inset - caretRoom, y: lineBoxes.minY, width: contentWidth + caretRoom, height: lineBoxes.height)
        var content = lines
        if state == .focused, let last = lines.last {
            let end = context.caretX(after: visible[visible.count - 1], in: last.frame)
            let x = showsValue ? min(max(end, inset - Caret.width), inset + contentWidth - Caret.width) : inset - Caret.width
            content.append(Caret.node(x: x, lineTop: last.frame.minY, height: last.frame.height))
        }
        let value = LayoutNode(showsValue ? "value" : "placeholder", role: .value, frame: box, children: content)
        return UnderlinedField.node(frame: frame, state: state, children: [value])
    }

    /// At most five lines: the last five while focused, the first five otherwise; never none.
    static func visibleLines(_ lines: [ShapedText], focused: Bool) -> [ShapedText] {
        guard lines.count > maxVisibleLines else { return lines }
        return Array(focused ? lines.suffix(maxVisibleLines) : lines.prefix(maxVisibleLines))
    }
}
