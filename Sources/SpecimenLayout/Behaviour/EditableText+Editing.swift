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

extension FieldStateOption {
    /// The option after content changed, so the look follows the content: Disabled stays; Error stays
    /// until the value is edited ("say what went wrong" holds until the person changes it); otherwise
    /// Focused while focused, Filled with a value, Placeholder without.
    func following(isFocused: Bool, isEmpty: Bool, edited: Bool) -> FieldStateOption {
        switch self {
        case .disabled: return .disabled
        case .error where !edited: return .error
        default: return isFocused ? .focused : (isEmpty ? .placeholder : .filled)
        }
    }
}
