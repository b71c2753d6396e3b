import SpecimenBehaviour
import SpecimenDocument

/// Chip Input's behaviour: the entry is edited like a one-line value; `enter`, or a comma typed or
/// pasted, turns the text before it into a chip (trimmed; an empty entry makes no chip); backspace in
/// an empty entry removes the last chip, as tag fields do; a chip's close button removes that chip;
/// the title row's information button opens and closes its tooltip.
/// The chips wrap into further rows when a row is full (the layout grows 8 + 32 pt a row).
extension ChipInputModel: InteractiveModel {
    /// Focuses, types five comma-separated tags (each comma makes a chip), presses Return, removes the second chip (`chip2Remove`).
    public static var liveSpecimen: LiveSpecimen {
        LiveSpecimen(set: set, properties: [], script: "focus; type \"Design, Research,\"; type \"Travel, Photography, Architecture\"; enter; press chip2Remove")
    }

    /// The editing words and `enter` (turns the entry into a chip); none while Disabled.
    public var answeredEvents: [String] {
        state == .disabled ? [] : EditableText.eventWords + ["enter"]
    }

    /// Each chip's remove button and the tooltip button; none while Disabled.
    public var answeredActions: Set<ButtonAction> {
        state == .disabled ? [] : [.removeChip, .showTooltip]
    }

    /// What separates entries as they are typed.
    static let separator: Character = ","

    /// The content after `event`: Return or a comma makes a chip of the trimmed entry; backspace in an empty entry
    /// removes chips from the end; a remove button removes its chip (by `PressedButton.index`). Never throws.
    public func reduced(by event: BehaviourEvent, button: PressedButton?) throws -> ChipInputModel {
        if button?.action == .showTooltip { return togglingTooltip() }
        var next = self
        switch event {
        case .enter:
            next.commitEntry()
            next.entry.isFocused = true
        case .press:
            if let index = button?.index, chips.indices.contains(index) { next.chips.remove(at: index) }
        case .backspace(let count) where entry.isEmpty:
            next.chips.removeLast(min(count, chips.count))
            next.entry.isFocused = true
        case .type(let text), .paste(let text):
            // Each comma ends an entry: what comes before it becomes a chip.
            let pieces = text.split(separator: Self.separator, omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                next.entry = next.entry.applying(.type(String(piece)), editing: .singleLine) ?? next.entry
                if index < pieces.count - 1 { next.commitEntry() }
            }
        default:
            guard let edited = entry.applying(event, editing: .singleLine) else { return self }
            next.entry = edited
        }
        let edited = next.chips != chips || next.entry.text != entry.text
        next.state = state.following(isFocused: next.entry.isFocused, isEmpty: next.chips.isEmpty && next.entry.isEmpty, edited: edited)
        if state == .error, next.state != .error { next.rows = rows.withHint(source) }
        return next
    }

    /// The entry, trimmed, becomes the last chip; the entry empties.
    mutating func commitEntry() {
        let text = entry.text.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty { chips.append(text) }
        entry = EditableText("", isFocused: entry.isFocused)
    }

    /// `State` as the content derives it (the chips and entry are content, not properties).
    public var currentValues: [String: String] { ["State": state.rawValue] }
}
