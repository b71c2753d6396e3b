/// Which way a user interface reads: left to right (English) or right to left (Arabic, Hebrew).
public enum TextDirection: String, Sendable, Hashable, CaseIterable, Codable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// What text needs to know about the user interface it sits in, beyond its style.
///
/// `direction` is the layout direction: a paragraph with no strong character of its own (digits, a
/// phone number) takes it, as Android's `firstStrong` text direction and iOS's natural direction do.
/// `language` is the BCP 47 tag that picks glyph forms where scripts share code points (Han in
/// Japanese, Korean, Traditional or Simplified Chinese); `nil` means none.
package struct TextEnvironment: Sendable, Hashable {
    /// The paragraph direction text is laid out in.
    package var direction: TextDirection
    /// The BCP 47 language shaping uses (`ar`, `ja`), or `nil` for the script's default.
    package var language: String?

    /// Text read in `direction`, shaped for `language`.
    package init(direction: TextDirection = .leftToRight, language: String? = nil) {
        self.direction = direction
        self.language = language
    }

    /// Left to right with no language: what Specimen drew before it knew about locales.
    package static let standard = TextEnvironment()
}
