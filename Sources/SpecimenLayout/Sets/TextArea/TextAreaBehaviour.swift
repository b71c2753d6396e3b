import SpecimenBehaviour
import SpecimenDocument

/// Text Area's behaviour: the answer is edited like a Text Input's value, `enter` starts a new line,
/// and the answer holds at most the counter's limit (500 in "0/500"): typing or pasting past it keeps
/// only what fits, so the counter stops at 500/500 and the state never turns to Error by itself
/// (a limit a person cannot pass needs no error; the counter already says why typing stopped).
/// The layout grows the field 24 pt a line up to five lines (152 pt) and then scrolls inside, keeping
/// the caret's line (the last) in view. The title row's information button opens and closes its tooltip.
extension TextAreaModel: InteractiveModel {
    /// Focuses, types a first line, pastes two multi-line pieces past five lines (so the field scrolls), deletes 9 characters.
    public static var liveSpecimen: LiveSpecimen {
        LiveSpecimen(
            set: set, properties: [], script: "focus; type \"Leave it with\"; paste \"\\nthe neighbour\\nat number 12\"; paste \"\\nif nobody\\nanswers\\nthe door\"; backspace 9")
    }

    /// The editing words and `enter` (a new line); none while Disabled.
    public var answeredEvents: [String] {
        state == .disabled ? [] : EditableText.eventWords + ["enter"]
    }

    /// The title row's information button; none while Disabled.
    public var answeredActions: Set<ButtonAction> { state == .disabled ? [] : [.showTooltip] }

    /// Line breaks are kept; the length stops at the counter's limit.
    var editing: TextEditing { TextEditing(maxLength: counterLimit, keepsLineBreaks: true) }

    /// The answer after `event` (`enter` types a line break), cut at `counterLimit` characters, or the tooltip toggled.
    /// An event the field cannot take leaves it unchanged. Never throws.
    public func reduced(by event: BehaviourEvent, button: PressedButton?) throws -> TextAreaModel {
        if button?.action == .showTooltip { return togglingTooltip() }
        var next = self
        let step: BehaviourEvent = event == .enter ? .type("\n") : event
        guard let edited = value.applying(step, editing: editing) else { return self }
        next.value = edited
        next.state = state.following(isFocused: edited.isFocused, isEmpty: edited.isEmpty, edited: edited.text != value.text)
        if state == .error, next.state != .error { next.rows = rows.withHint(source) }
        if edited.isEmpty, state != .placeholder, !source.isOverridden("Input Text") {
            next.placeholder = Self.set.defaultValue(of: "Input Text")
        }
        return next
    }

    /// `State` as the content derives it, the answer (`Value Text`), the placeholder and the live counter ("12/500").
    public var currentValues: [String: String] {
        [
            "State": state.rawValue,
            "Value Text": value.text,
            "Input Text": placeholder,
            "Counter Text": counterText,
        ]
    }
}
