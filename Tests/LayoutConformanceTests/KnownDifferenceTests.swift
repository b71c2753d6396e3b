import Foundation
import LayoutConformance
import Testing

/// The per-node verdict: `departs-from-chromium` covers only the nodes where Chromium agrees with
/// Specimen, and the classes removed for want of evidence excuse nothing. The engine's frames here are
/// Specimen's with one node's frame changed.
@Suite struct KnownDifferenceTests {
    static func node(_ json: String) throws -> ConformanceNode { try JSONDecoder().decode(ConformanceNode.self, from: Data(json.utf8)) }

    /// The per-node classes for `root` against an engine whose frames are Specimen's with `changes`
    /// (preorder index -> frame) applied; `chromium` likewise for Chromium's frames when the engine is another.
    static func classes(
        _ json: String, engine: String = "chromium", changes: [Int: [Double]], chromium: [Int: [Double]] = [:]
    ) throws -> [KnownDifference?] {
        let root = try node(json)
        let specimen = ConformanceAdapter.frames(root)
        var reference = specimen, chromiumFrames = specimen
        for (i, frame) in changes { reference[i] = frame }
        for (i, frame) in chromium { chromiumFrames[i] = frame }
        var frames = [engine: reference]
        if engine != "chromium" { frames["chromium"] = chromiumFrames }
        let testCase = ConformanceCase(name: "t", source: "test", root: root, rules: [], frames: frames)
        return try #require(KnownDifference.explaining(testCase, specimen: specimen, reference: reference, engine: engine))
    }

    /// The four classes issue 37 removed for want of evidence: the differences they excused are now
    /// nobody's (the engine follows Chromium there, `AutoLayoutChromiumTests`), so a run that meets
    /// one fails instead of filing it away.
    @Test(arguments: [
        // A padded 10 x 10 row made 16 x 16 (padding-floor).
        (#"{"layout": "vertical", "children": [{"layout": "horizontal", "width": 10, "height": 10, "padding": [8, 8, 8, 8]}]}"#, 1, [0.0, 0, 20, 20]),
        // A clamped counter-axis fill moved off the start (clamped-fill-follows-alignment).
        (
            #"{"layout": "horizontal", "width": 100, "height": 50, "counterAlign": "center", "#
                + #""children": [{"layout": "none", "width": 10, "height": "fill", "maxHeight": 20}]}"#, 1, [0, 15, 10, 20]
        ),
        // A fill inside a stretched column sized otherwise (fill-in-stretched-frame).
        (
            #"{"layout": "horizontal", "children": [{"layout": "none", "width": 10, "height": 30}, "#
                + #"{"layout": "vertical", "height": "fill", "children": [{"layout": "none", "width": 4, "height": "fill"}]}]}"#, 3, [0, 0, 4, 29]
        ),
        // A wrapping row in a hugging column on one line (wrap-in-hugging-frame).
        (
            #"{"layout": "vertical", "children": [{"layout": "none", "width": 30, "height": 5}, {"layout": "horizontal", "width": "fill", "wrap": true, "#
                + #""children": [{"layout": "none", "width": 20, "height": 5}, {"layout": "none", "width": 20, "height": 5}]}]}"#, 3, [20, 0, 20, 5]
        ),
    ])
    func aRemovedClassExcusesNothing(tree: String, node: Int, frame: [Double]) throws {
        let classes = try Self.classes(tree, changes: [node: frame])
        #expect(classes.allSatisfy { $0 == nil })
        #expect(KnownDifference.allCases == [.departsFromChromium])
    }

    @Test func departingFromChromiumIsPerNode() throws {
        let tree = #"{"layout": "horizontal", "children": [{"layout": "none", "width": 10, "height": 10}, {"layout": "none", "width": 5, "height": 5}]}"#
        // Yoga moves the second box; Chromium agrees with Specimen there: Yoga's own departure.
        #expect(try Self.classes(tree, engine: "yoga", changes: [2: [11, 0, 5, 5]]) == [nil, nil, .departsFromChromium])
        // Chromium moves it too: nothing explains it.
        #expect(try Self.classes(tree, engine: "yoga", changes: [2: [11, 0, 5, 5]], chromium: [2: [11, 0, 5, 5]]) == [nil, nil, nil])
    }
}
