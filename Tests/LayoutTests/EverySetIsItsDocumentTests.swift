import Foundation
import Testing
import SpecimenCatalogue
import SpecimenDocument
@testable import SpecimenLayout

/// Specimen's own sets are drawn exactly as a team's are: each is its component document
/// (`Themes/<design system>/<Set>.component.json`) alone, decoded into `DocumentModel`; no Swift below
/// the typed API (`Sources/Specimen/Components`) names a set, and no per-set Swift folder exists.
@Suite struct EverySetIsItsDocumentTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    @Test func everyShippedDocumentIsASetAndEverySetItsDocument() throws {
        #expect(ShippedDocuments.paths.count == Catalogue.standard.sets.count)
        for set in Catalogue.standard.sets {
            let document = try #require(set.document, "\(set.name) is not read from a document")
            #expect(document.name == set.name)
            #expect(try DocumentModel.decoding(ComponentConfiguration(set: set)) is DocumentModel)
        }
        #expect(!FileManager.default.fileExists(atPath: Self.sources.appendingPathComponent("SpecimenLayout/Sets").path), "per-set Swift is gone")
    }

    /// A shipped document that does not read is left out of the catalogue, but said: one line naming
    /// its file and the reader's error; the documents that read are all kept.
    @Test func aShippedDocumentThatDoesNotReadIsSaidInOneLine() throws {
        let good = try #require(ShippedDocuments.paths.first)
        let broken = "broken/Broken.component.json"
        var said: [String] = []
        let read = ShippedDocuments.readable(
            [good, broken],
            reading: { path in
                if path == broken { return try DocumentReader.read(Array("{\"version\": 1}".utf8), file: "Broken.component.json") }
                return try ShippedDocuments.document(path)
            }, warn: { said.append($0) })
        #expect(read.map(\.name) == [try ShippedDocuments.document(good).name])
        #expect(said.count == 1)
        let line = try #require(said.first)
        #expect(line.hasPrefix("warning: Themes/\(broken) is left out of the shipped sets"), "\(line)")
        let error = #expect(throws: DocumentError.self) { try DocumentReader.read(Array("{\"version\": 1}".utf8), file: "Broken.component.json") }
        #expect(line.hasSuffix(": \(try #require(error))") && !line.contains("\n"), "\(line)")
    }

    @Test func placesAreUniqueAndGiveTheCatalogueOrder() throws {
        var places: [Int] = []
        for set in Catalogue.standard.sets { places.append(try #require(set.document).position) }
        #expect(Set(places).count == places.count, "two sets in one place: \(places)")
        #expect(places == places.sorted())
    }

    /// Outside the typed API (a convenience a new set may skip) and the shipped documents compiled to
    /// Swift (data), no code names a set: a set is its document.
    @Test func noCodeNamesASet() throws {
        let layers = [
            "SpecimenCatalogue", "SpecimenTokens", "SpecimenText", "SpecimenLayout", "SpecimenScene", "SpecimenRaster",
            "SpecimenSVG", "SpecimenPDF", "SpecimenPNG", "Specimen", "SpecimenGallery", "SpecimenDiffing", "SpecimenSnapshotTesting", "SpecimenGoldens", "SpecimenReports",
            "SpecimenSnapshot", "SpecimenDocument", "SpecimenBehaviour",
        ]
        var files: [(path: String, text: String)] = []
        for layer in layers {
            let root = Self.sources.appendingPathComponent(layer)
            for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
                let path = String(url.path.dropFirst(Self.sources.path.count + 1))
                if path.hasPrefix("Specimen/Components/") { continue }
                if path.hasPrefix("SpecimenLayout/Documents/ShippedDocumentData+") { continue }
                // Comments may give a set as an example; code may not name one.
                let code = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
                    .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
                files.append((path, code))
            }
        }
        #expect(files.count > 100)
        for set in Catalogue.standard.sets {
            for file in files {
                #expect(!file.text.contains("\"\(set.name)\""), "\(file.path) names \"\(set.name)\": a set is its document, and only the typed API names it")
            }
        }
    }
}
