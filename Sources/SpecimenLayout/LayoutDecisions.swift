/// Every number and rule the layout chose where the spec is silent, for the README.
public enum LayoutDecisions {
    /// Rules every set follows.
    static let shared: [LayoutDecision] = [
        LayoutDecision("All", "every stroke (Counter pill, Digit cell, round buttons) is \(NumberText.format(FieldState.strokeWidth)) pt and lies inside its shape",
                       because: "the spec's \"1 pt brand stroke\"; Figma strokes frames inside, so 32, 36, 44 and 64 stay exact"),
        LayoutDecision("All", "text that does not fit is cut with \"…\", never clipped; a text node's frame is its line box (run width x line height)",
                       because: "a clipped glyph reads as a rendering bug; the line box is how Figma places a baseline"),
        LayoutDecision("All", "the text styles and the focus ring's widths come from the Appetite theme of the mode drawn",
                       because: "they are tokens, equal in the shipped Light and Dark files (a test holds them equal), so a render reads one theme file and a user's dark token file reaches dark sizes too"),
    ]

    /// All decisions: the rules every set follows, then the parts the labelled sets share, then each
    /// registered set's own, in the registry's order.
    public static let all: [LayoutDecision] = shared
        + LabelledColumn.decisions + TitleRow.decisions + HintRow.decisions + UnderlinedField.decisions + Caret.decisions
        + ComponentRegistry.decisions + LocalisationDecisions.all
}

extension LayoutDecisions {
    /// Every decision as a Markdown table (set, decision, why): docs/decisions.md's table is this text.
    public static var markdownTable: String {
        var lines = ["| Set | Decision | Why |", "| --- | --- | --- |"]
        for d in all {
            lines.append("| \(d.set) | \(escape(d.decision)) | \(escape(d.reason)) |")
        }
        return lines.joined(separator: "\n")
    }

    private static func escape(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }
}
