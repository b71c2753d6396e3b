import SpecimenBehaviour

/// The `chip-list` pattern for a user's document, with Chip Input's rules: typing goes to the entry, a
/// comma or `enter` makes the entry (trimmed, when not empty) a chip at the end, `backspace` on an empty
/// entry removes the last chip, and the n-th `removeChip` button (in drawing order) removes the n-th chip.
///
/// Decision: the chips start from the Text property the `chips` slot names, split at its commas
/// (`"Design, Research"`); a document whose slot names a node (its `forEach` frame) starts with none.
/// Behaviour writes them back to that property, joined with ", ", so `currentValues` and a played
/// step's properties show them.
extension DocumentModel {
    /// The chips drawn: what behaviour left, else the bound property's, else none.
    var chipItems: [String] {
        if let chips { return chips }
        return boundProperty("chips").map { Self.chips(in: value($0)) } ?? []
    }

    /// `text` split at its commas, each piece trimmed, the empty ones dropped.
    static func chips(in text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The pattern's content states: `empty` (no chip and no entry), `entry-empty`, `no-chips`.
    var chipStates: Set<String> {
        var states: Set<String> = []
        if entry.isEmpty { states.insert("entry-empty") }
        if chipItems.isEmpty { states.insert("no-chips") }
        if entry.isEmpty && chipItems.isEmpty { states.insert("empty") }
        return states
    }

    /// The content after `event`; an event the entry does not take leaves it unchanged.
    func reducedChipList(by event: BehaviourEvent, button: PressedButton?) -> DocumentModel {
        var items = chipItems
        var text = EditableText(entry, isFocused: isFocused, caret: caret ?? entry.count)
        func commit() {
            let made = text.text.trimmingCharacters(in: .whitespaces)
            if !made.isEmpty { items.append(made) }
            text = EditableText("", isFocused: text.isFocused)
        }
        switch event {
        case .enter:
            commit()
            text.isFocused = true
        case .press:
            guard button?.action == .removeChip, let index = button?.index, items.indices.contains(index) else { return self }
            items.remove(at: index)
        case .backspace(let count) where text.isEmpty:
            guard !items.isEmpty else { return self }
            items.removeLast(min(count, items.count))
            text.isFocused = true
        case .type(let typed), .paste(let typed):
            // Each comma ends an entry: what comes before it becomes a chip.
            let pieces = typed.split(separator: ",", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                text = text.applying(.type(String(piece)), editing: .singleLine) ?? text
                if index < pieces.count - 1 { commit() }
            }
        default:
            guard let edited = text.applying(event, editing: .singleLine) else { return self }
            text = edited
        }
        var next = self
        next.chips = items
        next.entry = text.text
        next.isFocused = text.isFocused
        next.caret = text.caretOffset
        if let property = boundProperty("chips") { next.content[property] = items.joined(separator: ", ") }
        return next
    }
}
