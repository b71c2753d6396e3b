import Testing
import SpecimenCatalogue
import SpecimenDocument
import SpecimenLayout

@Suite struct LayoutDecisionsTests {
    @Test(arguments: Catalogue.standard.sets.filter { $0.designSystem == "Appetite UI" }.map(\.name))
    func everySetRecordsItsDecisions(set: String) {
        #expect(LayoutDecisions.all.contains { $0.set.contains(set) })
    }

    @Test func everyDecisionSaysWhatAndWhyInOneLine() {
        #expect(Set(LayoutDecisions.all).count == LayoutDecisions.all.count, "no decision is listed twice")
        for decision in LayoutDecisions.all {
            #expect(!decision.decision.isEmpty && !decision.reason.isEmpty)
            #expect(!decision.reason.contains("\n") && !decision.decision.contains("\n"))
        }
    }
}
