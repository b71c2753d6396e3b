import SpecimenBehaviour
import SpecimenDocument

/// The `digit-cells` pattern for a user's document, with Digit Input's rules: only decimal digits are
/// taken, one a cell, never more than the cells; `backspace` and `clear` erase; the focused cell is the
/// first empty one, and none once every cell holds a digit.
///
/// Decisions: a document has as many cells as the highest `digit-N` content its nodes show (at most
/// `DocumentBehaviour.Pattern.maxCells`); the digits start from the Text or Number property the
/// `digits` slot names (its digits, as many as there are cells), else empty, and behaviour writes the
/// code back to that property.
extension DocumentModel {
    /// How many cells `document` draws: the highest `digit-N` a node or rule shows. Worked out once, when
    /// the model is made (`DocumentModel.cellCount`), not at every event and layout.
    static func cells(in document: ComponentDocument) -> Int {
        var most = 0
        func note(_ binding: Binding<String>?) {
            guard case .content(let name)? = binding, name.hasPrefix("digit-"), let n = Int(name.dropFirst(6)) else { return }
            most = max(most, n)
        }
        document.forEachPatch { patch in
            note(patch.characters)
            note(patch.icon)
            if case .content(let name)? = patch.visible { note(.content(name)) }
        }
        return min(max(most, 1), DocumentBehaviour.Pattern.maxCells)
    }

    /// The digits typed so far, from the first cell.
    var digitCode: String {
        if let code { return code }
        guard let property = boundProperty("digits") else { return "" }
        return String(value(property).filter(\.isDecimalDigitCharacter).prefix(cellCount))
    }

    /// The cell that has focus (0-based): the first empty one while focused; nil when unfocused or full.
    private var focusedCell: Int? {
        let code = digitCode
        return isFocused && code.count < cellCount ? code.count : nil
    }

    /// The pattern's content states: `empty`, `complete`, and each cell's `cell-N-filled` / `cell-N-focused`.
    var digitStates: Set<String> {
        let code = digitCode
        var states: Set<String> = []
        if code.isEmpty { states.insert("empty") }
        if code.count == cellCount { states.insert("complete") }
        for n in 0..<code.count { states.insert("cell-\(n + 1)-filled") }
        if let focusedCell { states.insert("cell-\(focusedCell + 1)-focused") }
        return states
    }

    /// Each cell's digit as the `digit-N` content values (empty for an empty cell).
    var digitContent: [String: String] {
        let digits = Array(digitCode)
        var content: [String: String] = [:]
        for n in 1...cellCount { content["digit-\(n)"] = n <= digits.count ? String(digits[n - 1]) : "" }
        return content
    }

    /// The content after `event`; an event the cells do not take leaves them unchanged.
    func reducedDigitCells(by event: BehaviourEvent) -> DocumentModel {
        var next = self
        let code = digitCode
        switch event {
        case .focus: next.isFocused = true
        case .blur: next.isFocused = false
        default:
            let typed = event.keepingDigits
            guard let edited = TextEditing(maxLength: cellCount).applying(typed, to: code, caret: code.count) else { return self }
            next.code = edited.text
            // Typing into the cells is typing with focus, as Digit Input's; a full code leaves none focused.
            next.isFocused = true
            if let property = boundProperty("digits") { next.content[property] = edited.text }
        }
        return next
    }
}
