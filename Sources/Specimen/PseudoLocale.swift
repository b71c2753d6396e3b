/// Android's two pseudo-locales, which find layout bugs without a translator.
///
/// - `en-XA` (accented): every letter swapped for an accented look-alike, the text lengthened by about
///   40% with filler words and wrapped in brackets, so truncation, clipping and hard-coded strings show.
/// - `ar-XB` (bidi): the layout is right to left and every text is forced right to left with the
///   bidi override characters (RLO … PDF), so mirroring bugs show with English text, reversed.
package enum PseudoLocale: String, Sendable, CaseIterable {
    case accented = "en-XA"
    case bidi = "ar-XB"

    /// The pseudo-locale a locale tag names (case-insensitive), or `nil`.
    package init?(tag: String) {
        guard let match = PseudoLocale.allCases.first(where: { $0.rawValue.lowercased() == tag.lowercased() }) else { return nil }
        self = match
    }

    /// `text` as this pseudo-locale shows it.
    package func apply(_ text: String) -> String {
        switch self {
        case .accented: PseudoLocale.accent(text)
        case .bidi: text.isEmpty ? text : "\u{202E}" + text + "\u{202C}"
        }
    }

    /// How much longer `en-XA` makes a text, filler plus brackets (Android aims at 30 to 50%).
    package static let expansion = 0.4

    /// Android-style filler: counting words, as its pseudo-localiser appends them.
    static let filler = " one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen"

    private static func accent(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        // The brackets count toward the growth; whole filler words make up the rest.
        let target = Int((Double(text.count) * expansion).rounded(.up)) - 2
        var padding = ""
        var words = filler.split(separator: " ").makeIterator()
        while padding.count < target, let word = words.next() { padding += " " + word }
        return "[" + String((text + padding).map { accents[$0] ?? $0 }) + "]"
    }

    /// One accented look-alike per ASCII letter (Latin-1 and Latin Extended, all in Inter).
    static let accents: [Character: Character] = {
        let plain = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        let fancy = Array("ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŘŠŢÛṼŴẊÝŽåƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž")
        return Dictionary(uniqueKeysWithValues: zip(plain, fancy))
    }()
}
