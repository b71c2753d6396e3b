import Foundation
import Testing
import Specimen
@testable import specimen_bench

/// The benchmark's generated design system (the 200-document, 10,000-variant row) is a folder any
/// user could have written: it reads, every document validates, and its sets have the variants asked for.
@Suite struct GeneratedDesignSystemTests {
    @Test(arguments: [(3, 20), (2, 50)])
    func theGeneratedFolderReadsWithTheVariantsAskedFor(documents: Int, variantsEach: Int) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-generated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try BenchSuite.writeGeneratedDesignSystem(to: url, documents: documents, variantsEach: variantsEach)
        let folder = try DesignSystemFolder(url: url)
        #expect(folder.documents.count == documents)
        let renderer = try Renderer(home: SpecimenHome.locate(), designSystems: [folder])
        #expect(renderer.ownSets.reduce(0) { $0 + $1.variants.count } == documents * variantsEach)
        // The last variant of the last set lays out, at its size's height.
        let last = try #require(renderer.ownSets.last)
        let configuration = ComponentConfiguration(set: last, variant: try #require(last.variants.last))
        #expect(try renderer.layout(configuration).frame.height == 40)
    }
}
