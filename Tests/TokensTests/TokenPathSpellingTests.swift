import SpecimenTokens
import Testing

/// `TokenPath` cuts a path at its separators over the bytes; what it makes is what a cut over the
/// characters makes, for every spelling a file may hold.
@Suite struct TokenPathSpellingTests {
    static func byCharacters(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == "/" || $0 == "." }).map(String.init)
    }

    @Test(arguments: [
        "theme/color/input/default/border", "theme.color.input", "a//b..c", "/leading/and/trailing/", "", "/", "single",
        "focusRing/brand/gap-color", "café/crème", "日本/語.色", "a/\u{301}b", "a.\u{301}", "emoji/👩‍💻/x",
    ])
    func cutsAsTheCharactersDo(text: String) {
        #expect(TokenPath(text).segments == Self.byCharacters(text), "\(text)")
    }

    /// A separator followed by a combining mark is one character, so it does not cut.
    @Test func aSeparatorWithAMarkIsNoSeparator() {
        #expect(TokenPath("a/\u{301}b").segments == ["a/\u{301}b"])
        #expect(TokenPath("a/b").segments == ["a", "b"])
    }
}
