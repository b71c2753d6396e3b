import Foundation
import Specimen
import SpecimenGoldens
import Testing

/// The counts the README states about the shipped sets and their goldens, each computed from the code
/// that makes them (the catalogue, the standard renditions, the played frames, the localisation
/// matrix): a set, a variant or a rendition added without the README's figure following fails here.
@Suite struct ReadmeFiguresTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// The README's text with line breaks read as spaces, as a reader reads a wrapped sentence.
    static func text() throws -> String {
        try String(contentsOf: readme, encoding: .utf8).replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
    }

    /// "seven" for 7: the README spells small counts in words.
    static func word(_ count: Int) -> String {
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
        return count < words.count ? words[count] : "\(count)"
    }

    @Test func theSetAndVariantCountsAreTheCatalogues() throws {
        let readme = try Self.text()
        let sets = Catalogue.standard.sets
        let appetite = sets.filter { $0.designSystem == "Appetite UI" }, backbase = sets.filter { $0.designSystem == "Backbase" }
        let appetiteVariants = appetite.reduce(0) { $0 + $1.variants.count }
        let password = try #require(backbase.first { $0.name == "InputPassword" }).variants.count
        #expect(backbase.count == 1 && appetite.count + backbase.count == sets.count, "\(sets.map(\.name))")
        for phrase in [
            "the \(Self.word(appetite.count)) component sets of the Appetite UI **Input** page (\(appetiteVariants) variants)",
            "**BB.InputPassword** (\(password) variants)",
            "(\(Catalogue.standard.allConfigurations.count) lines: the \(appetiteVariants) Appetite variants, then InputPassword's \(password))",
        ] {
            #expect(readme.contains(phrase), "the README does not say: \(phrase)")
        }
    }

    /// The install section's version and package name are the ones `--version` and `make deb` print.
    @Test func theVersionIsTheOneStatedInTheCode() throws {
        let readme = try Self.text()
        for phrase in [
            "# .build/deb/specimen_\(SpecimenVersion.current)_amd64.deb", "# specimen \(SpecimenVersion.current) (renderer \(SpecimenRendererVersion.current))",
        ] {
            #expect(readme.contains(phrase), "the README does not say: \(phrase)")
        }
    }

    /// The icon count is the rows of the name table the icon look-up reads (its comment line aside).
    @Test func theIconCountIsTheNameTables() throws {
        let table = try String(contentsOf: Self.readme.deletingLastPathComponent().appendingPathComponent("Fonts/MaterialDesignIcons.names.tsv"), encoding: .utf8)
        let rows = table.split(separator: "\n").filter { !$0.hasPrefix("#") }.count
        #expect(try Self.text().contains("the name-to-codepoint table of its \(rows.formatted(.number.locale(Locale(identifier: "en_US")))) icons"))
    }

    /// The text conformance sample `make test` checks is the committed file's cases.
    @Test func theTextSampleCountIsTheCommittedSamples() throws {
        let url = Self.readme.deletingLastPathComponent().appendingPathComponent("Tests/TextTests/Conformance/text-boxes.sample.json")
        let sample = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let cases = try #require(sample["cases"] as? [Any]).count
        #expect(try Self.text().contains("`make test` checks a committed sample of \(cases) cases"))
    }

    @Test func theGoldenCountsAreTheStandardSuites() throws {
        let readme = try Self.text()
        let renditions = Catalogue.standard.allConfigurations.count * GoldenSubject.standardRenditions.count
        let played = PlayedFrame.standardSubjects().count, localised = LocalisationMatrix.standardSubjects().count
        let all = GoldenSubject.standard().count
        #expect(renditions + played + localised == all)
        for phrase in [
            "and in light at 1x and 3x (\(renditions) files)", "one per state (\(played) files)",
            "(\(localised) files, \(all) goldens in all)", "selects no golden of the \(all);", "the standard \(all));", "1 pixel changed, of \(all) goldens`",
        ] {
            #expect(readme.contains(phrase), "the README does not say: \(phrase)")
        }
    }
}
