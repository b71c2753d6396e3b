import SpecimenBehaviour

extension EditableText {
    /// This text after a focus, blur or text edit, or nil for an event that is not one of those.
    /// Edits type at the caret; focus and blur leave the text alone.
    func applying(_ event: BehaviourEvent, editing: TextEditing) -> EditableText? {
        switch event {
        case .focus: return EditableText(text, isFocused: true, caret: caretOffset)
        case .blur: return EditableText(text, isFocused: false, caret: caretOffset)
        default:
            guard let edited = editing.applying(event, to: text, caret: caretOffset) else { return nil }
            // Typing needs the focus, so an edit on a field at rest focuses it first, as a tap would.
            return EditableText(edited.text, isFocused: true, caret: edited.caret)
        }
    }

    /// The words `applying(_:editing:)` answers: focus, blur and the text edits.
    static let eventWords = ["focus", "blur"] + TextEditing.words
}
