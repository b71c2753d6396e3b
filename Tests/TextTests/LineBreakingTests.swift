import SpecimenTokens
import Testing
@testable import SpecimenText

@Suite struct LineBreakingTests {
    static let sentence = "Say what went wrong in the hint, because red is not a message. Every title row can carry an optional label."

    @Test(arguments: [80.0, 120.0, 200.0, 343.0])
    func sentencesWrapWithinTheWidth(maxWidth: Double) throws {
        let engine = try Fixture.engine()
        let lines = engine.lines(Self.sentence, style: Fixture.body, maxWidth: maxWidth)
        #expect(lines.count > 1)
        for line in lines {
            #expect(line.width <= maxWidth)
            #expect(line.width > 0)
            #expect(!line.text.hasPrefix(" ") && !line.text.hasSuffix(" "))
            // Each line is shaped on its own, exactly as `shape` would.
            #expect(line == engine.shape(line.text, style: Fixture.body))
        }
        // No word is lost or split: the sentence is single-spaced and has no word wider than 80 pt.
        #expect(lines.map(\.text).joined(separator: " ") == Self.sentence)
        // Greedy: the next line's first word would not have fitted on the line before.
        for (line, next) in zip(lines, lines.dropFirst()) {
            let firstWord = next.text.split(separator: " ").first.map(String.init) ?? ""
            #expect(engine.shape(line.text + " " + firstWord, style: Fixture.body).width > maxWidth)
        }
    }

    @Test func aLongWordIsCutBetweenClusters() throws {
        let engine = try Fixture.engine()
        let word = "Supercalifragilisticexpialidocious"
        let lines = engine.lines("A " + word, style: Fixture.body, maxWidth: 80)
        #expect(lines.first?.text == "A")
        #expect(lines.dropFirst().map(\.text).joined() == word)
        #expect(lines.allSatisfy { $0.width <= 80 })
        #expect(lines.count >= 4)
    }

    @Test func aWidthNarrowerThanOneLetterStillMakesProgress() throws {
        let lines = try Fixture.engine().lines("Wide", style: Fixture.body, maxWidth: 1)
        #expect(lines.map(\.text) == ["W", "i", "d", "e"])
    }

    @Test func newlinesBreakAndEmptyParagraphsKeepTheirLine() throws {
        let engine = try Fixture.engine()
        #expect(engine.lines("One\n\nTwo", style: Fixture.body, maxWidth: 500).map(\.text) == ["One", "", "Two"])
        #expect(engine.lines("", style: Fixture.body, maxWidth: 500).map(\.text) == [""])
        #expect(engine.lines("  Indented  twice", style: Fixture.body, maxWidth: 500).map(\.text) == ["  Indented  twice"])
    }

    @Test func truncationKeepsTextThatFits() throws {
        let engine = try Fixture.engine()
        let run = engine.truncated("Placeholder text", style: Fixture.body, maxWidth: 123)
        #expect(run.text == "Placeholder text")
    }

    @Test(arguments: [40.0, 70.0, 100.0, 122.9])
    func truncationEndsWithAnEllipsisAndFits(maxWidth: Double) throws {
        let engine = try Fixture.engine()
        let run = engine.truncated("Placeholder text", style: Fixture.body, maxWidth: maxWidth)
        #expect(run.text.hasSuffix("…"))
        #expect(run.width <= maxWidth)
        let kept = String(run.text.dropLast())
        #expect("Placeholder text".hasPrefix(kept))
        #expect(!kept.isEmpty && !kept.hasSuffix(" "))
        // The longest cut that fits: one more character would not.
        let oneMore = String("Placeholder text".prefix(kept.count + 1))
        if !oneMore.hasSuffix(" ") {
            #expect(engine.shape(oneMore + "…", style: Fixture.body).width > maxWidth)
        }
    }

    @Test func truncationNeverSplitsACluster() throws {
        // Decomposed é: "e" + U+0301 form one cluster, so a cut keeps both or neither.
        let text = String(repeating: "e\u{301}", count: 20)
        let run = try Fixture.engine().truncated(text, style: Fixture.body, maxWidth: 50)
        #expect(run.text.hasSuffix("…"))
        #expect(run.width <= 50)
        #expect(run.text.unicodeScalars.dropLast().count % 2 == 0)
    }

    @Test func tooNarrowForTextGivesTheEllipsisOrNothing() throws {
        let engine = try Fixture.engine()
        let ellipsis = engine.shape("…", style: Fixture.body).width
        #expect(engine.truncated("Placeholder", style: Fixture.body, maxWidth: ellipsis).text == "…")
        #expect(engine.truncated("Placeholder", style: Fixture.body, maxWidth: ellipsis / 2).text == "")
    }
}

/// A word of thousands of characters is cut in time proportional to its length: each piece fits,
/// nothing is lost, and no piece is empty.
@Test func aVeryLongWordIsCutIntoFittingPieces() throws {
    let engine = try TextEngine.shared()
    let style = TextStyle(name: "value", size: 16, lineHeight: 24, weight: .regular)
    let word = String(repeating: "x", count: 20_000)
    let lines = engine.lines(word, style: style, maxWidth: 308)
    #expect(lines.allSatisfy { $0.width <= 308 && !$0.text.isEmpty })
    #expect(lines.map(\.text).joined() == word)
    #expect(lines.dropLast().allSatisfy { $0.text.count == lines[0].text.count })
}

