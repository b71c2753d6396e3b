import SpecimenBehaviour
import SpecimenDocument

/// Text Input's behaviour: focus, blur, typing, pasting, backspace and clear edit the one-line value
/// (the layout scrolls it to keep the caret in view); `enter` ends editing as Return does in a form;
/// the Focused clear button empties the field; Password's eye switches between dots and the typed text;
/// the Selection picker opens its list and closes it; the title row's information button opens and
/// closes its tooltip. A Disabled field answers nothing.
extension TextInputModel: InteractiveModel {
    /// Focuses, types "Sam Lee", corrects it to "Sam Doe", clears it with the clear button, types "Sam" and blurs.
    public static var liveSpecimen: LiveSpecimen {
        LiveSpecimen(set: set, properties: [], script: "focus; type \"Sam Lee\"; backspace 3; type \"Doe\"; press clear; type \"Sam\"; blur")
    }

    /// The editing words and `enter` (ends editing, as Return in a form); none while Disabled.
    public var answeredEvents: [String] {
        state == .disabled ? [] : EditableText.eventWords + ["enter"]
    }

    /// Clear, the password eye, the picker and the tooltip button; none while Disabled.
    public var answeredActions: Set<ButtonAction> {
        state == .disabled ? [] : [.clear, .toggleVisibility, .openPicker, .showTooltip]
    }

    /// The content after `event`: an edit of the value, or a button's action; `State` follows the content.
    /// An event the field cannot take leaves it unchanged. Never throws.
    public func reduced(by event: BehaviourEvent, button: PressedButton?) throws -> TextInputModel {
        var next = self
        switch (event, button?.action) {
        case (.enter, _):
            next.value = value.applying(.blur, editing: .singleLine) ?? value
        case (.press, .clear?):
            next.value = value.applying(.clear, editing: .singleLine) ?? value
        case (.press, .toggleVisibility?):
            next.revealsPassword.toggle()
        case (.press, .openPicker?):
            next.isPickerOpen.toggle()
            return next
        case (.press, .showTooltip?):
            return togglingTooltip()
        default:
            guard let edited = value.applying(event, editing: .singleLine) else { return self }
            next.value = edited
        }
        next.settle(after: self)
        return next
    }

    /// The State option follows the content, and a field emptied at rest shows the set's placeholder.
    mutating func settle(after previous: TextInputModel) {
        state = previous.state.following(isFocused: value.isFocused, isEmpty: value.isEmpty, edited: value.text != previous.value.text)
        if previous.state == .error, state != .error { rows = rows.withHint(source) }
        if value.isEmpty, previous.state != .placeholder, !source.isOverridden("Input Text") {
            placeholder = Self.set.defaultValue(of: "Input Text")
        }
    }

    /// `Type`, `State` as derived, and the value shown (`Password Text` for Password, else `Input Text`: the placeholder when empty).
    public var currentValues: [String: String] {
        var values = ["Type": type.rawValue, "State": state.rawValue]
        let shown = value.isEmpty && state == .placeholder ? placeholder : value.text
        values[type == .password ? "Password Text" : "Input Text"] = shown
        if type == .password, let icon = drawnValues["Icon Right Swap"] { values["Icon Right Swap"] = icon }
        return values
    }
}
