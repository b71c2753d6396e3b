import Foundation
import SpecimenPNG
import SpecimenReports
import Testing

/// Goldens per locale, direction and text scale: names, paths, the manifest's record, and verify
/// drawing each golden for the localisation it was recorded for.
@Suite struct LocalisationMatrixTests {
    @Test(
        arguments: [
            (Localisation(locale: "ar"), "ar light@2x", "ar", "rtl", 1.0),
            (Localisation(locale: "en-XA"), "en-XA light@2x", "en-XA", "ltr", 1.0),
            (Localisation(textScale: 2), "text-scale-2 light@2x", nil, "ltr", 2.0),
            (Localisation(locale: "ar", direction: .leftToRight, textScale: 1.5), "ar ltr text-scale-1.5 light@2x", "ar", "ltr", 1.5),
        ] as [(Localisation, String, String?, String, Double)])
    func localisedSubjectsAreNamedAndRecordedByTheirLocalisation(
        localisation: Localisation, rendition: String,
        locale: String?, direction: String, textScale: Double
    ) throws {
        let configuration = try Catalogue.standard.configuration(set: "Stepper")
        let subject = GoldenSubject(configuration: configuration, theme: .light, scale: 2, localisation: localisation)
        #expect(subject.renditionName == rendition)
        #expect(subject.relativePath == "Stepper/\(configuration.variant.name)/\(rendition).png")
        #expect(subject.name == "Stepper/\(configuration.variant.name) \(rendition)")
        #expect(GoldenFolder.isGoldenPath(subject.relativePath), "prune and record must accept the path")
        #expect(subject.renderOptions.localisation == localisation)
        let entry = GoldenManifest.Entry(subject: subject, size: PixelSize(width: 1, height: 1), fingerprint: EnvironmentFingerprint(renderer: "r", fonts: "f"))
        let record = try #require(entry.localisation)
        #expect(record.locale == locale && record.direction == direction && record.textScale == textScale)
    }

    @Test func theMatrixIsEverySetsDefaultVariantInThreeLocalisations() throws {
        let subjects = GoldenSubject.standard().filter { $0.localisation != .standard }
        #expect(subjects.count == Catalogue.standard.sets.count * 3)
        for set in Catalogue.standard.sets {
            let mine = subjects.filter { $0.configuration.set.name == set.name }
            #expect(mine.allSatisfy { $0.configuration.variant == set.defaultVariant && $0.played == nil && $0.theme == .light && $0.scale == 2 })
            #expect(Set(mine.map(\.localisation)) == Set(LocalisationMatrix.localisations))
        }
        let arabic = try SubjectFilter("* ar light@2x*")
        #expect(GoldenSubject.standard().filter { arabic.matches($0) }.count == Catalogue.standard.sets.count)
        let standardLight = try SubjectFilter("*/light@2x.png")
        #expect(GoldenSubject.standard().filter { standardLight.matches($0) }.allSatisfy { $0.localisation == .standard })
    }

    @Test func aManifestRecordSurvivesWritingAndReading() throws {
        let configuration = try Catalogue.standard.configuration(set: "Text Input")
        let subject = GoldenSubject(configuration: configuration, theme: .light, scale: 2, localisation: Localisation(locale: "ar"))
        let plain = GoldenSubject(configuration: configuration, theme: .light, scale: 2)
        let fingerprint = EnvironmentFingerprint(renderer: "r", fonts: "f")
        let manifest = GoldenManifest(entries: [
            subject.relativePath: GoldenManifest.Entry(subject: subject, size: PixelSize(width: 3, height: 4), fingerprint: fingerprint),
            plain.relativePath: GoldenManifest.Entry(subject: plain, size: PixelSize(width: 3, height: 4), fingerprint: fingerprint),
        ])
        let text = String(decoding: manifest.encoded(), as: UTF8.self)
        #expect(text.contains("\"localisation\": {\"locale\": \"ar\", \"direction\": \"rtl\", \"textScale\": 1},"))
        #expect(text.components(separatedBy: "\"localisation\"").count == 2, "a standard golden records none")
        let url = try Fixtures.temporaryFolder().appendingPathComponent(GoldenManifest.fileName)
        try manifest.write(to: url, durability: .none)
        #expect(try GoldenManifest.load(from: url) == manifest)
    }

    @Test func verifyDrawsEachGoldenForItsLocalisationAndChecksTheRecord() throws {
        let configuration = try Catalogue.standard.configuration(set: "Text Input")
        let subjects = [Localisation.standard, Localisation(locale: "ar"), Localisation(textScale: 2)].map {
            GoldenSubject(configuration: configuration, theme: .light, scale: 2, localisation: $0)
        }
        let suite = try Fixtures.suite(subjects: subjects)
        _ = try suite.record()
        #expect(suite.verify().passed)
        let images = try subjects.map { try PNGDecoder().decode(Fixtures.bytes(suite.url(of: $0))) }
        #expect(images[0] != images[1], "right to left draws differently")
        #expect(images[2].height > images[0].height, "text scale 2 grows the field")
        // A golden whose record names another localisation is not compared as if it were right.
        var manifest = try #require(try GoldenManifest.load(from: suite.manifestURL))
        manifest.entries[subjects[1].relativePath]?.localisation?.locale = "he"
        try manifest.write(to: suite.manifestURL, durability: .none)
        let failures = suite.verify().failures
        #expect(failures.map(\.kind) == [.badManifest])
        #expect(failures.first?.line.contains("locale he, direction rtl, text scale 1") == true)
    }
}
