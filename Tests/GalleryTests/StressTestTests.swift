import Foundation
import Testing

@testable import SpecimenGallery

/// `specimen stress`: a node's faults under a condition, less those the variant has as drawn.
@Suite struct StressTestTests {
    static func node(_ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ children: [LayoutNode] = []) -> LayoutNode {
        LayoutNode(name, frame: Rect(x: x, y: y, width: w, height: h), children: children)
    }

    /// Each fault on a tree made by hand: a child past its parent's edge, two siblings on each other;
    /// siblings that only touch, and a child exactly at its parent's edge, are none.
    @Test func theFaultsOfATreeMadeByHand() {
        let row = Self.node(
            "row", 0, 0, 100, 40,
            [Self.node("a", 0, 0, 50, 40), Self.node("b", 50, 0, 50, 40), Self.node("c", 90, 0, 20, 40), Self.node("empty", 10, 0, 0, 40)])
        let tree = LayoutTree(configuration: try! Fixtures.configuration("Stepper"), frame: Rect(x: 0, y: 0, width: 100, height: 40), nodes: [row])
        let faults = StressTest.faults(tree).map { "\($0.node) \($0.fault.rawValue) \($0.detail)" }
        #expect(
            faults == [
                "row/b overlaps a sibling c",
                "row/c overflows its parent x 90 y 0 20 x 40 in x 0 y 0 100 x 40",
            ])
    }

    /// Laid out as drawn, no variant of the shipped sets has a fault the stress reports: a condition
    /// that changes nothing finds nothing.
    @Test func theVariantAsDrawnIsTheBaseline() throws {
        let renderer = try Fixtures.standardRenderer()
        let same = StressTest.Condition(name: "as drawn", localisation: .standard)
        #expect(try StressTest(renderer: renderer).run(sets: renderer.ownSets, conditions: [same]).isEmpty)
    }

    /// At twice the text size the Text Input's hint (32 characters in a 340 pt field's row) no longer
    /// fits and is cut with an ellipsis; the finding names the node and the text drawn.
    @Test func largeTextCutsTheHint() throws {
        let renderer = try Fixtures.standardRenderer()
        let set = try renderer.catalogue.set(named: "Text Input")
        let findings = try StressTest(renderer: renderer).run(sets: [set], conditions: [.largeText])
        let hint = try #require(findings.first { $0.configuration == "Text Input/Type=Default, State=Placeholder" && $0.node == "hint/hintText" })
        #expect(hint.fault == .textCut)
        #expect(hint.detail.hasPrefix("\"This is a hint text") && hint.detail.hasSuffix("…\""))
        #expect(hint.line.hasPrefix("Text Input/Type=Default, State=Placeholder [text-scale-2] hint/hintText: text cut short (\"This is a hint text"))
        #expect(!findings.contains { $0.condition != "text-scale-2" })
    }
}
