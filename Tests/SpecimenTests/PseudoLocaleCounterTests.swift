import Testing
import Specimen
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout

/// The ar-XB pseudo-locale wraps every text in a right-to-left override and its pop; the Text Area's
/// counter counts what the person typed, so the 83-character sample sentence still reads 83/500.
@Suite struct PseudoLocaleCounterTests {
    @Test(arguments: ["ar-XB", "en"])
    func theCounterCountsTheSentenceNotTheMarks(locale: String) throws {
        let renderer = try Renderer.standard()
        let configuration = try Catalogue.standard.configuration(set: "Text Area", variant: "State=Filled")
        let tree = try renderer.layout(configuration, localisation: Localisation(locale: locale))
        let counter = try #require(tree.node(named: "counter"))
        let shown = counter.paints.compactMap { paint -> String? in if case .text(let run, _, _) = paint { run.text } else { nil } }.first
        #expect(shown == "83/500")
    }
}
