import CICU
import Testing

/// `specimen_is_emoji_presentation` answers below U+231A without opening ICU; ICU itself agrees that
/// no character there has Emoji_Presentation, and above it the answer is ICU's.
@Suite struct EmojiPresentationTests {
    @Test func noCharacterBelowWatchHasEmojiPresentationInICU() {
        let icu = specimen_icu()!.pointee
        let having = (0..<0x231A).filter { icu.has_binary_property!(Int32($0), Int32(SPECIMEN_UCHAR_EMOJI_PRESENTATION)) != 0 }
        #expect(having.isEmpty)
    }

    @Test(arguments: [(0x231A, true), (0x1F600, true), (0x2764, false), (0x41, false), (0x1F1E6, true)])
    func theShimAnswersAsICU(scalar: Int, expected: Bool) {
        #expect((specimen_is_emoji_presentation(Int32(scalar)) == 1) == expected)
    }
}
