/// Text a person types into a field: the text, whether the field has focus, and where the caret is.
///
/// This is content, not look: a variant only chooses where it starts (Focused starts focused with the
/// caret at the end), and the layout derives what it draws from it (a brand Send when there is text,
/// the caret when focused, which part of a long value is scrolled into view).
package struct EditableText: Hashable, Sendable {
    /// The typed text; empty when nothing is typed (the layout then shows the placeholder).
    package var text: String
    /// True while the field has focus: the caret is drawn and typing goes to it.
    package var isFocused: Bool
    /// The insertion point, in grapheme clusters from the start (as a person counts characters);
    /// clamped to `0...text.count` when read through `caretOffset`.
    package var caret: Int

    /// Text with the caret at its end.
    package init(_ text: String, isFocused: Bool = false) {
        self.text = text
        self.isFocused = isFocused
        self.caret = text.count
    }

    /// Text with the caret at `caret` grapheme clusters from the start; an out-of-range caret is clamped when read.
    package init(_ text: String, isFocused: Bool, caret: Int) {
        self.text = text
        self.isFocused = isFocused
        self.caret = caret
    }

    /// True when no text is typed.
    package var isEmpty: Bool { text.isEmpty }

    /// The caret, clamped into the text.
    package var caretOffset: Int { min(max(0, caret), text.count) }

    /// The text before the caret.
    package var beforeCaret: String { String(text.prefix(caretOffset)) }
}
