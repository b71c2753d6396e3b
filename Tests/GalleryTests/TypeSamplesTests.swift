import Foundation
import SpecimenFiles
import Testing
@testable import SpecimenGallery

/// The type page is data: each design system's `type-samples.json` (Appetite's ships in
/// `Themes/appetite/`), so a user's design system gets its own section and a bad table one line.
@Suite struct TypeSamplesTests {
    /// Primer's example folder, copied, with a table of one of its own text styles.
    static func primerWithTable(_ table: String, name: String) throws -> DesignSystemFolder {
        let folder = try Fixtures.scratchFolder(name)
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/primer/design-system")
        for file in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        try Data(table.utf8).write(to: folder.appendingPathComponent(TypeSamples.fileName))
        return try DesignSystemFolder(url: folder)
    }

    @Test func appetiteShipsItsTable() throws {
        let renderer = try Fixtures.standardRenderer()
        let samples = TypeSamples(renderer: renderer, scales: [1], sets: [(try Catalogue.standard.set(named: "Stepper"))])
        let table = try #require(try samples.table(of: (try Catalogue.standard.set(named: "Stepper")).designSystem))
        #expect(table.samples.map(\.token.description).first == "typography/label")
        #expect(table.samples.count == 7)
        // Backbase ships none, so a gallery of its set alone has no type section.
        #expect(try samples.table(of: "Backbase") == nil)
    }

    @Test func aUsersDesignSystemGetsItsOwnSection() throws {
        let folder = try Self.primerWithTable(
            #"{"samples": [{"token": "text/body/shorthand/medium", "use": "Body text", "sample": "Hello Primer"}]}"#,
            name: "primer-type")
        let renderer = try Renderer(home: SpecimenHome.locate(), designSystems: [folder])
        let sets = renderer.catalogue.sets.filter { $0.designSystem == folder.name }
        let site = try OutputPolicy().folder(try Fixtures.scratchFolder("primer-type-site").path)
        let sections = try TypeSamples(renderer: renderer, scales: [1], sets: sets).write(into: site)
        let section = try #require(sections.first)
        #expect(sections.count == 1 && section.designSystem == folder.name)
        #expect(section.lede.contains(folder.name))
        let sample = try #require(section.samples.first)
        #expect(sample.entry.sample == "Hello Primer")
        // Its pictures sit in a folder of the design system's own, and were written.
        #expect(sample.light.base.hasPrefix("images/type/\(Slug.make(folder.name))/"))
        #expect(FileManager.default.fileExists(atPath: site.path + "/" + sample.light.base))
    }

    @Test func aBadTableIsOneLineNamingTheFile() throws {
        let folder = try Self.primerWithTable(#"{"samples": [{"token": "text/body/shorthand/medium"}]}"#, name: "primer-bad-type")
        let renderer = try Renderer(home: SpecimenHome.locate(), designSystems: [folder])
        let sets = renderer.catalogue.sets.filter { $0.designSystem == folder.name }
        let site = try OutputPolicy().folder(try Fixtures.scratchFolder("primer-bad-type-site").path)
        do {
            _ = try TypeSamples(renderer: renderer, scales: [1], sets: sets).write(into: site)
            Issue.record("a table without use and sample was accepted")
        } catch {
            let line = "\(error)"
            #expect(line.contains(TypeSamples.fileName) && line.contains("expected") && !line.contains("\n"), "\(line)")
        }
    }
}
