import Testing
import SpecimenText
import SpecimenTokens
@testable import SpecimenLayout

/// The whole runs one layout shapes are found again by text, style and environment, and each run it
/// gives is the one `DocumentLayout.fit` gives anew: the memo changes no layout, only how often it shapes.
@Suite struct ShapedRunsTests {
    static let style = TextStyle(name: "body", size: 16, lineHeight: 24, weight: .regular)

    @Test func aRunAskedAgainIsFoundNotFitted() throws {
        let text = try Fixtures.engine().text, runs = ShapedRuns()
        let first = runs.fit(text, "Hello world", style: Self.style, maxWidth: .infinity, environment: .standard)
        let again = runs.fit(text, "Hello world", style: Self.style, maxWidth: .infinity, environment: .standard)
        #expect(first == again)
        #expect(runs.shaped == 1)
        #expect(first == DocumentLayout.fit(text, "Hello world", style: Self.style, maxWidth: .infinity, environment: .standard))
    }

    /// Each part of the key tells runs apart: a narrower width cuts the text, a larger style (a text
    /// scale) widens it, another direction is another run (its key, whatever the shaping makes of it), another text is another.
    @Test func everyPartOfTheKeyCounts() throws {
        let text = try Fixtures.engine().text, runs = ShapedRuns()
        let whole = runs.fit(text, "Hello world", style: Self.style, maxWidth: .infinity, environment: .standard)
        let cut = runs.fit(text, "Hello world", style: Self.style, maxWidth: whole.width / 2, environment: .standard)
        #expect(cut.text != whole.text)
        #expect(cut == DocumentLayout.fit(text, "Hello world", style: Self.style, maxWidth: whole.width / 2, environment: .standard))
        let larger = runs.fit(text, "Hello world", style: Self.style.scaled(by: 2), maxWidth: .infinity, environment: .standard)
        #expect(larger.width > whole.width)
        let rtl = TextEnvironment(direction: .rightToLeft)
        let mixed = "Hello עולם"
        let left = runs.fit(text, mixed, style: Self.style, maxWidth: .infinity, environment: .standard)
        let right = runs.fit(text, mixed, style: Self.style, maxWidth: .infinity, environment: rtl)
        #expect(left == DocumentLayout.fit(text, mixed, style: Self.style, maxWidth: .infinity, environment: .standard))
        #expect(right == DocumentLayout.fit(text, mixed, style: Self.style, maxWidth: .infinity, environment: rtl))
        let other = runs.fit(text, "Hello there", style: Self.style, maxWidth: .infinity, environment: .standard)
        #expect(other.text == "Hello there")
        // The cut one is cut from the whole run already shaped: five texts, styles or environments.
        #expect(runs.shaped == 5)
    }
}
