import Foundation
import SpecimenReports
import Testing

/// The command printed for re-recording just the failures must select exactly them, even when names
/// hold glob characters or quotes.
@Suite struct RerecordCommandTests {
    private func failure(_ kind: GoldenOutcome.Kind, file: String, subject: GoldenSubject?) -> GoldenOutcome {
        GoldenOutcome(kind: kind, subject: subject, name: file, file: file, detail: "")
    }

    @Test func globCharactersInAFileAreEscapedSoTheFilterSelectsThatFileAlone() throws {
        let path = "Text Input/Type=Default, State=Placeholder [Optional=off]/light@2x.png"
        #expect(!(try SubjectFilter(path)).matches(path), "unescaped, the brackets are a character class")
        let literal = SubjectFilter.literal(path)
        #expect(literal == "Text Input/Type=Default, State=Placeholder [[]Optional=off]/light@2x.png")
        #expect(try SubjectFilter(literal).matches(path))
        #expect(SubjectFilter.literal("a*b?c\\d") == "a[*]b[?]c\\\\d")
        #expect(try SubjectFilter(SubjectFilter.literal("a\\b[c]")).matches("a\\b[c]"))
        #expect(try SubjectFilter(SubjectFilter.literal("a*b?c")).matches("a*b?c"))
        #expect(!(try SubjectFilter(SubjectFilter.literal("a*b?c")).matches("axxbyc")))
    }

    @Test func oneFilterPerFailureQuotedForTheShell() throws {
        let subject = try #require(Fixtures.smallSubjects().first)
        let failures = [failure(.pixelsChanged, file: "A/it's/light@2x.png", subject: subject), failure(.missing, file: "B/x/dark@2x.png", subject: subject)]
        #expect(RerecordCommand.command(for: failures) == "specimen snapshot record --filter 'A/it'\\''s/light@2x.png' --filter 'B/x/dark@2x.png'")
        #expect(
            RerecordCommand.command(for: failures, snapshots: "my goldens")
                == "specimen snapshot record --snapshots 'my goldens' --filter 'A/it'\\''s/light@2x.png' --filter 'B/x/dark@2x.png'")
        #expect(RerecordCommand.command(for: []) == nil)
    }

    @Test func orphansArePrunedAndAnUnreadableManifestIsRecordedWhole() throws {
        let subject = try #require(Fixtures.smallSubjects().first)
        let changed = failure(.pixelsChanged, file: "A/v/light@2x.png", subject: subject)
        #expect(
            RerecordCommand.command(for: [changed, failure(.orphaned, file: "Old/x.png", subject: nil)])
                == "specimen snapshot record --filter 'A/v/light@2x.png' && specimen snapshot prune")
        #expect(RerecordCommand.command(for: [changed, failure(.badManifest, file: "manifest.json", subject: nil)]) == "specimen snapshot record")
        #expect(
            RerecordCommand.command(for: [failure(.badManifest, file: "A/v/light@2x.png", subject: subject)]) == nil,
            "a mask naming no node is fixed by configure, not by recording")
    }
}
