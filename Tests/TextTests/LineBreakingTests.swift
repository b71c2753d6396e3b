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
