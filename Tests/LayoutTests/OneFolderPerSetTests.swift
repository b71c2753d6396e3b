import Foundation
import Testing
import SpecimenCatalogue
import SpecimenDocument
@testable import SpecimenLayout

/// Adding a set touches one folder: each folder under `Sources/SpecimenLayout/Sets/` is one registered
/// set (the build lists the folders), it holds the set's model, catalogue entry, layout and behaviour,
/// and no other source file below the typed API names the set or its types.
@Suite struct OneFolderPerSetTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")
    static let setsFolder = sources.appendingPathComponent("SpecimenLayout/Sets")

    /// The folders under Sets/, by name.
    static func folders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(at: setsFolder, includingPropertiesForKeys: [.isDirectoryKey])
            .filter { try $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true }
            .map(\.lastPathComponent).sorted()
    }

    /// The registered model types' names (`StepperModel`), in the registry's order.
    static var modelNames: [String] {
        var names: [String] = []
        for model in ComponentRegistry.models { names.append(String(describing: model)) }
        return names
    }

    @Test func everyFolderIsARegisteredSetAndEverySetAFolder() throws {
        let folders = try Self.folders()
        #expect(!folders.isEmpty)
        #expect(Self.modelNames.sorted() == folders.map { $0 + "Model" })
        // Every shipped document is a set; those without a folder are drawn as their document alone.
        #expect(ShippedDocuments.paths.count == Catalogue.standard.sets.count)
        let documentOnly = Catalogue.standard.sets.filter { set in !Self.modelNames.contains { $0 == set.name.replacingOccurrences(of: " ", with: "") + "Model" } }
        #expect(documentOnly.allSatisfy { $0.source is ComponentDocument })
        #expect(documentOnly.map(\.name).contains("Stepper"))
    }

    /// A set's layout is its component document (`Themes/<design system>/<Set>.component.json`) or,
    /// until it is converted, its Swift layout: exactly one of the two.
    @Test func eachFolderHoldsTheSetsModelCatalogueLayoutAndBehaviour() throws {
        let themes = Self.sources.deletingLastPathComponent().appendingPathComponent("Themes")
        var documents: [String] = []
        for system in try FileManager.default.contentsOfDirectory(atPath: themes.path) {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: themes.appendingPathComponent(system).path)) ?? []
            documents += files.filter { $0.hasSuffix(".component.json") }
        }
        for folder in try Self.folders() {
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.setsFolder.appendingPathComponent(folder).path)
            for part in ["Model", "Catalogue", "Behaviour"] {
                #expect(files.contains("\(folder)\(part).swift"), "Sets/\(folder) has no \(folder)\(part).swift")
            }
            let swift = files.contains("\(folder)Layout.swift"), document = documents.contains("\(folder).component.json")
            #expect(swift != document, "Sets/\(folder): a layout in Swift \(swift ? "and" : "nor") a document \(folder).component.json")
        }
    }

    @Test func placesAreUniqueAndGiveTheCatalogueOrder() {
        let places = ComponentRegistry.positions
        #expect(Set(places).count == places.count, "two sets in one place: \(places)")
        #expect(places == places.sorted())
        #expect(ComponentRegistry.sets.map(\.name) == Catalogue.standard.sets.map(\.name))
    }

    /// Outside the typed API (`Sources/Specimen/Components`, a convenience a new set may skip) and the
    /// command line (whose help and benchmarks give sets as examples), no code outside a set's folder
    /// names the set or its types.
    @Test func noFileOutsideItsFolderNamesASet() throws {
        let layers = [
            "SpecimenCatalogue", "SpecimenTokens", "SpecimenText", "SpecimenLayout", "SpecimenScene", "SpecimenRaster",
            "SpecimenSVG", "SpecimenPDF", "SpecimenPNG", "Specimen", "SpecimenGallery", "SpecimenDiffing", "SpecimenSnapshotTesting", "SpecimenGoldens", "SpecimenReports",
            "SpecimenSnapshot",
        ]
        var files: [(path: String, text: String)] = []
        for layer in layers {
            let root = Self.sources.appendingPathComponent(layer)
            for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
                let path = String(url.path.dropFirst(Self.sources.path.count + 1))
                if path.hasPrefix("Specimen/Components/") { continue }
                // Comments may give a set as an example; code may not name one.
                let code = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
                    .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
                files.append((path, code))
            }
        }
        #expect(files.count > 100)
        // A set drawn as its document alone has no folder: no code at all names it.
        let folders = try Self.folders()
        let named = try folders.map { try setName(of: $0) }
        for set in Catalogue.standard.sets where !named.contains(set.name) {
            for file in files where !file.path.hasPrefix("SpecimenLayout/Sets/") {
                #expect(!file.text.contains("\"\(set.name)\""), "\(file.path) names \"\(set.name)\": a set is its document, and only the typed API names it")
            }
        }
        for (folder, set) in zip(folders, named) {
            let own = "SpecimenLayout/Sets/\(folder)/"
            for file in files where !file.path.hasPrefix(own) {
                for word in ["\"\(set)\"", "\(folder)Model", "\(folder)Layout"] {
                    #expect(!file.text.contains(word), "\(file.path) names \(word): it belongs in Sets/\(folder)")
                }
            }
        }
    }

    /// The name of the set whose model is `<folder>Model`.
    private func setName(of folder: String) throws -> String {
        let set = ComponentRegistry.sets.first { set in
            (try? ComponentRegistry.model(for: set)).map { String(describing: $0) } == folder + "Model"
        }
        return try #require(set, "no registered set has the model \(folder)Model").name
    }
}
