import SpecimenBehaviour
import SpecimenDocument

/// InputPassword's behaviour: the password is edited like a one-line value; the trailing toggle
/// switches Characters between Hidden (dots) and Visible; an edit clears the error text, so Error
/// ends when the person changes the password. Read-only answers only the toggle (the value may be
/// read, not changed); Disabled answers nothing.
extension InputPasswordModel: InteractiveModel {
    /// Focuses, deletes the sample password, types "s3cret!", shows the characters with the trailing toggle and blurs.
    public static var liveSpecimen: LiveSpecimen {
        LiveSpecimen(set: set, properties: [], script: "focus; backspace 7; type \"s3cret!\"; press trailingIcon; blur")
    }

    /// The editing words and `enter` (ends editing); none while Read-only or Disabled.
    public var answeredEvents: [String] {
        state == .disabled || state == .readOnly ? [] : EditableText.eventWords + ["enter"]
    }

    /// The trailing show/hide toggle, also while Read-only; none while Disabled.
    public var answeredActions: Set<ButtonAction> { state == .disabled ? [] : [.toggleVisibility] }

    /// The content after `event`: the toggle flips `charactersVisible`; an edit changes the password and clears the error.
    /// An event the field cannot take leaves it unchanged. Never throws.
    public func reduced(by event: BehaviourEvent, button: PressedButton?) throws -> InputPasswordModel {
        var next = self
        switch (event, button?.action) {
        case (.press, .toggleVisibility?): next.charactersVisible.toggle()
        case (.enter, _): next.password = password.applying(.blur, editing: .singleLine) ?? password
        default:
            guard let edited = password.applying(event, editing: .singleLine) else { return self }
            next.password = edited
            if edited.text != password.text { next.errorText = "" }
        }
        next.state = State(rawValue: next.derivedState) ?? state
        return next
    }

    /// The `State` option the content derives (the look the layout draws).
    var derivedState: String {
        switch look {
        case .rest: State.default.rawValue
        case .focused: State.focused.rawValue
        case .editing: State.editing.rawValue
        case .error: State.error.rawValue
        case .readOnly: State.readOnly.rawValue
        case .disabled: State.disabled.rawValue
        }
    }

    /// `State` as the content derives it, `Characters`, the password as `Text`, and `Error Text` (empty: no error).
    public var currentValues: [String: String] {
        [
            "State": derivedState, "Characters": charactersVisible ? Characters.visible.rawValue : Characters.hidden.rawValue,
            "Text": password.text, "Error Text": errorText,
        ]
    }
}
