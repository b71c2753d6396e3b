/// The classes of disagreement that are understood. Each is detected from the tree and the frames,
/// never from a case's name; README's "Layout conformance" explains each with an example.
///
/// A class that says Figma differs from CSS keeps its place only with evidence that Figma does it: a
/// node of a real Figma file (its `absoluteBoundingBox`) or Figma's own documentation, cited here
/// beside its detector. Four such classes were kept without it until issue 37 (padding-floor,
/// clamped-fill-follows-alignment, fill-in-stretched-frame, wrap-in-hugging-frame). The search for
/// evidence (README, Layout conformance, "Evidence") found none: the five real files in
/// Tests/FigmaTests/Fixtures and grida's seven Figma Community REST exports (gridaco/grida,
/// crates/fixtures/test-figma, commit 8f32f44a: 60 auto-layout frames, 3 wrapping rows, all fixed wide)
/// have no frame smaller than its padding, no fill children of different paddings, no clamped
/// counter-axis fill, no fill in a stretched frame and no wrapping row in a hugging frame, and Figma's
/// help pages on auto layout say nothing of any of them. So the engine follows CSS as Chromium lays it
/// out there, and the classes and their detectors are gone.
package enum KnownDifference: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Yoga or Taffy differs where Chromium, the engine both projects generate their own fixtures from,
    /// agrees with Specimen: the engine's own departure from CSS (Yoga 1.x's, mostly).
    case departsFromChromium = "departs-from-chromium"

    /// Declaration order, the order the report lists classes in.
    package static func < (a: KnownDifference, b: KnownDifference) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Each differing node's class, node by node in preorder (nil: the node agrees, or nothing explains
    /// it). `departs-from-chromium` covers a node whose Chromium frame Specimen agrees with, when the
    /// engine is not Chromium; every other differing node is unexplained. A class that comes back (with
    /// its evidence) covers only the nodes its detector names and those whose frames follow from them
    /// (`ConformanceTreeFacts.following`).
    package static func explaining(_ testCase: ConformanceCase, specimen: [[Double]], reference: [[Double]], engine: String) -> [KnownDifference?]? {
        let facts = ConformanceTreeFacts(testCase.root)
        guard facts.count == specimen.count, facts.count == reference.count else { return nil }
        var classes = [KnownDifference?](repeating: nil, count: facts.count)
        let differing = (0..<facts.count).filter { !ConformanceVerdict.close([specimen[$0]], [reference[$0]]) }
        if engine != "chromium", let chromium = testCase.frames["chromium"], chromium.count == specimen.count {
            for i in differing where classes[i] == nil && ConformanceVerdict.close([specimen[i]], [chromium[i]]) { classes[i] = .departsFromChromium }
        }
        return classes
    }
}
