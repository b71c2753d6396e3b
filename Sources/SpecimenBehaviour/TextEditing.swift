import SpecimenLimits

/// What typing does to a field's text: insert at the caret, delete before it, empty it. One value per
/// kind of field says how many characters it holds and whether it keeps line breaks; every set that
/// takes text edits through it, so a backspace means the same in a Text Input and a Composer.
///
/// Characters are grapheme clusters (what a person counts and a backspace removes): "é" typed as e
/// plus a combining accent is one character.
package struct TextEditing: Hashable, Sendable {
    /// The most characters the text may hold; typing or pasting past it keeps only what fits, as an
    /// HTML `maxlength` does. Nil: no limit but `Limits.textLength`.
    package var maxLength: Int?
    /// False for a single-line field, whose typed or pasted line breaks are dropped (a browser's
    /// `<input>` strips them the same way).
    package var keepsLineBreaks: Bool

    /// Editing limited to `maxLength` characters (none when `nil`), keeping line breaks when `keepsLineBreaks`.
    package init(maxLength: Int? = nil, keepsLineBreaks: Bool = false) {
        self.maxLength = maxLength
        self.keepsLineBreaks = keepsLineBreaks
    }

    /// A single-line field without a length limit.
    package static let singleLine = TextEditing()

    /// The events this answers.
    package static let words = ["type", "paste", "backspace", "clear"]

    /// `text` after `event` with the caret at `caret` (grapheme clusters from the start), or nil when
    /// the event is not a text edit.
    package func applying(_ event: BehaviourEvent, to text: String, caret: Int) -> (text: String, caret: Int)? {
        let characters = Array(text)
        let at = min(max(0, caret), characters.count)
        switch event {
        case .type(let inserted), .paste(let inserted):
            let accepted = fitting(inserted, into: TypedCharacters.count(text), scalars: text.unicodeScalars.count)
            return (String(characters[..<at]) + accepted + String(characters[at...]), at + accepted.count)
        case .backspace(let count):
            let from = max(0, at - count)
            return (String(characters[..<from]) + String(characters[at...]), from)
        case .clear:
            return ("", 0)
        default:
            return nil
        }
    }

    /// The part of `inserted` that fits: line breaks dropped unless kept, cut at the length limit (in
    /// typed characters, `TypedCharacters`, as the counter beside it counts) and at `Limits.textLength`
    /// scalars (the most any text property holds).
    func fitting(_ inserted: String, into count: Int, scalars: Int) -> String {
        let accepted = keepsLineBreaks ? inserted : String(inserted.filter { !$0.isNewline })
        var room = Limits.textLength - scalars
        var typed = count
        var kept = ""
        for character in accepted {
            let counts = TypedCharacters.counts(character)
            if let maxLength, counts, typed >= maxLength { break }
            room -= character.unicodeScalars.count
            guard room >= 0 else { break }
            kept.append(character)
            if counts { typed += 1 }
        }
        return kept
    }
}
