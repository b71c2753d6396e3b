import SpecimenSupport
import Testing
import TestSupport

@testable import SpecimenText

/// The icon listing's scans, held to the byte-by-byte reading they replace.
@Suite struct IconListingTests {
    @Test("newlines are counted eight bytes a step as one at a time counts them", arguments: [0, 1, 7, 8, 9, 63, 64, 1000])
    func newlineCount(length: Int) {
        var random = SplitMix64(state: UInt64(length) &+ 7)
        // Newlines, their neighbours in value (0x0B, 0x09, 0x8A) and text, so a near miss would show.
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x0B, 0x09, 0x8A, 0x00, 0xFF, 0x61, 0x7F]
        let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
        for end in 0...length {
            #expect(IconListingRows.newlines(in: bytes, before: end) == bytes[..<end].filter { $0 == 0x0A }.count)
        }
    }

    @Test func checkReadsRowsCommentsAndBlanksAsTheRowReaderDoes() {
        let text = "\n# comment\nalpha\tF001\n\n  beta\tf002  \ngamma\t\n"
        let bytes = Array(text.utf8)
        #expect(IconListingRows.check(bytes) == .malformed(line: 5))
        let good = Array("\nalpha\tF001\n# x\n\nbeta\t00f2".utf8)
        #expect(IconListingRows.check(good) == .rows(2))
        let rows = IconListingRows(good).compactMap { $0 }
        #expect(rows.map(\.codepoint) == [0xF001, 0xF2])
        #expect(IconListingRows.row(in: good, from: 17)?.line == 4)
    }
}