/// Issue 25, example 5: bidi is resolved per paragraph before the paragraph is broken into lines, so
/// an override or embedding that a line break falls inside holds on the next line, and every line of
/// a right-to-left paragraph reads right to left.
@Suite struct ParagraphBidiTests {
    /// Clusters in visual order, each as its index in the line's text (bytes are ASCII here).
    static func order(_ line: ShapedText) -> [Int] { line.glyphs.map(\.cluster) }

    @Test func anOverrideHoldsAcrossLineBreaks() throws {
        let engine = try Fixture.engine()
        let words = "alpha beta gamma delta epsilon zeta"
        let lines = engine.lines("\u{202E}" + words + "\u{202C}", style: Fixture.body, maxWidth: 90)
        #expect(lines.count >= 3)
        for line in lines {
            let bytes = Array(line.text.utf8)
            let letters = line.glyphs.filter { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[$0.cluster]) }
            // Right to left: the letters' clusters descend from the left, on every line.
            #expect(letters.map(\.cluster) == letters.map(\.cluster).sorted(by: >), "\(line.text)")
        }
    }

    @Test func everyLineOfARightToLeftParagraphReadsRightToLeft() throws {
        let engine = try Fixture.engine()
        // The second line starts with a Latin word: alone it would be a left-to-right paragraph.
        let lines = engine.lines("مرحبا بالعالم Specimen renders every script", style: Fixture.body, maxWidth: 110)
        #expect(lines.count >= 2)
        #expect(lines.allSatisfy { $0.isRightToLeft })
        #expect(lines.dropFirst().contains { $0.text.unicodeScalars.first!.isASCII })
    }

    @Test func aLeftToRightParagraphWrapsExactlyAsItsLinesShapeAlone() throws {
        let engine = try Fixture.engine()
        for line in engine.lines(LineBreakingTests.sentence, style: Fixture.body, maxWidth: 120) {
            #expect(line == engine.shape(line.text, style: Fixture.body))
        }
    }
}

/// Issue 23, item 7: line breaking is UAX #14's (ICU): a URL breaks after "/" or "-" and never inside a
/// word, no line starts with a hyphen that was attached, and Thai breaks between dictionary words.
@Suite struct UAX14BreakingTests {
    @Test(arguments: [150.0, 180.0, 230.0])
    func aURLBreaksOnlyAfterSlashesAndHyphens(maxWidth: Double) throws {
        let engine = try Fixture.engine()
        let url = "https://example.com/docs/design-system/tokens"
        let lines = engine.lines("See " + url, style: Fixture.body, maxWidth: maxWidth)
        #expect(lines.map(\.text).joined(separator: " ").replacingOccurrences(of: "See ", with: "").replacingOccurrences(of: " ", with: "") == url)
        for (line, next) in zip(lines, lines.dropFirst()) where line.text != "See" {
            #expect(["/", "-"].contains(line.text.last.map(String.init) ?? ""), "\(line.text) | \(next.text)")
            #expect(!next.text.hasPrefix("-"))
        }
        #expect(!lines.contains { $0.text.hasSuffix("syste") })
    }

    @Test func noBreakBeforeAHyphen() throws {
        let offsets = BreakOpportunities.offsets(Array("well-known e-mail".utf8))
        // After "well-" (5), after the space (11), after "e-" (13), the end (17).
        #expect(offsets == [5, 11, 13, 17])
    }

    @Test func thaiBreaksBetweenDictionaryWords() throws {
        // "ภาษาไทย|เป็น|ภาษา|ที่|ไม่|มี|การ|เว้น|วรรค": Thai language is a language without word spaces.
        let words = ["ภาษา", "ไทย", "เป็น", "ภาษา", "ที่", "ไม่", "มี", "การ", "เว้น", "วรรค"]
        let text = words.joined()
        var boundaries: Set<Int> = []
        var offset = 0
        for word in words { offset += word.utf8.count; boundaries.insert(offset) }
        let found = BreakOpportunities.offsets(Array(text.utf8))
        #expect(found.count >= 6, "\(found)")
        #expect(Set(found).isSubset(of: boundaries), "every break falls between two words")
        // And lines cut there, not between clusters.
        let engine = try Fixture.engine()
        let lines = engine.lines(text, style: Fixture.body, maxWidth: 80)
        #expect(lines.count >= 2)
        var end = 0
        for line in lines.dropLast() {
            end += line.text.utf8.count
            #expect(boundaries.contains(end), "\(line.text)")
        }
    }
}

/// Rule L1 per line: whitespace that ends a line of a paragraph goes to the paragraph's level, though
/// inside the paragraph it took the level of the text around it.
@Test func aLinesTrailingWhitespaceTakesTheParagraphLevel() {
    // Right-to-left paragraph "אבג abc def": the space between the Latin words is level 2 in the paragraph.
    let scalars = Array("אבג abc def".unicodeScalars.map(\.value))
    let paragraph = BidiParagraph(scalars, base: .rightToLeft)
    #expect(paragraph.levels[7] == 2)
    let line = paragraph.line(0..<8, of: scalars)
    #expect(line.levels.last == 1)
    #expect(Array(line.levels.dropLast()) == Array(paragraph.levels[0..<7]))
    #expect(line.isRightToLeft)
}
