import Foundation
import SpecimenDocument

/// A text drawn in its `textCase` (Figma's): the characters a binding or `--strings` gave, as a whole,
/// turned to upper, lower or title case before shaping, so measuring, wrapping and drawing all see the
/// cased text. Cased with Unicode's full mappings in the POSIX locale ("ß" upper is "SS"), never the
/// process's, so every machine draws the same.
extension DocumentLayout {
    static func cased(_ text: String, _ textCase: DocumentTextCase?) -> String {
        switch textCase {
        // Small capitals are the font's features (`textStyle`), the characters as written.
        case nil, .original?, .smallCaps?, .smallCapsForced?: text
        case .upper?: text.uppercased(with: Locale(identifier: "en_US_POSIX"))
        case .lower?: text.lowercased(with: Locale(identifier: "en_US_POSIX"))
        case .title?: titleCased(text)
        }
    }

    /// Each word's first letter in title case, the rest as written (Figma's TITLE makes "iPhone" "IPhone",
    /// never lowers a letter; "ß" alone is "Ss", Unicode's title case of it).
    static func titleCased(_ text: String) -> String {
        var out = "", startsWord = true
        for character in text {
            if character.isLetter || character.isNumber {
                out += startsWord ? Self.titled(character) : String(character)
                startsWord = false
            } else {
                out.append(character)
                startsWord = character.isWhitespace || character == "-" || character == "/"
            }
        }
        return out
    }

    /// A letter's title case: Unicode's titlecase mapping of its first scalar ("ǆ" is "ǅ", "ß" is "Ss"), its marks kept.
    static func titled(_ character: Character) -> String {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return String(character) }
        return first.properties.titlecaseMapping + String(String.UnicodeScalarView(scalars.dropFirst()))
    }
}
