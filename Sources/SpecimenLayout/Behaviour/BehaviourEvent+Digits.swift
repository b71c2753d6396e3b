import SpecimenBehaviour

extension BehaviourEvent {
    /// The event with only the decimal digits of what it types or pastes: what digit cells take (Digit
    /// Input's and a `digit-cells` document's alike), any other event unchanged.
    var keepingDigits: BehaviourEvent {
        switch self {
        case .type(let text): .type(String(text.filter(\.isDecimalDigitCharacter)))
        case .paste(let text): .paste(String(text.filter(\.isDecimalDigitCharacter)))
        default: self
        }
    }
}

extension Character {
    /// One decimal digit of any script (General Category Nd): what a one-time-code keypad types in
    /// the person's digits. Not `isWholeNumber`, which also takes 五, Ⅻ and ², which no keypad offers
    /// as a digit.
    var isDecimalDigitCharacter: Bool {
        unicodeScalars.count == 1 && unicodeScalars.first?.properties.generalCategory == .decimalNumber
    }
}
