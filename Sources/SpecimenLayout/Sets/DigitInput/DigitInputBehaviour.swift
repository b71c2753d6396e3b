import SpecimenBehaviour
import SpecimenDocument

/// Digit Input's behaviour: focus puts the focus on the first empty cell; each typed or pasted digit
/// fills the focused cell and moves the focus to the next; backspace empties the cell before the focus
/// and moves back; clear empties every cell. Only digits are taken, of any script (Unicode's decimal
/// digits: ASCII, Arabic-Indic, Persian, Devanagari, full-width...), each drawn as it was typed;
/// anything else is skipped (a one-time-code keyboard has no other keys, and a pasted message keeps
/// its code), and nothing past the last cell. A full code is Filled:
/// the focus leaves the cells. Disabled answers nothing; an edit clears an Error.
extension DigitInputModel: InteractiveModel {
    /// Focuses the empty cells and types the code 4821 one digit at a time.
    public static var liveSpecimen: LiveSpecimen {
        LiveSpecimen(set: set, properties: [], script: "focus; type \"4\"; type \"8\"; type \"2\"; type \"1\"")
    }

    /// The editing words (focus, type, paste, ...); none while Disabled.
    public var answeredEvents: [String] { state == .disabled ? [] : EditableText.eventWords }
    /// None: Digit Input has no buttons.
    public var answeredActions: Set<ButtonAction> { [] }

    /// The code so far, as one string (digits before the first empty cell).
    var code: String { String(digits.prefix { $0 != nil }.compactMap { $0 }) }

    /// The content after `event`, as described above: only decimal digits are taken, none past the last cell.
    /// An event the cells cannot take leaves them unchanged. Never throws.
    public func reduced(by event: BehaviourEvent, button: PressedButton?) throws -> DigitInputModel {
        var next = self
        let editing = TextEditing(maxLength: digits.count)
        switch event {
        case .focus: next.focusedCell = isComplete ? nil : code.count
        case .blur: next.focusedCell = nil
        default:
            let typed = event.keepingDigits
            guard let edited = editing.applying(typed, to: code, caret: code.count) else { return self }
            let filled = Array(edited.text)
            next.digits = (0..<digits.count).map { $0 < filled.count ? filled[$0] : nil }
            next.focusedCell = next.isComplete ? nil : filled.count
            if state == .error, edited.text != code { next.state = .default }
        }
        if next.state != .disabled, next.state != .error {
            next.state = next.isComplete ? .filled : (next.focusedCell != nil ? .focused : .default)
        }
        return next
    }

    /// `State` as the content derives it (Filled when every cell holds a digit; Disabled and Error as chosen).
    public var currentValues: [String: String] { ["State": state.rawValue] }
}
